import { Button } from '@/components/ui/button';

/** Says that a form was filled from a draft kept on this device, with a way to drop it. */
export function DraftNotice({
  restoredAt,
  onDiscard,
}: {
  restoredAt: string | null;
  onDiscard: () => void;
}) {
  if (!restoredAt) return null;
  const at = new Date(restoredAt);
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        Restored your unsaved draft
        {Number.isNaN(at.getTime())
          ? ''
          : ` from ${at.toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' })}`}
        .
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onDiscard} className="shrink-0">
        Discard draft
      </Button>
    </div>
  );
}
