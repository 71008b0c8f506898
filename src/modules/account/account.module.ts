/** The account module (the client's data rights: export, deletion, retention purge; decision record 013). */
import { defineModule, defineSchedule } from '../module.js';
import { accountJobs } from './account.jobs.js';
import { accountPersonalData } from './account.personal-data.js';
import { runRetention, type RetentionResult } from './retention.service.js';
import { DataExportEntity } from './data-export.entity.js';
import { accountRoutes } from './account.rest.js';
import { accountRouter, accountsAdminRouter } from './account.trpc.js';
import { accountMails } from './account.mails.js';

export const accountModule = defineModule({
  name: 'account',
  entities: [DataExportEntity],
  rest: [accountRoutes],
  trpc: { account: accountRouter },
  adminTrpc: { accounts: accountsAdminRouter },
  jobs: (services) => accountJobs(services),
  mails: accountMails,
  personalData: accountPersonalData,
  schedules: (services) => [
    defineSchedule({
      name: 'data retention purge',
      decorator: 'runRetention',
      run: (now) => runRetention(services.em(), services, now),
      count: (r) => Object.values(r).reduce((a, b) => a + b, 0),
    }),
  ],
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The data retention purge (decision record 013), run now. @returns what each step removed */
    runRetention(now?: Date): Promise<RetentionResult>;
  }
}
