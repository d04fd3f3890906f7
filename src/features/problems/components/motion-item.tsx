import { type ReactNode } from 'react';
import { LazyMotion, domAnimation, m } from 'framer-motion';
import { FADE_SECONDS, staggerDelay } from './stagger';

/**
 * A card that fades and rises in with framer-motion (the stack's animation library): opacity
 * and transform only, never layout. Its own chunk, loaded on the reader's first interaction
 * (motion-loader.ts), so a first visit downloads none of it.
 */
export function MotionItem({ index, children }: { index: number; children: ReactNode }) {
  return (
    <LazyMotion features={domAnimation} strict>
      <m.li
        className="flex min-w-0"
        initial={{ opacity: 0, y: 8 }}
        animate={{ opacity: 1, y: 0 }}
        transition={{ delay: staggerDelay(index), duration: FADE_SECONDS }}
      >
        {children}
      </m.li>
    </LazyMotion>
  );
}
