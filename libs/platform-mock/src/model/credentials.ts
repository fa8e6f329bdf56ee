import { createRandom, hashNumbers } from './random';

/** The shortest password registration and password recovery accept (characters, after decoding). */
export const MIN_PASSWORD_LENGTH = 8;

/** No 0/O, 1/l/I: a generated password is read off a screen or an image and typed again. */
const PASSWORD_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const GENERATED_PASSWORD_LENGTH = 8;

export function isLongEnough(password: string | undefined): password is string {
  return password !== undefined && Array.from(password).length >= MIN_PASSWORD_LENGTH;
}

/** The same seed and user id give the same password, so a run can be replayed. */
export function generatedPassword(seed: number, userId: number): string {
  const random = createRandom(hashNumbers(seed, userId, 0x9a55));
  return Array.from({ length: GENERATED_PASSWORD_LENGTH }, () => random.pick([...PASSWORD_ALPHABET])).join('');
}

/** A 9-digit login; `attempt` moves on when the first choice is taken. */
export function generatedLogin(seed: number, userId: number, attempt: number): string {
  return String(100_000_000 + (hashNumbers(seed, userId, attempt, 0x10) % 900_000_000));
}
