/** The ledger module: the time ledger of hours sold and used (decision record 003). */
import { defineModule, defineSchedule } from '../module.js';
import { ledgerPersonalData } from './ledger.personal-data.js';
import { queueExpiryNotices } from './ledger.service.js';
import { TimeEntryEntity } from './time-entry.entity.js';
import { ledgerRoutes } from './ledger.rest.js';
import { timeAdminRouter } from './ledger.trpc.js';

export const ledgerModule = defineModule({
  name: 'ledger',
  entities: [TimeEntryEntity],
  rest: [ledgerRoutes],
  adminTrpc: { time: timeAdminRouter },
  schedules: ({ em, config }) => [
    defineSchedule({
      name: 'package expiry notices',
      decorator: 'queueExpiryNotices',
      run: (now) => em().transactional((tx) => queueExpiryNotices(tx, config, now)),
      count: (queued) => queued,
    }),
  ],
  personalData: ledgerPersonalData,
});

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The scheduled "package expires within 30 days" job, run now (the loop runs it at start and
     * hourly). @returns how many e-mails were queued
     */
    queueExpiryNotices(now?: Date): Promise<number>;
  }
}
