import { useEffect, useState } from 'react';

/**
 * The database's clock, ticking in the browser: the offset between the `now` the database sent
 * and the browser's clock when the answer arrived (`receivedAt`, the query's dataUpdatedAt), added
 * to the browser's clock every `intervalMs`.
 */
export function useDbNow(serverNow?: string, receivedAt = 0, intervalMs = 1_000): number {
  const skew = serverNow && receivedAt ? Date.parse(serverNow) - receivedAt : 0;
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now + skew;
}
