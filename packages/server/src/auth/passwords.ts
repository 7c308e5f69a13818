/**
 * Password hashing (argon2id, @node-rs/argon2: its binary ships in the npm registry) and the
 * password rules: at least 10 characters, not one of the ~50,000 most common passwords
 * (the list @zxcvbn-ts/language-common ships).
 */
import { hash, verify } from '@node-rs/argon2';
import { dictionary } from '@zxcvbn-ts/language-common';

export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;

let common: Set<string> | undefined;

/** Why a password is refused ('too_short', 'too_long', 'common'), or null when it is fine. */
export function passwordProblem(password: string): 'too_short' | 'too_long' | 'common' | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) return 'too_short';
  if (password.length > MAX_PASSWORD_LENGTH) return 'too_long';
  common ??= new Set(dictionary['passwords-common']);
  if (common.has(password.toLowerCase())) return 'common';
  return null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** A hash of a random password: checked when no account matches, so both take as long. */
let decoy: Promise<string> | undefined;

/** Whether the password matches the hash; without a hash it spends the same time and fails. */
export async function checkPassword(stored: string | null | undefined, password: string) {
  if (!stored) {
    decoy ??= hash(`decoy-${Math.random()}`);
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
