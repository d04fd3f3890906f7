// @ts-check
// `npm run db:start`: the local stack in the foreground. `--reset` wipes the database first,
// `--exit` stops once it is built (`npm run db:reset`).
import { guardProcess, startStack } from './stack.mjs';

guardProcess();

const args = new Set(process.argv.slice(2));
const started = Date.now();

try {
  const stack = await startStack({ reset: args.has('--reset') });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (args.has('--exit')) {
    await stack.stop();
    const what = args.has('--reset') ? 'rebuilt from migrations and seed' : 'migrated';
    console.log(`Database ${what} in ${seconds} s.`);
    process.exit(0);
  }
  console.log(`
Local Supabase stack is running (started in ${seconds} s).

         API URL: ${stack.url}
          DB URL: ${stack.dbUrl}
        anon key: ${stack.anonKey}
service_role key: ${stack.serviceKey}
         Mailbox: ${stack.url}/_local/mailbox?email=... (this machine, service_role key as apikey)
          Health: ${stack.url}/_local/health

Press Ctrl-C to stop.`);

  let stopping = false;
  const shutdown = async (/** @type {string} */ signal) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the local stack...`);
    await stack.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  const reason = await stack.crashed;
  console.error(`\n${reason}. Stopping the local stack.`);
  await stack.stop();
  process.exit(1);
} catch (error) {
  console.error(`Could not start the local stack: ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
