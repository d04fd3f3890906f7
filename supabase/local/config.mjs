// @ts-check
// The local stack's auth settings, read from supabase/config.toml: the same file the Supabase
// CLI uses, so `npm run dev` and `supabase start` agree on confirmations, limits and hooks.
import { readFileSync } from 'node:fs';

const CONFIG_FILE = new URL('../config.toml', import.meta.url);

/**
 * The small part of TOML config.toml uses: [tables], `key = value` with strings, numbers,
 * booleans and one-line arrays of strings, and # comments.
 * @param {string} text
 * @returns {Record<string, Record<string, unknown>>} values by table name ('' for the top)
 */
export function parseToml(text) {
  /** @type {Record<string, Record<string, unknown>>} */
  const tables = { '': {} };
  /** @type {Record<string, unknown>} */
  let current = tables[''] ?? {};
  for (const rawLine of text.split('\n')) {
    const line = rawLine.replace(/\s+#.*$/, '').trim();
    if (!line || line.startsWith('#')) continue;
    const table = /^\[([^\]]+)\]$/.exec(line);
    if (table) {
      current = tables[(table[1] ?? '').trim()] ??= {};
      continue;
    }
    const pair = /^([A-Za-z0-9_]+)\s*=\s*(.+)$/.exec(line);
    if (!pair) throw new Error(`config.toml: cannot read "${rawLine}"`);
    current[pair[1] ?? ''] = parseValue((pair[2] ?? '').trim());
  }
  return tables;
}

/** @param {string} value */
function parseValue(value) {
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value);
  if (value.startsWith('"')) return JSON.parse(value);
  if (value.startsWith('[')) return JSON.parse(value);
  throw new Error(`config.toml: unsupported value ${value}`);
}

/**
 * @typedef {object} AuthConfig
 * @property {string} siteUrl
 * @property {string[]} additionalRedirectUrls
 * @property {number} jwtExpiry seconds
 * @property {boolean} enableConfirmations
 * @property {number} otpExpiry seconds
 * @property {number} minimumPasswordLength
 * @property {{ emailSent: number, tokenRefresh: number, signInSignUps: number, tokenVerifications: number, emailFrequencySeconds: number }} rateLimit
 * @property {string | null} customAccessTokenHook the function (`schema.name`), when enabled
 */

/** "60s", "1m", "2h" to seconds. @param {unknown} value */
function seconds(value) {
  const match = /^(\d+)(s|m|h)$/.exec(String(value ?? ''));
  if (!match) return 60;
  return Number(match[1]) * { s: 1, m: 60, h: 3600 }[/** @type {'s'|'m'|'h'} */ (match[2])];
}

/** @param {string} [text] config.toml's text (read from disk by default) @returns {AuthConfig} */
export function readAuthConfig(text = readFileSync(CONFIG_FILE, 'utf8')) {
  const toml = parseToml(text);
  const auth = toml.auth ?? {};
  const email = toml['auth.email'] ?? {};
  const rate = toml['auth.rate_limit'] ?? {};
  const hook = toml['auth.hook.custom_access_token'] ?? {};
  // pg-functions://postgres/<schema>/<function>
  const hookTarget = /^pg-functions:\/\/[^/]+\/([a-z_][a-z0-9_]*)\/([a-z_][a-z0-9_]*)$/.exec(
    String(hook.uri ?? ''),
  );
  if (hook.enabled === true && !hookTarget) {
    throw new Error(`config.toml: unsupported custom_access_token uri ${String(hook.uri)}`);
  }
  return {
    siteUrl: String(auth.site_url ?? 'http://localhost:5173'),
    additionalRedirectUrls: /** @type {string[]} */ (auth.additional_redirect_urls ?? []),
    jwtExpiry: Number(auth.jwt_expiry ?? 3600),
    enableConfirmations: email.enable_confirmations !== false,
    otpExpiry: Number(email.otp_expiry ?? 3600),
    minimumPasswordLength: Number(auth.minimum_password_length ?? 6),
    rateLimit: {
      emailSent: Number(rate.email_sent ?? 30),
      tokenRefresh: Number(rate.token_refresh ?? 150),
      signInSignUps: Number(rate.sign_in_sign_ups ?? 30),
      tokenVerifications: Number(rate.token_verifications ?? 30),
      emailFrequencySeconds: seconds(email.max_frequency ?? '60s'),
    },
    customAccessTokenHook:
      hook.enabled === true && hookTarget ? `${hookTarget[1]}.${hookTarget[2]}` : null,
  };
}
