import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

// A plain-JS config without types: loaded by URL and given the shape PostCSS expects.
const CONFIG_URL = '/postcss.config.js'; // the project root, as Vite resolves it
async function loadConfig(): Promise<{ plugins: postcss.AcceptedPlugin[] }> {
  const module = (await import(/* @vite-ignore */ CONFIG_URL)) as {
    default: { plugins: postcss.AcceptedPlugin[] };
  };
  return module.default;
}

describe('postcss.config.js', () => {
  it('gives every @font-face font-display: swap, replacing KaTeX’s block', async () => {
    const css = [
      '@font-face{font-display:block;font-family:KaTeX_AMS;src:url(a.woff2) format("woff2")}',
      '@font-face{font-family:Other;src:url(b.woff2) format("woff2")}',
      '.katex{font:normal 1.21em KaTeX_Main}',
    ].join('\n');
    const { plugins } = await loadConfig();
    const result = await postcss(plugins).process(css, { from: 'katex.css' });
    const faces = result.root.nodes.filter(
      (node) => node.type === 'atrule' && node.name === 'font-face',
    );
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      const displays: string[] = [];
      (face as postcss.AtRule).walkDecls('font-display', (decl) => {
        displays.push(decl.value);
      });
      expect(displays).toEqual(['swap']);
    }
    expect(result.css).toContain('.katex{font:normal 1.21em KaTeX_Main}');
  });
});
