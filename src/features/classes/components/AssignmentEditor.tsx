import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadFailure } from '@/components/ui/load-failure';
import { Select } from '@/components/ui/select';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { contestQueries } from '@/features/contests/api';
import { fromLocalInput, ProblemPicker, toLocalInput } from '@/features/contests/picker';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import {
  classQueries,
  useSaveAssignment,
  type Assignment,
  type AssignmentPayload,
  type EditableProblem,
} from '../api';
import { classMessages } from './class-messages';

const editorMessages = messages('assignmentEditor', {
  needsTitle: 'An assignment needs a title.',
  needsTimes: 'Choose an opening time and a due time.',
  dueAfterOpen: 'The due time must come after the opening time.',
  needsProblem: 'Pick at least one problem.',
  needsContest: 'Choose a contest.',
  title: 'Title',
  opens: 'Opens',
  due: 'Due',
  clock: 'The server’s clock decides: work after the due time is accepted and marked late.',
  what: 'What to assign',
  fromBank: 'Problems from the bank',
  wholeContest: 'A whole contest',
  contest: 'Contest',
  loadingContests: 'Loading contests...',
  chooseContest: 'Choose a contest',
  saving: 'Saving...',
  save: 'Save assignment',
  cancel: 'Cancel',
  edit: 'Edit assignment',
});

interface FormProps {
  classId: string;
  existing: { assignment: Assignment; problems: EditableProblem[] } | null;
}

function inDays(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60_000);
  date.setSeconds(0, 0);
  return toLocalInput(date.toISOString());
}

function AssignmentForm({ classId, existing }: FormProps) {
  const { user, profile } = useAuth();
  const navigate = useNavigate();
  const t = useT(editorMessages);
  const save = useSaveAssignment(existing?.assignment.id ?? null);
  const [title, setTitle] = useState(existing?.assignment.title ?? '');
  const [opens, setOpens] = useState(
    existing ? toLocalInput(existing.assignment.opens_at) : inDays(0),
  );
  const [due, setDue] = useState(existing ? toLocalInput(existing.assignment.due_at) : inDays(7));
  const [kind, setKind] = useState<Assignment['kind']>(existing?.assignment.kind ?? 'problems');
  const [contestId, setContestId] = useState(existing?.assignment.contest_id ?? '');
  const [problems, setProblems] = useState<EditableProblem[]>(existing?.problems ?? []);
  const [error, setError] = useState<string | null>(null);
  const contests = useQuery({ ...contestQueries.list(), enabled: kind === 'contest' });
  const mayAdd = (problem: EditableProblem) =>
    problem.is_public || profile?.role !== 'instructor' || problem.created_by === user?.id;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const opensAt = fromLocalInput(opens);
    const dueAt = fromLocalInput(due);
    if (!title.trim()) return setError(t.needsTitle);
    if (!opensAt || !dueAt) return setError(t.needsTimes);
    if (Date.parse(dueAt) <= Date.parse(opensAt)) return setError(t.dueAfterOpen);
    if (kind === 'problems' && problems.length === 0) return setError(t.needsProblem);
    if (kind === 'contest' && !contestId) return setError(t.needsContest);
    setError(null);
    const payload: AssignmentPayload = {
      class_id: classId,
      title,
      opens_at: opensAt,
      due_at: dueAt,
      ...(kind === 'contest'
        ? { contest_id: contestId }
        : { problem_ids: problems.map((p) => p.id) }),
    };
    save.mutate(payload, {
      onSuccess: () => navigate(paths.class(classId)),
      onError: (failure) => setError(errorMessage(failure)),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-5" noValidate>
      <div className="grid gap-1">
        <Label htmlFor="assignment-title">{t.title}</Label>
        <Input
          id="assignment-title"
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor="assignment-opens">{t.opens}</Label>
          <Input
            id="assignment-opens"
            type="datetime-local"
            value={opens}
            onChange={(event) => setOpens(event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="assignment-due">{t.due}</Label>
          <Input
            id="assignment-due"
            type="datetime-local"
            value={due}
            onChange={(event) => setDue(event.target.value)}
          />
        </div>
      </div>
      <p className="-mt-3 text-xs text-slate-500">{t.clock}</p>
      <fieldset className="flex flex-wrap gap-4 text-sm text-slate-800">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t.what}</legend>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="kind"
            checked={kind === 'problems'}
            onChange={() => setKind('problems')}
          />
          {t.fromBank}
        </label>
        <label className="flex items-center gap-2">
          <input
            type="radio"
            name="kind"
            checked={kind === 'contest'}
            onChange={() => setKind('contest')}
          />
          {t.wholeContest}
        </label>
      </fieldset>
      {kind === 'problems' ? (
        <ProblemPicker selected={problems} onChange={setProblems} locked={false} mayAdd={mayAdd} />
      ) : (
        <div className="grid gap-1">
          <Label htmlFor="assignment-contest">{t.contest}</Label>
          <Select
            id="assignment-contest"
            value={contestId}
            onChange={(event) => setContestId(event.target.value)}
            placeholder={contests.isPending ? t.loadingContests : t.chooseContest}
            options={(contests.data ?? []).map((contest) => ({
              value: contest.id,
              label: contest.title,
            }))}
          />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t.saving : t.save}
        </Button>
        <Link to={paths.class(classId)} className="self-center text-sm text-blue-800">
          {t.cancel}
        </Link>
      </div>
    </form>
  );
}

/** /classes/:id/assignments/new and /assignments/:id/edit. */
export function AssignmentEditor({
  classId,
  assignmentId,
}: {
  classId?: string;
  assignmentId?: string;
}) {
  const editing = useQuery({
    ...classQueries.editing(assignmentId ?? ''),
    enabled: !!assignmentId,
  });
  const t = useT(editorMessages);
  const c = useT(classMessages);
  const heading = assignmentId ? t.edit : c.newAssignment;
  let body;
  if (!assignmentId && classId) body = <AssignmentForm classId={classId} existing={null} />;
  else if (editing.isPending) body = <p role="status">{c.loadingAssignment}</p>;
  else if (editing.isError) body = <LoadFailure title={c.assignmentFailed} error={editing.error} />;
  else body = <AssignmentForm classId={editing.data.assignment.class_id} existing={editing.data} />;
  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">{heading}</h1>
      <Card>
        <CardContent className="pt-6">{body}</CardContent>
      </Card>
    </section>
  );
}
