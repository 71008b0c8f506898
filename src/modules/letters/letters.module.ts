/** The letters module: Finanzamt letters, their reading and their deadlines (decision record 010). */
import { defineModule, defineSchedule } from '../module.js';
import { lettersPersonalData } from './letters.personal-data.js';
import { letterJobs } from './letters.jobs.js';
import { ocrAvailable } from './letters.service.js';
import { queueLetterReminders } from './reminders.js';
import { LetterEntity } from './letter.entity.js';
import { lettersRoutes } from './letters.rest.js';
import { lettersAdminRouter, lettersRouter } from './letters.trpc.js';
import { lettersMails } from './letters.mails.js';

export const lettersModule = defineModule({
  name: 'letters',
  entities: [LetterEntity],
  rest: [lettersRoutes],
  trpc: { letters: lettersRouter },
  adminTrpc: { letters: lettersAdminRouter },
  jobs: (services) => letterJobs(services),
  schedules: ({ em, config }) => [
    defineSchedule({
      name: 'letter deadline reminders',
      decorator: 'queueLetterReminders',
      run: (now) => queueLetterReminders(em(), config, now),
      count: (queued) => queued,
    }),
  ],
  // Said once, at start: without Tesseract and pdftoppm, photos and scans are not read (010).
  onReady: ({ log }) => {
    void ocrAvailable().then((ok) => {
      if (!ok) log.warn('OCR is off: tesseract or pdftoppm is not installed; photos and scanned letters are not read, clients enter their fields by hand');
    });
  },
  mails: lettersMails,
  personalData: lettersPersonalData,
});

declare module 'fastify' {
  interface FastifyInstance {
    /** The scheduled letter deadline reminders (7 and 2 days before), run now. @returns e-mails queued */
    queueLetterReminders(now?: Date): Promise<number>;
  }
}
