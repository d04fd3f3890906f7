// @ts-check
import { createServer } from 'node:net';

/** @returns {Promise<number>} a port on 127.0.0.1 nobody listens on now */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** @param {number} port @returns {Promise<boolean>} whether nobody listens on it on 127.0.0.1 */
export function isPortFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * The first of `count` consecutive free ports, trying `preferred` first, then the blocks above it
 * in steps of `step`.
 * @param {number} preferred @param {number} count @param {number} [step] @param {number} [tries]
 * @returns {Promise<number>}
 */
export async function freePortBlock(preferred, count, step = 10, tries = 200) {
  const end = preferred + step * tries;
  for (let base = preferred; base < end && base + count <= 65536; base += step) {
    let free = true;
    for (let port = base; port < base + count && free; port += 1) free = await isPortFree(port);
    if (free) return base;
  }
  throw new Error(`no ${count} free ports from ${preferred}`);
}
