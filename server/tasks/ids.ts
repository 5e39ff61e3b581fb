import { randomBytes } from 'node:crypto';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** `task_` and 24 base-62 characters (~143 random bits). */
export function newTaskId(): string {
  const bytes = randomBytes(24);
  let id = '';
  for (const b of bytes) id += ALPHABET[b % 62];
  return `task_${id}`;
}
