import type { ReactNode } from 'react';
import { useT } from '@/lib/i18n';
import { commonMessages } from '../messages';

/** A polite, centred status message for waits (route chunks, session lookup). */
export function LoadingMessage({ label }: { label?: string }) {
  const t = useT(commonMessages);
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40vh] items-center justify-center text-slate-500"
    >
      {label ?? t.loading}
    </div>
  );
}

/**
 * The loading status laid over placeholder shapes that take the room the content will take, so
 * nothing below moves when it arrives (no layout shift). The shapes are decorative.
 */
export function LoadingPlaceholder({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="relative">
      <div aria-hidden="true">{children}</div>
      <div
        role="status"
        aria-live="polite"
        className="absolute inset-x-0 top-16 flex justify-center"
      >
        <span className="rounded-md bg-white px-3 py-1 text-slate-500 shadow-sm">{label}</span>
      </div>
    </div>
  );
}
