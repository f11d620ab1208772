import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';

export function hashPassword(password: string): string {
  const salt = randomBytes(16);
  return `scrypt$${salt.toString('base64')}$${scryptSync(password, salt, 32).toString('base64')}`;
}

export function verifyPassword(password: string, stored: string | null): boolean {
  if (!stored) return false;
  const [scheme, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = scryptSync(password, Buffer.from(salt, 'base64'), expected.length);
  return timingSafeEqual(expected, actual);
}

/** A hash of no real password: an unknown user's attempt is checked against it, so it takes as long as a wrong password. */
const DUMMY_HASH = hashPassword(`no-such-user-${Math.random()}`);

/** Checks a sign-in attempt; an unknown or passwordless user costs the same scrypt work as a known one. */
export function verifyAttempt(password: string, stored: string | null | undefined): boolean {
  const known = typeof stored === 'string' && stored.startsWith('scrypt$');
  const ok = verifyPassword(password, known ? stored : DUMMY_HASH);
  return known && ok;
}
