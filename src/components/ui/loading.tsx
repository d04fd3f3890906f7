/** A polite, centred status message for waits (route chunks, session lookup). */
export function LoadingMessage({ label = 'Loading...' }: { label?: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center text-slate-500">
      {label}
    </div>
  );
}
