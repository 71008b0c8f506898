/**
 * The demo data of `npm run seed:demo` (src/scripts/seed-demo.ts): an admin, two clients, purchases
 * in every state, answered and pending questions with their conversations, folders and documents
 * with real files. Also used by tests that need a populated database (src/backup.test.ts).
 */
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import type { EntityManager } from '@mikro-orm/sql';
import { hashPassword } from '../modules/auth/auth.service.js';
import { UserEntity } from '../modules/users/user.entity.js';
import { DocumentEntity } from '../modules/documents/document.entity.js';
import { documentUrl } from '../modules/documents/documents.service.js';
import { FolderEntity } from '../modules/folders/folder.entity.js';
import { PackageEntity } from '../modules/packages/package.entity.js';
import { insertPurchase } from '../modules/purchases/purchases.service.js';
import { QuestionEntity } from '../modules/questions/question.entity.js';
import { carryOverConversations } from '../modules/questions/questions.service.js';
import type { Storage } from '../storage/storage.js';
import { pdfBytes, pngBytes } from './sample-files.js';

export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ACCOUNTS = {
  admin: { email: 'expert@demo.steuerhilfe.example', name: 'Katrin Vogel' },
  sophie: { email: 'sophie@demo.steuerhilfe.example', name: 'Sophie Martin' },
  james: { email: 'james@demo.steuerhilfe.example', name: 'James O’Connor' },
} as const;

const DAY = 24 * 60 * 60 * 1000;

/**
 * Inserts the demo accounts and their data with `em` (a migrated database with the packages
 * seeded; the accounts must not exist yet), storing the documents' files in `storage`.
 */
export async function seedDemo(em: EntityManager, storage: Storage): Promise<void> {
  const password = await hashPassword(DEMO_PASSWORD);
  const now = Date.now();
  const user = (key: keyof typeof DEMO_ACCOUNTS, role: 'client' | 'admin', daysAgo: number) =>
    em.create(UserEntity, {
      id: randomUUID(),
      ...DEMO_ACCOUNTS[key],
      password,
      role,
      // The demo's admin is the firm's owner (decision record 064).
      staffRole: role === 'admin' ? 'owner' : null,
      createdAt: new Date(now - daysAgo * DAY),
      emailVerifiedAt: new Date(now - daysAgo * DAY),
    });
  user('admin', 'admin', 400);
  const sophie = user('sophie', 'client', 420);
  const james = user('james', 'client', 12);
  await em.flush();

  const pkg = async (name: string) => em.findOneOrFail(PackageEntity, { name });
  const professional = await pkg('Professional');
  const starter = await pkg('Starter');
  const purchase = (userId: string, p: { id: string; hours: number; price: number }, hoursUsed: number, daysAgo: number) =>
    insertPurchase(em, {
      userId,
      packageId: p.id,
      hoursTotal: p.hours,
      pricePaid: p.price,
      minutesUsed: hoursUsed * 60,
      note: 'Review of the Steuerbescheid and Finanzamt letters',
      purchasedAt: new Date(now - daysAgo * DAY),
      expiresAt: new Date(now - daysAgo * DAY + 365 * DAY),
    });
  await purchase(sophie.id, professional, 4, 60); // active, 6 h left
  await purchase(sophie.id, starter, 2, 400); // expired
  await purchase(sophie.id, starter, 5, 200); // used up

  const question = (userId: string, text: string, daysAgo: number, answer?: string) =>
    em.create(QuestionEntity, {
      userId,
      question: text,
      askedAt: new Date(now - daysAgo * DAY),
      ...(answer
        ? { answer, status: 'answered' as const, answeredAt: new Date(now - daysAgo * DAY + 20 * 60 * 60 * 1000) }
        : { answer: null, status: 'pending' as const, answeredAt: null }),
    });
  question(
    sophie.id,
    'My Steuerbescheid for 2024 shows a Nachzahlung of €612. What does the line "Vorbehalt der Nachprüfung" mean for me?',
    30,
    'It means the Finanzamt may still review and change this assessment. You have to pay the €612 by the due date shown; ' +
      'if you think the assessment is wrong, an Einspruch is possible within one month after the notice counts as delivered.',
  );
  question(
    sophie.id,
    'The Finanzamt sent a "Fragebogen zur steuerlichen Erfassung" after I registered as a freelancer. Which parts must I fill in?',
    9,
    'As a Freiberufler you fill in the sections on your personal details, your activity, the expected profit and VAT. ' +
      'We went through each section with you in the attached notes.',
  );
  question(sophie.id, 'Do I need to file an Umsatzsteuer-Voranmeldung every month or every quarter?', 1);
  question(james.id, 'I received a letter titled "Mahnung". What happens if I pay a few days late?', 2);

  const folder = (userId: string, name: string, daysAgo: number) =>
    em.create(FolderEntity, { id: randomUUID(), userId, name, createdAt: new Date(now - daysAgo * DAY) });
  const notices = folder(sophie.id, 'Steuerbescheide', 59);
  const letters = folder(sophie.id, 'Finanzamt letters', 40);
  await em.flush();
  // Each question's conversation: the question and, where answered, the answer as messages.
  await carryOverConversations(em);

  const doc = async (userId: string, folderId: string | null, title: string, filename: string, bytes: Buffer, mimeType: string, daysAgo: number) => {
    const temp = storage.createTemp();
    temp.stream.end(bytes);
    await once(temp.stream, 'close');
    const key = await storage.commit(temp.path);
    const id = randomUUID();
    em.create(DocumentEntity, {
      id,
      userId,
      folderId,
      title,
      filename,
      fileUrl: documentUrl(id),
      fileSize: bytes.length,
      mimeType,
      storageKey: key,
      uploadedAt: new Date(now - daysAgo * DAY),
    });
  };
  await doc(sophie.id, notices.id, 'Einkommensteuerbescheid 2024', 'Steuerbescheid_2024.pdf', pdfBytes('Einkommensteuerbescheid 2024'), 'application/pdf', 31);
  await doc(
    sophie.id,
    letters.id,
    'Fragebogen zur steuerlichen Erfassung',
    'Fragebogen.pdf',
    pdfBytes('Fragebogen zur steuerlichen Erfassung'),
    'application/pdf',
    10,
  );
  await doc(sophie.id, null, 'Photo of the Mahnung', 'mahnung.png', pngBytes(), 'image/png', 3);
  await em.flush();
}
