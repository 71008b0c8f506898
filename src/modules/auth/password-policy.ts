/**
 * Refusing common and breached passwords wherever a new password is set (OWASP ASVS 5.0 § 6.2,
 * NIST SP 800-63B § 3.1.1.2; docs/decisions/019-password-policy.md): zxcvbn-ts with its common
 * dictionary (about 30,000 passwords from breaches, Diceware words, keyboard patterns such as
 * qwertz, sequences, dates, l33t). The spec's minimum of 8 characters stays with the shared schema.
 * Server only: the dictionary never reaches the web client's bundles.
 */
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AppError } from '../../errors.js';

/**
 * zxcvbn scores 0 to 4; 0 and 1 mean fewer than 10^6 guesses with the lists and patterns an
 * attacker tries first, which is what the common-password check refuses (decision record 019).
 */
const MIN_PASSWORD_SCORE = 2;

/**
 * Characters of a password the estimator looks at: its time grows quickly with the length (a
 * 256-character password took 250 ms of the event loop, 64 characters at most 35 ms; decision
 * record 019), and a password whose first 64 characters are not common is not common.
 */
const CHECKED_LENGTH = 64;

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * The estimator, built once on first use (the dictionary costs about 50 ms and 11 MB; measured in
 * decision record 019), so a server that never sets a password never loads it.
 */
function passwordChecker(): Promise<ZxcvbnFactory> {
  checker ??= (async () => {
    const [{ ZxcvbnFactory }, common] = await Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]);
    return new ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs, maxLength: CHECKED_LENGTH });
  })();
  checker.catch(() => (checker = undefined));
  return checker;
}

/**
 * Whether `password` is too easy to guess: a common or breached password, a keyboard walk or
 * sequence, or built from the account's own e-mail address or name (`userInputs`).
 * @param password the new password (already at least PASSWORD_MIN_LENGTH characters)
 * @param userInputs words of the account an attacker would try first (e-mail address, name)
 */
export async function isCommonPassword(password: string, userInputs: string[] = []): Promise<boolean> {
  const zxcvbn = await passwordChecker();
  return zxcvbn.check(password, userInputs).score < MIN_PASSWORD_SCORE;
}

/** The words of an account an attacker tries first: its e-mail address, the address's local part and its pieces, the name's words. */
export function accountWords(email: string, name = ''): string[] {
  const local = email.split('@')[0] ?? '';
  return [email, local, ...local.split(/[._+-]+/), ...name.split(/\s+/)].filter((w) => w.length >= 3);
}

/**
 * Refuses a new password that `isCommonPassword` finds.
 * @param field the form field the error names ('password' or 'newPassword')
 * @throws AppError VALIDATION 400 'passwordTooCommon' (field `field`)
 */
export async function assertPasswordNotCommon(password: string, userInputs: string[], field = 'password'): Promise<void> {
  if (await isCommonPassword(password, userInputs)) throw new AppError('VALIDATION', 'passwordTooCommon', { field });
}
