import { Suspense, type ReactNode } from 'react';
import { useFirstPagePainted } from '@/lib/first-page';

/**
 * A part of the page that comes once the first page has painted, with its lazy code (issue 27):
 * `placeholder` holds its place until then and while its chunk loads, so nothing moves when it
 * arrives. It should be what the part itself shows while loading.
 */
export function AfterFirstPaint({
  placeholder = null,
  children,
}: {
  placeholder?: ReactNode;
  children: ReactNode;
}) {
  const painted = useFirstPagePainted();
  if (!painted) return <>{placeholder}</>;
  return <Suspense fallback={placeholder}>{children}</Suspense>;
}
