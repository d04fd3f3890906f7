// Builds the app against the e2e stack, starts a fresh local stack (migrations and seed) in a
// temporary directory and `vite preview` on the built files; the returned teardown stops all of
// it. Build and stack start side by side: they take about the same time.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { startStack } from '../../supabase/local/stack.mjs';
import { SCREENSHOT_DIR } from './support/screenshots';
import {
  ANON_KEY,
  APP_URL,
  DEFAULT_PASSWORD,
  E2E_PORTS,
  GATEWAY_URL,
  REPO_ROOT,
} from './support/env';

const VITE = join(REPO_ROOT, 'node_modules', '.bin', 'vite');

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`)),
    );
  });
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`vite preview exited (code ${child.exitCode})`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Stops a child we started with `detached: true`, with its whole process group. */
function stopProcessGroup(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return Promise.resolve();
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  const forceKill = sleep(5000).then(() => {
    if (child.exitCode === null) process.kill(-child.pid!, 'SIGKILL');
  });
  return Promise.race([exited, forceKill]);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  const started = Date.now();
  await rm(SCREENSHOT_DIR, { recursive: true, force: true });
  const workDir = await mkdtemp(join(tmpdir(), 'olympiad-e2e-'));
  // As root, PostgreSQL runs as an unprivileged user that must be able to reach its data dir.
  await chmod(workDir, 0o755);
  const distDir = join(workDir, 'dist');
  const buildEnv = {
    ...process.env,
    VITE_SUPABASE_URL: GATEWAY_URL,
    VITE_SUPABASE_ANON_KEY: ANON_KEY,
    VITE_DEFAULT_PASSWORD: DEFAULT_PASSWORD,
  };

  const [stackResult, buildResult] = await Promise.allSettled([
    startStack({
      dataDir: join(workDir, 'stack'),
      gatewayPort: E2E_PORTS.gateway,
      dbPort: E2E_PORTS.db,
      restPort: E2E_PORTS.rest,
      reset: true,
      durable: false,
      log: (line) => {
        if (/error|fatal|fail/i.test(line)) console.error(`[stack] ${line}`);
      },
    }),
    run(VITE, ['build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'], buildEnv),
  ]);
  if (stackResult.status === 'rejected' || buildResult.status === 'rejected') {
    if (stackResult.status === 'fulfilled') await stackResult.value.stop();
    await rm(workDir, { recursive: true, force: true });
    throw stackResult.status === 'rejected'
      ? stackResult.reason
      : (buildResult as PromiseRejectedResult).reason;
  }
  const stack = stackResult.value;
  void stack.crashed.then((reason) => console.error(`The e2e stack died: ${reason}`));

  const preview = spawn(
    VITE,
    [
      'preview',
      '--outDir',
      distDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(E2E_PORTS.app),
      '--strictPort',
    ],
    { cwd: REPO_ROOT, env: buildEnv, stdio: ['ignore', 'ignore', 'inherit'], detached: true },
  );
  try {
    await waitForHttp(APP_URL, preview, 30_000);
  } catch (error) {
    await stopProcessGroup(preview);
    await stack.stop();
    await rm(workDir, { recursive: true, force: true });
    throw error;
  }

  process.env.E2E_RUN_ID = Date.now().toString(36);
  // The service-worker update journey (offline.spec.ts) deploys a new version in place.
  process.env.E2E_DIST_DIR = distDir;
  console.log(`e2e: app ${APP_URL}, stack ${stack.url}, ready in ${Date.now() - started} ms`);

  return async () => {
    await stopProcessGroup(preview);
    await stack.stop();
    await rm(workDir, { recursive: true, force: true });
  };
}
