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

/** Only opacity and transform move: the compositor animates them without layout. */
export const CARD_HIDDEN = { opacity: 0, y: 8 } as const;
export const CARD_SHOWN = { opacity: 1, y: 0 } as const;

/** The framer-motion transition of the card at `index`. */
export function cardTransition(index: number) {
  return { duration: FADE_SECONDS, delay: staggerDelay(index), ease: 'easeOut' } as const;
}
