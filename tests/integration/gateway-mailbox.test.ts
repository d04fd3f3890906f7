// The local mailbox holds recovery and confirmation links for every address: only the local
// machine reads it, only with the service_role key, and never a web page (no CORS at all).
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';
import { anonClient, anonKey, serviceKey, stackUrl, uniqueEmail } from './support/clients';
import { rawHttp } from './support/gateway';
import { isLoopback } from '../../supabase/local/gateway/http.mjs';

let email: string;

beforeAll(async () => {
  email = uniqueEmail('mailbox');
  const signUp = await anonClient().auth.signUp({ email, password: 'A-long-enough-password-1' });
  expect(signUp.error).toBeNull();
  // A recovery mail, so the mailbox has a link for this address.
  const { error } = await anonClient().auth.resetPasswordForEmail(email);
  expect(error).toBeNull();
});

function mailboxRequest(
  headers: Record<string, string>,
  host = `127.0.0.1:${TEST_PORTS.gateway}`,
): string {
  const lines = [
    `GET /_local/mailbox?email=${encodeURIComponent(email)} HTTP/1.1`,
    `host: ${host}`,
    'connection: close',
  ];
  for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
  return `${lines.join('\r\n')}\r\n\r\n`;
}

const hasCors = (head: string) => /^access-control-/im.test(head);

describe('the local mailbox', () => {
  it('answers the service_role key, as apikey or as a bearer token, without CORS headers', async () => {
    const keyHeaders: Record<string, string>[] = [
      { apikey: serviceKey },
      { authorization: `Bearer ${serviceKey}` },
    ];
    for (const headers of keyHeaders) {
      const answer = await rawHttp(TEST_PORTS.gateway, mailboxRequest(headers));
      expect(answer.status).toBe(200);
      expect(hasCors(answer.head)).toBe(false);
      const mails = JSON.parse(answer.body) as { to: string }[];
      expect(mails.length).toBeGreaterThan(0);
      for (const mail of mails) expect(mail.to.toLowerCase()).toBe(email.toLowerCase());
    }
  });

  it('refuses no key, the anon key, a user token and a forged key, and leaks nothing', async () => {
    const { data } = await anonClient().auth.signInWithPassword({
      email,
      password: 'A-long-enough-password-1',
    });
    const candidates: Record<string, string>[] = [
      {},
      { apikey: anonKey },
      { apikey: anonKey, authorization: `Bearer ${anonKey}` },
      { apikey: 'not-a-key' },
      { authorization: `Bearer ${serviceKey}x` },
    ];
    if (data.session)
      candidates.push({ apikey: anonKey, authorization: `Bearer ${data.session.access_token}` });
    for (const headers of candidates) {
      const answer = await rawHttp(TEST_PORTS.gateway, mailboxRequest(headers));
      expect(answer.status).toBe(401);
      expect(answer.body).not.toContain(email);
      expect(JSON.parse(answer.body)).toMatchObject({
        message: 'The local mailbox needs the service_role key.',
      });
    }
    const viaQuery = await fetch(
      `${stackUrl}/_local/mailbox?email=${encodeURIComponent(email)}&apikey=${serviceKey}`,
    );
    expect(viaQuery.status).toBe(401);
  });

  it('is never readable by a web page: a cross-origin request and its preflight get no CORS', async () => {
    const page = await rawHttp(
      TEST_PORTS.gateway,
      mailboxRequest({ apikey: serviceKey, origin: 'https://evil.example' }),
    );
    expect(page.status).toBe(403);
    expect(hasCors(page.head)).toBe(false);
    expect(page.body).not.toContain(email);
    const preflight = await rawHttp(
      TEST_PORTS.gateway,
      `OPTIONS /_local/mailbox HTTP/1.1\r\nhost: 127.0.0.1\r\nconnection: close\r\norigin: https://evil.example\r\naccess-control-request-method: GET\r\naccess-control-request-headers: apikey\r\n\r\n`,
    );
    expect(preflight.status).toBe(405);
    expect(hasCors(preflight.head)).toBe(false);
  });

  it('refuses a rebound host name (DNS rebinding reaches 127.0.0.1 under a foreign name)', async () => {
    const answer = await rawHttp(
      TEST_PORTS.gateway,
      mailboxRequest({ apikey: serviceKey }, 'attacker.example:80'),
    );
    expect(answer.status).toBe(403);
    expect(answer.body).not.toContain(email);
  });
});

// Tests never connect to a non-loopback address (this workplace allows loopback only), so the
// address rule is checked on the function the mailbox route asks.
describe('the local mailbox from another machine', () => {
  it('counts only loopback peers as local', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1'])
      expect(isLoopback(address)).toBe(true);
    for (const address of [
      '192.0.2.2',
      '10.0.0.5',
      '::ffff:192.168.1.2',
      '0.0.0.0',
      '',
      '127.0.0.1.evil',
    ])
      expect(isLoopback(address)).toBe(false);
  });
});
