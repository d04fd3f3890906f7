import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { contestQueries, type BankProblem } from '../../api';
import { move } from './contest-form-rules';

function ProblemLine({ problem }: { problem: BankProblem }) {
  return (
    <span className="grid gap-1">
      <span className="font-medium text-slate-900">{problem.title}</span>
      <span className="flex flex-wrap gap-1 text-xs">
        <Badge variant="outline">{problem.topic}</Badge>
        <Badge variant="secondary">{problem.difficulty}</Badge>
        {!problem.is_public && <Badge variant="warning">Hidden</Badge>}
      </span>
    </span>
  );
}

/** Search the bank, add problems, put them in order. */
export function ProblemPicker({
  selected,
  onChange,
  locked,
  mayAdd,
}: {
  selected: BankProblem[];
  /** Instructors add only their own hidden problems (the database refuses the others). */
  mayAdd: (problem: BankProblem) => boolean;
  onChange: (problems: BankProblem[]) => void;
  /** The contest has started: only the superadmin changes its problems. */
  locked: boolean;
}) {
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text.trim());
  const bank = useQuery({ ...contestQueries.bank(deferred), enabled: !locked });
  const chosen = new Set(selected.map((problem) => problem.id));

  return (
    <fieldset className="grid gap-4">
      <legend className="text-sm font-medium text-slate-800">Problems ({selected.length})</legend>
      {locked && (
        <p className="text-sm text-slate-600">
          The contest has started: only the superadmin can change its problems.
        </p>
      )}
      {selected.length === 0 ? (
        <p className="text-sm text-slate-600">No problems yet: add some from the bank below.</p>
      ) : (
        <ol
          aria-label="Problems in order"
          className="divide-y divide-slate-200 rounded-md border border-slate-200"
        >
          {selected.map((problem, index) => (
            <li
              key={problem.id}
              className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <span className="flex gap-2">
                <span className="font-semibold text-slate-500">{index + 1}.</span>
                <ProblemLine problem={problem} />
              </span>
              {!locked && (
                <span className="flex gap-1">
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onChange(move(selected, index, -1))}
                    disabled={index === 0}
                    aria-label={`Move ${problem.title} up`}
                  >
                    Up
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onChange(move(selected, index, 1))}
                    disabled={index === selected.length - 1}
                    aria-label={`Move ${problem.title} down`}
                  >
                    Down
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onChange(selected.filter((p) => p.id !== problem.id))}
                    aria-label={`Remove ${problem.title}`}
                  >
                    Remove
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {!locked && (
        <div className="grid gap-2">
          <Label htmlFor="problem-search">Search the problem bank</Label>
          <Input
            id="problem-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder="Title contains..."
          />
          {bank.isPending ? (
            <p role="status" className="text-sm text-slate-500">
              Searching...
            </p>
          ) : bank.isError ? (
            <p className="text-sm text-red-700">The problems could not be loaded.</p>
          ) : bank.data.length === 0 ? (
            <p className="text-sm text-slate-600">No problem matches.</p>
          ) : (
            <ul
              aria-label="Search results"
              className="max-h-96 divide-y divide-slate-200 overflow-y-auto rounded-md border border-slate-200"
            >
              {bank.data.map((problem) => (
                <li key={problem.id} className="flex items-center justify-between gap-3 p-3">
                  <ProblemLine problem={problem} />
                  <Button
                    size="sm"
                    onClick={() => onChange([...selected, problem])}
                    disabled={chosen.has(problem.id) || selected.length >= 30 || !mayAdd(problem)}
                    // The visible word starts each name (WCAG 2.5.3, label in name).
                    aria-label={
                      chosen.has(problem.id)
                        ? `Added: ${problem.title}`
                        : mayAdd(problem)
                          ? `Add ${problem.title}`
                          : `Not yours: ${problem.title} is someone else's hidden problem`
                    }
                  >
                    {chosen.has(problem.id) ? 'Added' : mayAdd(problem) ? 'Add' : 'Not yours'}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </fieldset>
  );
}
