import { useDeferredValue, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { contestQueries, type BankProblem } from '../../api';
import { domainNames } from '@/components/domain-names';
import { move } from './contest-form-rules';

const problemPickerMessages = messages('problemPicker', {
  hidden: 'Hidden',
  problems: 'Problems ({count})',
  locked: 'The contest has started: only the superadmin can change its problems.',
  none: 'No problems yet: add some from the bank below.',
  inOrder: 'Problems in order',
  moveUp: 'Move {title} up',
  up: 'Up',
  moveDown: 'Move {title} down',
  down: 'Down',
  removeTitle: 'Remove {title}',
  remove: 'Remove',
  search: 'Search the problem bank',
  searchPlaceholder: 'Title contains...',
  searching: 'Searching...',
  failed: 'The problems could not be loaded.',
  noMatch: 'No problem matches.',
  results: 'Search results',
  addedTitle: 'Added: {title}',
  addTitle: 'Add {title}',
  notYoursTitle: "Not yours: {title} is someone else's hidden problem",
  added: 'Added',
  add: 'Add',
  notYours: 'Not yours',
});

function ProblemLine({ problem }: { problem: BankProblem }) {
  const t = useT(problemPickerMessages);
  const labels = useT(domainNames);
  return (
    <span className="grid gap-1">
      <span className="font-medium text-slate-900">
        <bdi>{problem.title}</bdi>
      </span>
      <span className="flex flex-wrap gap-1 text-xs">
        <Badge variant="outline">{labels[problem.topic]}</Badge>
        <Badge variant="secondary">{labels[problem.difficulty]}</Badge>
        {!problem.is_public && <Badge variant="warning">{t.hidden}</Badge>}
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
  const t = useT(problemPickerMessages);
  const [text, setText] = useState('');
  const deferred = useDeferredValue(text.trim());
  const bank = useQuery({ ...contestQueries.bank(deferred), enabled: !locked });
  const chosen = new Set(selected.map((problem) => problem.id));

  return (
    <fieldset className="grid gap-4">
      <legend className="text-sm font-medium text-slate-800">
        {fill(t.problems, { count: selected.length })}
      </legend>
      {locked && <p className="text-sm text-slate-600">{t.locked}</p>}
      {selected.length === 0 ? (
        <p className="text-sm text-slate-600">{t.none}</p>
      ) : (
        <ol
          aria-label={t.inOrder}
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
                    aria-label={fill(t.moveUp, { title: problem.title })}
                  >
                    {t.up}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onChange(move(selected, index, 1))}
                    disabled={index === selected.length - 1}
                    aria-label={fill(t.moveDown, { title: problem.title })}
                  >
                    {t.down}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => onChange(selected.filter((p) => p.id !== problem.id))}
                    aria-label={fill(t.removeTitle, { title: problem.title })}
                  >
                    {t.remove}
                  </Button>
                </span>
              )}
            </li>
          ))}
        </ol>
      )}
      {!locked && (
        <div className="grid gap-2">
          <Label htmlFor="problem-search">{t.search}</Label>
          <Input
            id="problem-search"
            type="search"
            value={text}
            onChange={(event) => setText(event.target.value)}
            placeholder={t.searchPlaceholder}
          />
          {bank.isPending ? (
            <p role="status" className="text-sm text-slate-500">
              {t.searching}
            </p>
          ) : bank.isError ? (
            <p className="text-sm text-red-700">{t.failed}</p>
          ) : bank.data.length === 0 ? (
            <p className="text-sm text-slate-600">{t.noMatch}</p>
          ) : (
            <ul
              aria-label={t.results}
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
                    aria-label={fill(
                      chosen.has(problem.id)
                        ? t.addedTitle
                        : mayAdd(problem)
                          ? t.addTitle
                          : t.notYoursTitle,
                      { title: problem.title },
                    )}
                  >
                    {chosen.has(problem.id) ? t.added : mayAdd(problem) ? t.add : t.notYours}
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
