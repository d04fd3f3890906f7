// @ts-check
// Starts bench/stack-process.mjs as a child process and waits for its ready line.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const STACK_PROCESS = fileURLToPath(new URL('../stack-process.mjs', import.meta.url));

/**
 * @typedef {{ url: string, restUrl: string, dbUrl: string, stop: () => Promise<void> }} BenchStack
 * @param {{ fresh: boolean, log: (line: string) => void }} options
 * @returns {Promise<BenchStack>}
 */
export function startBenchStack({ fresh, log }) {
  const child = spawn(process.execPath, [STACK_PROCESS, ...(fresh ? ['--fresh'] : [])], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  createInterface({ input: child.stderr }).on('line', (line) => log(`  stack: ${line}`));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  process.once('exit', () => child.kill('SIGTERM'));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`The bench stack exited (code ${code}) before it was ready`)),
    );
    createInterface({ input: child.stdout }).once('line', (line) => {
      resolve({ ...JSON.parse(line), stop });
    });
  });
}
