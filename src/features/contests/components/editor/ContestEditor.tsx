import { useDeferredValue, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { DraftNotice } from '@/components/DraftNotice';
import { useLatexProblems } from '@/components/math/latex-check';
import { LatexWarnings } from '@/components/math/LatexWarnings';
import { MathText } from '@/components/math/MathText';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import { useFormDraft } from '@/lib/use-form-draft';
import {
  contestQueries,
  useSaveContest,
  type BankProblem,
  type Contest,
  type ResultsMode,
} from '../../api';
import { viewerTimeZone } from '../contest-status';
import {
  fromLocalInput,
  toLocalInput,
  validateContest,
  type ContestFormValues,
} from './contest-form-rules';
import { ProblemPicker } from './ProblemPicker';

const EMPTY: ContestFormValues = { title: '', description: '', start: '', end: '' };

const contestEditorMessages = messages('contestEditor', {
  noProblems: 'This contest has no problems yet: students who register will find nothing to solve.',
  badLatex: 'The description has LaTeX that will not display correctly.',
  saveAnyway: '{warnings}\n\nSave anyway?',
  saved: 'Contest saved',
  created: 'Contest created',
  edit: 'Edit contest',
  create: 'Create contest',
  title: 'Title',
  description: 'Description (LaTeX supported)',
  preview: 'Preview',
  starts: 'Starts',
  ends: 'Ends',
  zone: 'Times in your time zone: {zone}. A contest lasts between 5 minutes and 30 days.',
  resultsWhen: 'When results appear',
  afterEnd: 'After the end',
  afterEndHint:
    'Answers are received, not checked, during the contest; students may change them until the end (the last one counts). Marks and the board appear at the end.',
  instant: 'Instantly',
  instantHint: 'Each answer is checked as it is sent and the board moves while the contest runs.',
  modeFixed: 'The contest has started: when results appear can no longer change.',
  refused: 'These problems cannot go into a contest that has not started',
  hidden: 'Hidden from students until the start',
  saving: 'Saving...',
  save: 'Save contest',
  cancel: 'Cancel',
});

/** What the draft keeps: the fields and the chosen problems, in order. */
interface ContestDraft {
  values: ContestFormValues;
  selected: BankProblem[];
}

const sameDraft = (a: ContestDraft, b: ContestDraft) =>
  JSON.stringify([a.values, a.selected.map((p) => p.id)]) ===
  JSON.stringify([b.values, b.selected.map((p) => p.id)]);

/** Creates (no contest) or edits a contest and its ordered problems, saved in one call. */
export function ContestEditor({
  contest,
  problems,
}: {
  contest?: Contest;
  problems?: BankProblem[];
}) {
  const t = useT(contestEditorMessages);
  const navigate = useNavigate();
  const { profile, user } = useAuth();
  const save = useSaveContest(contest?.id ?? null);
  const [initial] = useState<ContestDraft>(() => ({
    values: contest
      ? {
          title: contest.title,
          description: contest.description ?? '',
          start: toLocalInput(contest.start_time),
          end: toLocalInput(contest.end_time),
        }
      : EMPTY,
    selected: problems ?? [],
  }));
  const [values, setValues] = useState<ContestFormValues>(initial.values);
  const [selected, setSelected] = useState<BankProblem[]>(initial.selected);
  // New contests give results after the end (decision 0063); fixed once the contest starts.
  const [resultsMode, setResultsMode] = useState<ResultsMode>(contest?.results_mode ?? 'after_end');
  // Unsaved changes survive a reload and the back button; leaving asks first (issue 29).
  const draft = useFormDraft<ContestDraft>({
    formId: 'contest',
    recordId: contest?.id ?? null,
    userId: user?.id,
    values: { values, selected },
    dirty: !sameDraft({ values, selected }, initial),
    onRestore: (stored) => {
      setValues({ ...EMPTY, ...stored.values });
      setSelected(Array.isArray(stored.selected) ? stored.selected : []);
    },
  });
  const discardDraft = () => {
    draft.clear();
    setValues(initial.values);
    setSelected(initial.selected);
  };
  const descriptionProblems = useLatexProblems(useDeferredValue(values.description));
  // What save_contest would say about hiding these problems (decision 0039), before saving.
  const startIso = fromLocalInput(values.start);
  const problemIds = selected.map((problem) => problem.id);
  const hiding = useQuery({
    ...contestQueries.hiding(contest?.id ?? null, problemIds, startIso ?? ''),
    enabled: Boolean(startIso) && problemIds.length > 0,
  });
  const hidingChecks = startIso && problemIds.length > 0 ? (hiding.data ?? []) : [];
  const refusals = hidingChecks.filter((check) => check.refused);
  const notices = hidingChecks.filter((check) => !check.refused);
  const [submitted, setSubmitted] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // When the editor opened; the database has the last word if the start passes meanwhile.
  const [openedAt] = useState(() => Date.now());
  const started = contest !== undefined && Date.parse(contest.start_time) <= openedAt;
  const isSuperadmin = profile?.role === 'superadmin';
  const locked = started && !isSuperadmin;
  const errors = submitted ? validateContest(values) : {};
  const mayAdd = (problem: BankProblem) =>
    problem.is_public || profile?.role !== 'instructor' || problem.created_by === profile.id;

  const field = (name: keyof ContestFormValues) => ({
    id: `contest-${name}`,
    value: values[name],
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `contest-${name}-error` : undefined,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    setServerError(null);
    if (Object.keys(validateContest(values)).length > 0) return;
    if (refusals.length > 0) {
      setServerError(refusals[0]?.message ?? null);
      return;
    }
    // A contest without problems, or with broken LaTeX, is caught before saving (issue 29).
    const warnings = [
      ...(selected.length === 0 ? [t.noProblems] : []),
      ...(descriptionProblems.length > 0 ? [t.badLatex] : []),
    ];
    if (
      warnings.length > 0 &&
      !window.confirm(fill(t.saveAnyway, { warnings: warnings.join('\n') }))
    )
      return;
    save.mutate(
      {
        title: values.title.trim(),
        description: values.description,
        start_time: fromLocalInput(values.start) as string,
        end_time: fromLocalInput(values.end) as string,
        problem_ids: selected.map((problem) => problem.id),
        ...(started ? {} : { results_mode: resultsMode }),
      },
      {
        onSuccess: (saved) => {
          draft.clear();
          toast({ title: contest ? t.saved : t.created });
          void navigate(paths.contest(saved.id));
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
        {contest ? t.edit : t.create}
      </h1>
      <DraftNotice restoredAt={draft.restoredAt} onDiscard={discardDraft} />
      {serverError && (
        <Alert variant="destructive">
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      )}
      <FormField htmlFor="contest-title" label={t.title} error={errors.title}>
        <Input {...field('title')} maxLength={200} />
      </FormField>
      <FormField htmlFor="contest-description" label={t.description} error={errors.description}>
        <Textarea {...field('description')} rows={4} />
      </FormField>
      {values.description.trim() && (
        <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
          <p className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">
            {t.preview}
          </p>
          <MathText text={values.description} className="text-sm text-slate-800" />
        </div>
      )}
      <LatexWarnings problems={descriptionProblems} />
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField htmlFor="contest-start" label={t.starts} error={errors.start}>
          <Input {...field('start')} type="datetime-local" disabled={locked} />
        </FormField>
        <FormField htmlFor="contest-end" label={t.ends} error={errors.end}>
          <Input {...field('end')} type="datetime-local" />
        </FormField>
      </div>
      <p className="-mt-4 text-xs text-slate-500">{fill(t.zone, { zone: viewerTimeZone() })}</p>
      <fieldset className="grid gap-2" disabled={started}>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t.resultsWhen}</legend>
        {(
          [
            ['after_end', t.afterEnd, t.afterEndHint],
            ['instant', t.instant, t.instantHint],
          ] as const
        ).map(([value, label, hint]) => (
          <label key={value} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type="radio"
              name="results-mode"
              value={value}
              checked={resultsMode === value}
              onChange={() => setResultsMode(value)}
              className="mt-1"
            />
            <span>
              <span className="font-medium">{label}.</span>{' '}
              <span className="text-slate-600">{hint}</span>
            </span>
          </label>
        ))}
        {started && <p className="text-xs text-slate-500">{t.modeFixed}</p>}
      </fieldset>
      <ProblemPicker selected={selected} onChange={setSelected} locked={locked} mayAdd={mayAdd} />
      {refusals.length > 0 && (
        <Alert variant="destructive" role="status">
          <AlertTitle>{t.refused}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-1 ps-5">
              {refusals.map((check) => (
                <li key={check.problem_id}>{check.message}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      {notices.length > 0 && (
        <Alert variant="warning" role="status">
          <AlertTitle>{t.hidden}</AlertTitle>
          <AlertDescription>
            <ul className="list-disc space-y-1 ps-5">
              {notices.map((check) => (
                <li key={check.problem_id}>{check.message}</li>
              ))}
            </ul>
          </AlertDescription>
        </Alert>
      )}
      {selected.length === 0 && (
        <p role="status" className="text-sm text-yellow-900">
          {t.noProblems}
        </p>
      )}
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t.saving : contest ? t.save : t.create}
        </Button>
        <Button
          variant="outline"
          onClick={() => {
            if (draft.confirmLeave()) {
              draft.clear();
              void navigate(contest ? paths.contest(contest.id) : paths.contests);
            }
          }}
        >
          {t.cancel}
        </Button>
      </div>
    </form>
  );
}
