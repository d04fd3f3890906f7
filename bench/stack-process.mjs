// @ts-check
// The local stack on the bench ports, in its own process so the load generator and Lighthouse
// never share an event loop with the gateway. Prints one JSON line when ready; SIGTERM stops it.
// Started by scripts/bench.mjs; `--fresh` rebuilds the database from migrations and seed.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { guardProcess, startStack } from '../supabase/local/stack.mjs';

// BENCH_PORT_BASE moves the stack (gateway there, database +1, PostgREST +2, preview +3) so a
// bench can run beside other stacks on one machine.
const portBase = Number(process.env.BENCH_PORT_BASE) || 0;
export const BENCH_PORTS = Object.freeze(
  portBase
    ? { gateway: portBase, db: portBase + 1, rest: portBase + 2, preview: portBase + 3 }
    : { gateway: 54601, db: 54602, rest: 54603, preview: 4601 },
);
export const BENCH_DATA_DIR = fileURLToPath(new URL('./data', import.meta.url));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  guardProcess();
  const stack = await startStack({
    dataDir: join(BENCH_DATA_DIR, 'stack'),
    gatewayPort: BENCH_PORTS.gateway,
    dbPort: BENCH_PORTS.db,
    restPort: BENCH_PORTS.rest,
    reset: process.argv.includes('--fresh'),
    durable: false,
    statementStats: true,
    log: (line) => console.error(line),
  });
  const stop = async () => {
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  console.log(
    JSON.stringify({
      url: stack.url,
      restUrl: `http://127.0.0.1:${BENCH_PORTS.rest}`,
      dbUrl: stack.dbUrl,
    }),
  );
  void stack.crashed.then((reason) => {
    console.error(`bench stack: ${reason}`);
    process.exit(1);
  });
}
