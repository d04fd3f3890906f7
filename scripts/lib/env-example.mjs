// @ts-check
// The public local values of .env.example (the local anon key, the default sign-up password),
// read in one place for the seed, the bench and the tests.
import { readFileSync } from 'node:fs';

/** @type {Record<string, string> | undefined} */
let values;

/** @param {string} name @returns {string} */
export function envExampleValue(name) {
  const all = (values ??= Object.fromEntries(
    readFileSync(new URL('../../.env.example', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => /^\s*([A-Z0-9_]+)\s*=\s*(.*?)\s*$/.exec(line))
      .filter((match) => match !== null)
      .map((match) => [match[1], match[2]]),
  ));
  const value = all[name];
  if (!value) throw new Error(`.env.example has no ${name}`);
  return value;
}

/** The password every sign-up uses and every seeded demo account has. */
export function readDefaultPassword() {
  return envExampleValue('VITE_DEFAULT_PASSWORD');
}
