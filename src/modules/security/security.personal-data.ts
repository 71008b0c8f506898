/** The security module's personal data (decision records 012, 013): the account's security log. */
import { SECURITY_LOG_RETENTION_DAYS, daysMs } from '../../shared/account/retention.js';
import type { ModulePersonalData } from '../module.js';
import { deleteUserRows, purgeCount, rowsSection } from '../personal-data.js';

export const securityPersonalData: ModulePersonalData = {
  userReferences: ['security_events.user_id'],
  retained: 'nothing: a deleted account loses its security log; any account loses entries older than SECURITY_LOG_RETENTION_DAYS',
  export: [
    rowsSection('securityLog', 110, `select to_jsonb(e) - 'user_id' - 'id' as row from security_events e where e.user_id = ? order by e.created_at, e.id`),
  ],
  erase: deleteUserRows('security_events'),
  async retention(em, _services, now) {
    return {
      securityEvents: await purgeCount(em, `delete from security_events where created_at <= ?`, [
        new Date(now.getTime() - daysMs(SECURITY_LOG_RETENTION_DAYS)),
      ]),
    };
  },
};
