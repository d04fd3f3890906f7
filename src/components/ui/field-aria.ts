import type { ReactNode } from 'react';

/** The ids a control needs so its hint and error are read with it. */
export function fieldDescription(
  id: string,
  { error, hint }: { error?: string; hint?: ReactNode },
) {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': ids || undefined,
  } as const;
}
