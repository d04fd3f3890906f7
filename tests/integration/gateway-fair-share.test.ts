// The gateway hands PostgREST at most as many requests as it has connections and takes waiting
// requests from each client address in turn (issue 22, decision 0046): one client's backlog is
// never another client's wait.
import { describe, expect, it } from 'vitest';
import { createFairShare } from '../../supabase/local/gateway/fair-share.mjs';
import { anonKey, stackUrl } from './support/clients';
import { fetchFrom, newClientAddress } from './support/client-address';

describe('the fair share scheduler', () => {
  it('serves a client with one waiting request before another client’s backlog', () => {
    const share = createFairShare({ concurrency: 2, perClientWaiting: 32 });
    const started: string[] = [];
    const running = new Map<string, () => void>();
    const task = (name: string) => (done: () => void) => {
      started.push(name);
      running.set(name, done);
    };
    for (let i = 1; i <= 6; i += 1) expect(share.run('attacker', task(`a${i}`))).toBe(true);
    expect(share.run('visitor', task('v1'))).toBe(true);
    expect(started).toEqual(['a1', 'a2']);
    running.get('a1')?.();
    expect(started).toEqual(['a1', 'a2', 'a3']);
    running.get('a2')?.();
    expect(started).toEqual(['a1', 'a2', 'a3', 'v1']);
    expect(share.stats()).toEqual({ running: 2, waiting: 3 });
    // done twice releases once.
    running.get('a1')?.();
    expect(share.stats()).toEqual({ running: 2, waiting: 3 });
  });

  it('refuses a client whose waiting requests are at the limit, and no one else', () => {
    const share = createFairShare({ concurrency: 1, perClientWaiting: 2 });
    const hold = () => undefined;
    expect(share.run('attacker', hold)).toBe(true); // running
    expect(share.run('attacker', hold)).toBe(true); // waiting 1
    expect(share.run('attacker', hold)).toBe(true); // waiting 2
    expect(share.run('attacker', hold)).toBe(false);
    expect(share.run('visitor', hold)).toBe(true);
    // A client given no limit (the service role) always waits its turn.
    for (let i = 0; i < 10; i += 1) expect(share.run('service role', hold, Infinity)).toBe(true);
  });
});

describe('the gateway under one client’s flood', () => {
  it('answers another address within a second while one address sends 30 slow reads at once', async () => {
    const evil = `/rest/v1/problems?select=id&content->>body=match.${encodeURIComponent('((.+)+)+\\2x')}`;
    const ordinary = '/rest/v1/problems?select=id,title&order=created_at.desc&limit=12';
    const headers = { apikey: anonKey, authorization: `Bearer ${anonKey}` };
    const attacker = fetchFrom(newClientAddress());
    const flood = Array.from({ length: 30 }, () =>
      attacker(`${stackUrl}${evil}`, { headers }).then((r) => r.status),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const visitor = await fetchFrom(newClientAddress())(`${stackUrl}${ordinary}`, { headers });
    const ms = performance.now() - started;
    expect(visitor.status).toBe(200);
    expect(ms).toBeLessThan(1_000);
    const statuses = await Promise.all(flood);
    // The attacker's reads were refused (429) or cut by the statement timeout (503), never served.
    expect(statuses.every((status) => status === 429 || status === 503)).toBe(true);
  });
});
