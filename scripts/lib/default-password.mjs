// @ts-check
// The password every sign-up uses and every seeded demo account has: VITE_DEFAULT_PASSWORD of
// .env.example, read in one place for the seed, the bench and the tests.
import { readFileSync } from 'node:fs';

/** @returns {string} */
export function readDefaultPassword() {
  const envFile = readFileSync(new URL('../../.env.example', import.meta.url), 'utf8');
  const match = /^VITE_DEFAULT_PASSWORD=(.*)$/m.exec(envFile);
  if (!match?.[1]) throw new Error('VITE_DEFAULT_PASSWORD is missing from .env.example');
  return match[1].trim();
}
