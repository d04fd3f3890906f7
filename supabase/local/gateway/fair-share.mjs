// @ts-check
// Fair share of the Data API in front of PostgREST (issue 22, decision 0046). PostgREST serves
// requests from one pool of database connections in arrival order, so a client with 70 requests
// in flight made everyone behind them wait, whatever the database then refused. The gateway
// hands PostgREST at most as many requests at once as its pool has connections, and when more
// are waiting it takes the next one from each client in turn (round robin over client
// addresses): a client with one request waits for one free connection, never for another
// client's backlog. A client with too many requests waiting is refused at once (429).

/**
 * @typedef {object} FairShare
 * @property {(client: string, start: (done: () => void) => void, waitingLimit?: number) => boolean} run
 *   starts `start` now or when the client's turn comes; false (and nothing started) when the
 *   client already has `waitingLimit` (default `perClientWaiting`) requests waiting. `start`
 *   must call `done` exactly once, when its upstream work is over.
 * @property {() => { running: number, waiting: number }} stats
 */

/**
 * @param {{ concurrency: number, perClientWaiting: number }} options
 * @returns {FairShare}
 */
export function createFairShare({ concurrency, perClientWaiting }) {
  /** @type {Map<string, ((done: () => void) => void)[]>} */
  const waiting = new Map();
  /** Clients with requests waiting, in the order their turn comes. */
  /** @type {string[]} */
  const turns = [];
  let running = 0;
  let queued = 0;

  /** @param {(done: () => void) => void} start */
  function launch(start) {
    running += 1;
    let released = false;
    const done = () => {
      if (released) return;
      released = true;
      running -= 1;
      next();
    };
    try {
      start(done);
    } catch {
      done();
    }
  }

  function next() {
    while (running < concurrency && turns.length > 0) {
      const client = /** @type {string} */ (turns.shift());
      const queue = waiting.get(client);
      const start = queue?.shift();
      if (!queue || !start) continue;
      queued -= 1;
      if (queue.length > 0) turns.push(client);
      else waiting.delete(client);
      launch(start);
    }
  }

  return {
    run(client, start, waitingLimit = perClientWaiting) {
      if (running < concurrency && turns.length === 0) {
        launch(start);
        return true;
      }
      const queue = waiting.get(client) ?? [];
      if (queue.length >= waitingLimit) return false;
      if (queue.length === 0) {
        waiting.set(client, queue);
        turns.push(client);
      }
      queue.push(start);
      queued += 1;
      return true;
    },
    stats: () => ({ running, waiting: queued }),
  };
}
