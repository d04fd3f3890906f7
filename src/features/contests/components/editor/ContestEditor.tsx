import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MathText } from '@/components/math/MathText';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FormField } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { useSaveContest, type BankProblem, type Contest } from '../../api';
import { viewerTimeZone } from '../contest-status';
import {
  fromLocalInput,
  toLocalInput,
  validateContest,
  type ContestFormValues,
} from './contest-form-rules';
import { ProblemPicker } from './ProblemPicker';

const EMPTY: ContestFormValues = { title: '', description: '', start: '', end: '' };

/** Creates (no contest) or edits a contest and its ordered problems, saved in one call. */
export function ContestEditor({
  contest,
  problems,
}: {
  contest?: Contest;
  problems?: BankProblem[];
}) {
  const navigate = useNavigate();
  const { profile } = useAuth();
  const save = useSaveContest(contest?.id ?? null);
  const [values, setValues] = useState<ContestFormValues>(
    contest
      ? {
          title: contest.title,
          description: contest.description ?? '',
          start: toLocalInput(contest.start_time),
          end: toLocalInput(contest.end_time),
        }
      : EMPTY,
  );
  const [selected, setSelected] = useState<BankProblem[]>(problems ?? []);
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
    save.mutate(
      {
        title: values.title.trim(),
        description: values.description,
        start_time: fromLocalInput(values.start) as string,
        end_time: fromLocalInput(values.end) as string,
        problem_ids: selected.map((problem) => problem.id),
      },
      {
        onSuccess: (saved) => {
          toast({ title: contest ? 'Contest saved' : 'Contest created' });
          void navigate(paths.contest(saved.id));
        },
        onError: (error) => setServerError(errorMessage(error)),
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
        {contest ? 'Edit contest' : 'Create contest'}
      </h1>
      {serverError && (
        <Alert variant="destructive">
          <AlertDescription>{serverError}</AlertDescription>
        </Alert>
      )}
      <FormField htmlFor="contest-title" label="Title" error={errors.title}>
        <Input {...field('title')} maxLength={200} />
      </FormField>
      <FormField
        htmlFor="contest-description"
        label="Description (LaTeX supported)"
        error={errors.description}
      >
        <Textarea {...field('description')} rows={4} />
      </FormField>
      {values.description.trim() && (
        <div className="rounded-md border border-slate-200 bg-slate-50 p-3">
          <p className="mb-1 text-xs font-medium uppercase tracking-wide text-slate-500">Preview</p>
          <MathText text={values.description} className="text-sm text-slate-800" />
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField htmlFor="contest-start" label="Starts" error={errors.start}>
          <Input {...field('start')} type="datetime-local" disabled={locked} />
        </FormField>
        <FormField htmlFor="contest-end" label="Ends" error={errors.end}>
          <Input {...field('end')} type="datetime-local" />
        </FormField>
      </div>
      <p className="-mt-4 text-xs text-slate-500">
        Times in your time zone: {viewerTimeZone()}. A contest lasts between 5 minutes and 30 days.
      </p>
      <ProblemPicker selected={selected} onChange={setSelected} locked={locked} mayAdd={mayAdd} />
      <div className="flex gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : contest ? 'Save contest' : 'Create contest'}
        </Button>
        <Button
          variant="outline"
          onClick={() => void navigate(contest ? paths.contest(contest.id) : paths.contests)}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
