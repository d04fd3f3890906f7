// Starts a fresh local stack (migrations and seed) in a temporary directory for the integration
// tests, on the test ports, so a running dev stack is never touched; stops it afterwards.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEST_PORTS } from '../../supabase/local/keys.mjs';
import { startStack } from '../../supabase/local/stack.mjs';

export default async function setup(): Promise<() => Promise<void>> {
  const dataDir = await mkdtemp(join(tmpdir(), 'olympiad-stack-'));
  const started = Date.now();
  const stack = await startStack({
    dataDir,
    gatewayPort: TEST_PORTS.gateway,
    dbPort: TEST_PORTS.db,
    restPort: TEST_PORTS.rest,
    reset: true,
    durable: false,
    // Migration and seed progress is noise in test output; problems still throw.
    log: (line) => {
      if (/error|fatal|fail/i.test(line)) console.error(line);
    },
  });
  console.log(
    `Local stack for integration tests: ${stack.url} (ready in ${Date.now() - started} ms)`,
  );
  void stack.crashed.then((reason) => console.error(`The integration test stack died: ${reason}`));

  return async () => {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
