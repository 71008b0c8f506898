/**
 * `npm run admin:create -- --email expert@example.com --name "Katrin Vogel"` (the firm's side, spec section 6):
 * creates an admin account, or promotes an existing account to admin.
 * The password comes from ADMIN_PASSWORD, or else from a hidden prompt. When promoting an existing
 * account, a password is only asked for (and set) if ADMIN_PASSWORD is given; otherwise the
 * account keeps its password. Exit code 1 with a message on bad input.
 */
import { createInterface } from 'node:readline';
import { parseArgs } from 'node:util';
import { adminPasswordFromEnv, loadConfig } from '../config.js';
import { migrate, openAppOrm, rootEm } from '../db.js';
import { createOrPromoteAdmin } from '../modules/auth/admin-account.js';

/** Reads a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!process.stdin.isTTY) {
      reject(new Error('No terminal to ask for the password: set ADMIN_PASSWORD.'));
      return;
    }
    const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
    const out = rl as unknown as { _writeToOutput: (s: string) => void };
    let asked = false;
    out._writeToOutput = (s: string) => {
      if (!asked) {
        process.stdout.write(s);
        asked = true;
      }
    };
    rl.question(question, (answer) => {
      rl.close();
      process.stdout.write('\n');
      resolve(answer);
    });
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { email: { type: 'string' }, name: { type: 'string' } } });
  if (!values.email) throw new Error('Usage: npm run admin:create -- --email <address> --name "<full name>"');
  const config = loadConfig();
  const orm = await openAppOrm(config);
  try {
    await migrate(orm);
    const em = rootEm(orm).fork();
    let password = adminPasswordFromEnv();
    const result = await createOrPromoteAdmin(em, { email: values.email, name: values.name, password }, async () => {
      password ??= await promptHidden('Password for the new admin (at least 8 characters): ');
      return password;
    });
    console.log(`${result.created ? 'Created' : 'Promoted'} admin ${result.email}${result.passwordSet ? ' (password set)' : ''}.`);
    // Admins must have two-factor sign-in (decision record 012): the console asks for it at the first sign-in.
    console.log('At the first sign-in the console asks the admin to set up two-factor sign-in with an authenticator app.');
  } finally {
    await orm.close(true);
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
