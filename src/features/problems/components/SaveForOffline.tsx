import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { messages, useT } from '@/lib/i18n';
import { fill, plural } from '@/lib/i18n/text';
import { problemQueries } from '../api';

interface SaveForOfflineProps {
  /** What is saved, e.g. "this contest" or "the Geometry problems". */
  what: string;
  /** The problems to save (read when the student asks). */
  problemIds: () => Promise<string[]>;
}

const offlineMessages = messages('saveForOffline', {
  save: 'Save {what} for offline',
  saving: plural({
    one: 'Saving {done} of {count} problems...',
    other: 'Saving {done} of {count} problems...',
  }),
  saved: plural({
    one: 'Saved {count} problem: you can read them without signal on this device.',
    other: 'Saved {count} problems: you can read them without signal on this device.',
  }),
  failed: 'Saving stopped: the connection dropped. Try again later.',
});

type State =
  | { kind: 'idle' }
  | { kind: 'saving'; done: number; total: number }
  | { kind: 'saved'; total: number }
  | { kind: 'failed' };

/**
 * Reads every problem of a topic or a contest now, so the service worker keeps them for
 * reading without signal (issue 27): what the problem pages show offline with "Offline, saved on".
 */
export function SaveForOffline({ what, problemIds }: SaveForOfflineProps) {
  const queryClient = useQueryClient();
  const t = useT(offlineMessages);
  const [state, setState] = useState<State>({ kind: 'idle' });

  const save = async () => {
    try {
      const ids = await problemIds();
      setState({ kind: 'saving', done: 0, total: ids.length });
      let done = 0;
      // One at a time: a thin connection is not flooded, and the page stays usable.
      for (const id of ids) {
        await queryClient.fetchQuery({ ...problemQueries.detail(id), staleTime: 0 });
        done += 1;
        setState({ kind: 'saving', done, total: ids.length });
      }
      setState({ kind: 'saved', total: ids.length });
    } catch {
      setState({ kind: 'failed' });
    }
  };

  return (
    <div
      className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm"
      data-testid="save-for-offline"
    >
      <Button
        size="sm"
        variant="outline"
        disabled={state.kind === 'saving' || !navigator.onLine}
        onClick={() => void save()}
      >
        {fill(t.save, { what })}
      </Button>
      <span role="status" className="text-slate-700">
        {state.kind === 'saving' && fill(t.saving(state.total), { done: state.done })}
        {state.kind === 'saved' && t.saved(state.total)}
        {state.kind === 'failed' && t.failed}
      </span>
    </div>
  );
}
