/** The security module's personal data (decision records 012, 013): the account's security log. */
import { SECURITY_LOG_RETENTION_DAYS, daysMs } from '../../shared/account/retention.js';
import { db } from '../../kysely.js';
import type { ModulePersonalData } from '../module.js';
import { deleteUserRows, ownRowsSection, purgeCount } from '../personal-data.js';

export const securityPersonalData: ModulePersonalData = {
  userReferences: ['security_events.user_id'],
  retained: 'nothing: a deleted account loses its security log; any account loses entries older than SECURITY_LOG_RETENTION_DAYS',
  export: [ownRowsSection('securityLog', 110, 'security_events', ['created_at', 'id'], 'id')],
  erase: deleteUserRows('security_events'),
  async retention(em, _services, now) {
    return {
      securityEvents: await purgeCount(
        db(em)
          .deleteFrom('security_events')
          .where('created_at', '<=', new Date(now.getTime() - daysMs(SECURITY_LOG_RETENTION_DAYS))),
      ),
    };
  },
};
