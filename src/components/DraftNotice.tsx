import { Button } from '@/components/ui/button';
import { messages, useT } from '@/lib/i18n';
import { formatDateTime } from '@/lib/i18n/format';
import { fill } from '@/lib/i18n/text';

const draftMessages = messages('draftNotice', {
  restored: 'Restored your unsaved draft.',
  restoredFrom: 'Restored your unsaved draft from {date}.',
  discard: 'Discard draft',
});

/** Says that a form was filled from a draft kept on this device, with a way to drop it. */
export function DraftNotice({
  restoredAt,
  onDiscard,
}: {
  restoredAt: string | null;
  onDiscard: () => void;
}) {
  const t = useT(draftMessages);
  if (!restoredAt) return null;
  const at = new Date(restoredAt);
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-md border border-blue-200 bg-blue-50 px-4 py-3 text-sm text-blue-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <p>
        {Number.isNaN(at.getTime())
          ? t.restored
          : fill(t.restoredFrom, {
              date: formatDateTime(at, {
                month: 'short',
                day: 'numeric',
                hour: 'numeric',
                minute: '2-digit',
              }),
            })}
      </p>
      <Button type="button" variant="outline" size="sm" onClick={onDiscard} className="shrink-0">
        {t.discard}
      </Button>
    </div>
  );
}
