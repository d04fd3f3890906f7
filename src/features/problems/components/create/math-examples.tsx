// Math and answer examples inside the forms' sentences: left to right and isolated in every
// language (an Arabic sentence keeps $p^2 + 2$ in its order). Not words: never translated.
const FRAC = '\\frac{14}{3}';
const P = '$p$';
const EXPR = '$p^2 + 2$';

export const MATH_EXAMPLES = {
  inline: <bdi dir="ltr">$…$</bdi>,
  display: <bdi dir="ltr">\[…\]</bdi>,
};

export const KEY_EXAMPLES = {
  a: <bdi dir="ltr">14/3</bdi>,
  b: <bdi dir="ltr">{FRAC}</bdi>,
};

export const STATEMENT_EXAMPLES = {
  p: <bdi dir="ltr">{P}</bdi>,
  expr: <bdi dir="ltr">{EXPR}</bdi>,
};
