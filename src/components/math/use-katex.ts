import { useEffect, useState } from 'react';
import { loadKatex, type Katex } from './load-katex';

/** KaTeX once `load` has it (null until then, or when it could not load: the source stays). */
export function useKatex(load: () => Promise<Katex> = loadKatex): Katex | null {
  const [katex, setKatex] = useState<Katex | null>(null);
  useEffect(() => {
    let active = true;
    load().then(
      (loaded) => {
        if (active) setKatex(() => loaded);
      },
      // Offline or a failed chunk: the source text stays readable.
      () => undefined,
    );
    return () => {
      active = false;
    };
  }, [load]);
  return katex;
}
