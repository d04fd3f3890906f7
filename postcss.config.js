import autoprefixer from 'autoprefixer';
import tailwindcss from 'tailwindcss';

/**
 * KaTeX's CSS declares its fonts with `font-display: block`, so math stays invisible (up to 3 s)
 * until they arrive. Every @font-face of the build gets `swap`: the formula shows at once in a
 * fallback font, then takes the KaTeX font.
 * @type {import('postcss').PluginCreator<void>}
 */
const fontDisplaySwap = () => ({
  postcssPlugin: 'font-display-swap',
  AtRule: {
    'font-face': (rule) => {
      rule.walkDecls('font-display', (decl) => {
        decl.remove();
      });
      rule.append({ prop: 'font-display', value: 'swap' });
    },
  },
});
fontDisplaySwap.postcss = true;

export default { plugins: [tailwindcss(), autoprefixer(), fontDisplaySwap()] };
