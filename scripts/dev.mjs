// @ts-check
// `npm run dev`: the local Supabase stack (or the one already running on 54321), then Vite on
// 5173. One Ctrl-C stops both.
import { createServer } from 'vite';
import { ANON_KEY, DEV_PORTS } from '../supabase/local/keys.mjs';
import { guardProcess, startStack } from '../supabase/local/stack.mjs';

const gatewayUrl = `http://127.0.0.1:${DEV_PORTS.gateway}`;

async function stackAlreadyRunning() {
  try {
    const response = await fetch(`${gatewayUrl}/auth/v1/health`, {
      headers: { apikey: ANON_KEY },
      signal: AbortSignal.timeout(1_000),
    });
    return (
      response.ok && /** @type {{ name?: string }} */ (await response.json()).name === 'GoTrue'
    );
  } catch {
    return false;
  }
}

/** @type {import('../supabase/local/stack.mjs').Stack | null} */
let stack = null;
if (await stackAlreadyRunning()) {
  console.log(`Using the local stack already running at ${gatewayUrl}.`);
} else {
  const started = Date.now();
  guardProcess();
  try {
    stack = await startStack();
  } catch (error) {
    console.error(`Could not start the local stack: ${/** @type {Error} */ (error).message}`);
    process.exit(1);
  }
  console.log(
    `Local stack ready at ${stack.url} in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
}

// The app talks to this stack, also when LOCAL_STACK_DEV_PORT moved it off .env's 54321.
process.env.VITE_SUPABASE_URL ??= gatewayUrl;
const vite = await createServer();
await vite.listen();
vite.printUrls();

let stopping = false;
/** @param {number} code */
async function stopAll(code) {
  if (stopping) return;
  stopping = true;
  await Promise.all([vite.close(), stack?.stop()]);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
if (stack) {
  const reason = await stack.crashed;
  console.error(`\n${reason}. Stopping.`);
  await stopAll(1);
}
