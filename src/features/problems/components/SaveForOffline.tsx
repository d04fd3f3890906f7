import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { problemQueries } from '../api';

interface SaveForOfflineProps {
  /** What is saved, e.g. "this contest" or "the Geometry problems". */
  what: string;
  /** The problems to save (read when the student asks). */
  problemIds: () => Promise<string[]>;
}

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
        Save {what} for offline
      </Button>
      <span role="status" className="text-slate-700">
        {state.kind === 'saving' && `Saving ${state.done} of ${state.total} problems...`}
        {state.kind === 'saved' &&
          `Saved ${state.total} problem${state.total === 1 ? '' : 's'}: you can read them without signal on this device.`}
        {state.kind === 'failed' && 'Saving stopped: the connection dropped. Try again later.'}
      </span>
    </div>
  );
}
