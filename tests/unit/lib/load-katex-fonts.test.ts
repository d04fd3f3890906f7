import { afterEach, describe, expect, it, vi } from 'vitest';

// KaTeX waits for its two main fonts before it typesets (no layout shift when they arrive), but
// never longer than 1.5 s: a font that never comes must not keep the math as source.
describe('loadKatex and its fonts', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(document, 'fonts');
  });

  async function freshLoader(load: (font: string) => Promise<unknown>) {
    vi.resetModules();
    Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
    return import('@/components/math/load-katex');
  }

  it('asks for the upright and italic fonts and typesets once they are there', async () => {
    const load = vi.fn(() => Promise.resolve([]));
    const { loadKatex } = await freshLoader(load);
    const katex = await loadKatex();
    expect(typeof katex.renderToString).toBe('function');
    expect(load).toHaveBeenCalledWith('1em KaTeX_Main');
    expect(load).toHaveBeenCalledWith('italic 1em KaTeX_Math');
  });

  it('goes on without the fonts after 1.5 s', async () => {
    const { loadKatex } = await freshLoader(() => new Promise(() => undefined));
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let done = false;
    const loading = loadKatex().then(() => {
      done = true;
    });
    // Let the script and stylesheet imports settle, then pass the wait.
    for (let i = 0; i < 50 && !done; i += 1) await vi.advanceTimersByTimeAsync(100);
    await loading;
    expect(done).toBe(true);
  });
});
