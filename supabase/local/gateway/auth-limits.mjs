// @ts-check
// Rate limits of the local auth API, per client address as hosted GoTrue keeps them
// (token buckets like its tollbooth limiters), plus per-address limits hosted lacks.
// Numbers come from supabase/config.toml ([auth.rate_limit]) so `supabase start` and the
// local stack agree; decision 0013 explains each.

/**
 * A token bucket per key: `burst` requests at once, refilled at `count` per `seconds`.
 * Memory stays bounded: full buckets are forgotten, and at most `maxKeys` are kept.
 * @param {{ count: number, seconds: number, burst?: number, maxKeys?: number }} options
 */
export function createLimiter({ count, seconds, burst = count, maxKeys = 100_000 }) {
  const ratePerMs = count / (seconds * 1000);
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map();

  /** @param {string} key */
  function current(key) {
    const now = Date.now();
    const bucket = buckets.get(key);
    if (!bucket) return { tokens: burst, at: now };
    return { tokens: Math.min(burst, bucket.tokens + (now - bucket.at) * ratePerMs), at: now };
  }

  function prune() {
    for (const [key] of buckets) {
      if (current(key).tokens >= burst) buckets.delete(key);
    }
    // Still too many: forget the oldest (a forgotten key starts full, never emptier).
    for (const [key] of buckets) {
      if (buckets.size <= maxKeys) break;
      buckets.delete(key);
    }
  }

  return {
    /** Whether `key` has a request left now (does not use it). @param {string} key */
    allows(key) {
      return current(key).tokens >= 1;
    },
    /** Uses one request of `key`; false when none is left. @param {string} key */
    take(key) {
      const bucket = current(key);
      if (bucket.tokens < 1) return false;
      buckets.set(key, { tokens: bucket.tokens - 1, at: bucket.at });
      if (buckets.size > maxKeys) prune();
      return true;
    },
    /** Seconds until `key` has a request again. @param {string} key */
    waitSeconds(key) {
      const missing = 1 - current(key).tokens;
      return missing <= 0 ? 0 : Math.ceil(missing / ratePerMs / 1000);
    },
  };
}

/**
 * At most one event per `seconds` for each key (GoTrue's SMTP max frequency per recipient).
 * @param {number} seconds
 */
export function createCooldown(seconds) {
  /** @type {Map<string, number>} */
  const last = new Map();
  return {
    /** Seconds left before `key` may act again (0 when it may). @param {string} key */
    wait(key) {
      const at = last.get(key);
      if (at === undefined) return 0;
      const left = Math.ceil((at + seconds * 1000 - Date.now()) / 1000);
      if (left <= 0) last.delete(key);
      return Math.max(0, left);
    },
    /** @param {string} key */
    mark(key) {
      last.set(key, Date.now());
      if (last.size > 100_000) {
        for (const [k, at] of last) if (at + seconds * 1000 < Date.now()) last.delete(k);
      }
    },
  };
}

/** @typedef {ReturnType<typeof createAuthLimits>} AuthLimits */

/**
 * Every limit of the auth API.
 * @param {import('../config.mjs').AuthConfig['rateLimit']} rate
 */
export function createAuthLimits(rate) {
  const fiveMinutes = 5 * 60;
  return {
    // Hosted: the OTP limit (sign-ups, recover, resend, PUT /user) per 5 minutes, burst 30.
    signup: createLimiter({ count: rate.signInSignUps, seconds: fiveMinutes, burst: 30 }),
    recover: createLimiter({ count: rate.signInSignUps, seconds: fiveMinutes, burst: 30 }),
    resend: createLimiter({ count: rate.signInSignUps, seconds: fiveMinutes, burst: 30 }),
    userUpdate: createLimiter({ count: rate.signInSignUps, seconds: fiveMinutes, burst: 30 }),
    // Hosted: /token (password and refresh) 150 per 5 minutes, burst 30.
    token: createLimiter({ count: rate.tokenRefresh, seconds: fiveMinutes, burst: 30 }),
    // Hosted: /verify 30 per 5 minutes, burst 30.
    verify: createLimiter({ count: rate.tokenVerifications, seconds: fiveMinutes, burst: 30 }),
    // Hosted counts mails for the whole project (one client can use them all up); here each
    // client address has the hosted budget of its own.
    emailsPerClient: createLimiter({ count: rate.emailSent, seconds: 3600 }),
    // Beyond hosted: wrong passwords per e-mail address (known or not), whatever the client.
    wrongPasswords: createLimiter({ count: 10, seconds: 15 * 60 }),
    // One mail per recipient per minute (hosted's SMTP max frequency), keyed by the address
    // as typed so that unknown addresses answer exactly like known ones.
    mailCooldown: createCooldown(rate.emailFrequencySeconds),
  };
}
