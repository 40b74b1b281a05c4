import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import { COMMON_PASSWORDS, COMMON_STEMS } from './common-passwords';

export const MIN_PASSWORD_LENGTH = 12;
/**
 * Longer input is refused before hashing: argon2 reads all of it, and a megabyte-long "password" posted to the
 * sign-in form should cost us nothing.
 */
export const MAX_PASSWORD_LENGTH = 256;

const common = new Set(COMMON_PASSWORDS);
const stems = new Set(COMMON_STEMS);

/** Why a new password is refused, or undefined when it may be used. The e-mail's own words are refused too. */
export function passwordProblem(password: string, email = ''): string | undefined {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return `The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;
  if (length > MAX_PASSWORD_LENGTH) return `The password must be at most ${MAX_PASSWORD_LENGTH} characters long.`;
  const lower = password.toLowerCase();
  const stem = lower.replace(/^[\d\W_]+|(?<![\d\W_])[\d\W_]+$/g, '');
  const local = email.toLowerCase().split('@')[0] ?? '';
  if (common.has(lower) || stems.has(stem) || stem === '' || new Set(lower).size <= 2)
    return 'That password is one of the most common ones, which are tried first. Please choose another.';
  if (local.length >= 4 && (stem === local || lower.includes(local)))
    return 'The password must not contain the e-mail address. Please choose another.';
  return undefined;
}

/** argon2id with the library's defaults (19 MiB, 2 passes, 1 lane: OWASP's minimum for argon2id). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

let dummy: Promise<string> | undefined;

/**
 * Checks a password against a stored hash; with no hash (no such account) against a throwaway one, so an
 * unknown e-mail takes as long to refuse as a wrong password and the timing tells nothing.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  dummy ??= hash(randomBytes(16).toString('hex'));
  // No account, or one whose person has not set a password from their link yet (''): the throwaway hash, so
  // neither answers faster than a wrong password.
  const against = storedHash || (await dummy);
  try {
    const ok = await verify(against, password);
    return ok && Boolean(storedHash);
  } catch {
    return false;
  }
}
