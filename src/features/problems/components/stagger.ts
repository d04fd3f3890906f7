/** Cards appear 0.1 s apart; capped so a full page of cards is shown after 0.5 s. */
export const STAGGER_SECONDS = 0.1;
export const MAX_STAGGERED = 3;
export const FADE_SECONDS = 0.2;

export function staggerDelay(index: number): number {
  return Math.min(index, MAX_STAGGERED) * STAGGER_SECONDS;
}

/** When the last card has finished appearing, in seconds. */
export function fullyShownAfter(count: number): number {
  return count === 0 ? 0 : staggerDelay(count - 1) + FADE_SECONDS;
}
