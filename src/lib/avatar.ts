/** Initials: first letter of every word, uppercased; 'U' when there is no name. */
export function initials(name: string | null | undefined): string {
  const letters = (name ?? '')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => word[0]!.toUpperCase())
    .join('');
  return letters || 'U';
}

/** FNV-1a: a small, stable string hash so the same e-mail always draws the same picture. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

const GRID = 5;
const CELL = 8;

/**
 * A locally generated identicon (a symmetric 5×5 pattern on a tinted square) as an SVG data
 * URI, seeded by the e-mail. No third-party avatar service sees our users' addresses.
 */
export function placeholderAvatar(seed: string): string {
  const bits = hash(seed.trim().toLowerCase());
  const hue = bits % 360;
  const cells: string[] = [];
  for (let row = 0; row < GRID; row += 1) {
    for (let column = 0; column < Math.ceil(GRID / 2); column += 1) {
      if (((bits >>> (row * 3 + column + 8)) & 1) === 0) continue;
      const mirrored = new Set([column, GRID - 1 - column]);
      for (const x of mirrored) {
        cells.push(
          `<rect x="${x * CELL + 4}" y="${row * CELL + 4}" width="${CELL}" height="${CELL}"/>`,
        );
      }
    }
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 48">` +
    `<rect width="48" height="48" fill="hsl(${hue} 45% 92%)"/>` +
    `<g fill="hsl(${hue} 55% 38%)">${cells.join('')}</g></svg>`;
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`;
}
