// "Update now" (src/lib/offline/service-worker.ts): the new version takes over and the page
// reloads; whatever the worker does, the page reloads within a few seconds, once.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = () => void;

function fakeServiceWorkers(registration: Promise<unknown>) {
  let listeners: Listener[] = [];
  const container = {
    controller: {},
    register: vi.fn(() => registration),
    ready: new Promise(() => undefined),
    addEventListener: (type: string, listener: Listener) => {
      if (type === 'controllerchange') listeners.push(listener);
    },
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return {
    takeOver: () => {
      const called = listeners;
      listeners = [];
      called.forEach((listener) => listener());
    },
  };
}

async function freshModule() {
  vi.resetModules();
  return import('@/lib/offline/service-worker');
}

describe('Update now', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    sessionStorage.clear();
  });

  it('asks the waiting version to take over and reloads once it has', async () => {
    const postMessage = vi.fn();
    const workers = fakeServiceWorkers(
      Promise.resolve({ waiting: { postMessage }, addEventListener: () => undefined }),
    );
    const { startServiceWorker, takeUpdate } = await freshModule();
    startServiceWorker();
    const reload = vi.fn();
    takeUpdate(reload);
    await vi.advanceTimersByTimeAsync(0);
    expect(postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    workers.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads after five seconds when the worker never answers', async () => {
    fakeServiceWorkers(new Promise(() => undefined)); // the registration never settles
    const { startServiceWorker, takeUpdate } = await freshModule();
    startServiceWorker();
    const reload = vi.fn();
    takeUpdate(reload);
    await vi.advanceTimersByTimeAsync(4_900);
    expect(reload).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(200);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a page reloaded before the new version took over asks it again, without a new click', async () => {
    const postMessage = vi.fn();
    const registration = { waiting: { postMessage }, addEventListener: () => undefined };
    // The tab where the student chose "Update now": the page reloads before the take-over.
    fakeServiceWorkers(Promise.resolve(registration));
    let module = await freshModule();
    module.startServiceWorker();
    await vi.advanceTimersByTimeAsync(0); // offered
    module.takeUpdate(vi.fn());
    await vi.advanceTimersByTimeAsync(5_000);
    expect(postMessage).toHaveBeenCalledTimes(1);

    // The reloaded page still finds it waiting: it asks again and reloads once it has taken over.
    const workers = fakeServiceWorkers(Promise.resolve(registration));
    module = await freshModule();
    const reload = vi.fn();
    module.startServiceWorker(reload);
    await vi.advanceTimersByTimeAsync(0);
    expect(postMessage).toHaveBeenCalledTimes(2);
    workers.takeOver();
    expect(reload).toHaveBeenCalledTimes(1);

    // A minute later a waiting version is only offered (the student decides).
    await vi.advanceTimersByTimeAsync(60_000);
    fakeServiceWorkers(Promise.resolve(registration));
    module = await freshModule();
    module.startServiceWorker();
    await vi.advanceTimersByTimeAsync(0);
    expect(postMessage).toHaveBeenCalledTimes(2);
  });

  it('a browser that registers no worker leaves "Update now" a plain reload, and no error', async () => {
    fakeServiceWorkers(Promise.resolve(undefined));
    const { startServiceWorker, takeUpdate } = await freshModule();
    startServiceWorker();
    await vi.advanceTimersByTimeAsync(0);
    const reload = vi.fn();
    takeUpdate(reload);
    await vi.advanceTimersByTimeAsync(0);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
