import type { StoreValue } from 'nanostores';
import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonVariants } from '@/components/ui/button-variants';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { absoluteUrl, paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { toast } from '@/lib/toast';
import {
  classQueries,
  useAddTeacher,
  useDeleteAssignment,
  useLeaveClass,
  useMemberAction,
  useRenewCode,
  useDeleteClass,
  useUpdateClass,
  type Assignment,
  type ClassPerson,
  type ClassRow,
} from '../api';
import { classMessages } from './class-messages';
import { formatCode, formatWhen } from './format';
import { PageWait } from './PageWait';
import { useDbNow } from './use-db-now';

const viewMessages = messages('classView', {
  unnamed: 'Unnamed student',
  joinCode: 'Join code',
  copied: 'Link copied.',
  copyFailed: 'The link could not be copied.',
  copyLink: 'Copy link',
  renewed: 'New code made: the old one no longer works.',
  renewFailed: 'The code could not be renewed.',
  newCode: 'New code',
  needsApproval: 'Students wait for approval after joining',
  notSaved: 'Not saved.',
  board: 'Class board: members see each other',
  addFailed: 'The teacher could not be added.',
  teachers: 'Teachers',
  coTeacher: 'Add a co-teacher (their e-mail)',
  add: 'Add',
  members: 'Members ({count})',
  membersList: 'Members',
  waiting: 'Waiting for approval',
  notApproved: 'Not approved.',
  approve: 'Approve',
  notDeclined: 'Not declined.',
  decline: 'Decline',
  nobody: 'Nobody has joined yet: share the code.',
  boardOff: 'The class board is off.',
  removeLabel: 'Remove {name}',
  removeQuestion: 'Remove {name} from the class?',
  notRemoved: 'Not removed.',
  remove: 'Remove',
  assignments: 'Assignments',
  none: 'No assignments yet.',
  opened: 'Opened {when}',
  open: 'Open',
  notOpen: 'Not open yet',
  edit: 'Edit',
  deleteQuestion: 'Delete “{title}”? Answers stay.',
  notDeleted: 'Not deleted.',
  delete: 'Delete',
  withdrawQuestion: 'Withdraw your request to join?',
  leaveQuestion:
    'Leave the class? Your answers stay yours; its hidden problems disappear from your view.',
  leaveFailed: 'You could not leave the class.',
  withdraw: 'Withdraw request',
  leave: 'Leave class',
  deleteClassQuestion:
    'Delete the class “{name}” with its members and assignments? Students keep their answers.',
  deleteClassFailed: 'The class could not be deleted.',
  deleteClass: 'Delete class',
  loading: 'Loading class...',
  failed: 'Failed to load the class.',
  pending: 'Your teacher has not approved you yet: the assignments appear once they do.',
});

type ViewText = StoreValue<typeof viewMessages>;

function personName(t: ViewText, person: ClassPerson): string {
  return person.person?.full_name?.trim() || t.unnamed;
}

function failed(title: string) {
  return (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });
}

function JoinCodePanel({ klass }: { klass: ClassRow }) {
  const renew = useRenewCode(klass.id);
  const update = useUpdateClass(klass.id);
  const link = absoluteUrl(paths.joinClass(klass.join_code));
  const t = useT(viewMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.joinCode}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p
          className="font-mono text-3xl font-semibold tracking-widest text-slate-900"
          data-testid="join-code"
          dir="ltr"
        >
          {formatCode(klass.join_code)}
        </p>
        <p className="break-all text-sm text-slate-600" dir="ltr">
          {link}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(link)
                .then(() => toast({ title: t.copied }))
                .catch(failed(t.copyFailed))
            }
          >
            {t.copyLink}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={renew.isPending}
            onClick={() =>
              renew.mutate(undefined, {
                onSuccess: () => toast({ title: t.renewed }),
                onError: failed(t.renewFailed),
              })
            }
          >
            {t.newCode}
          </Button>
        </div>
        <label className="flex items-center justify-between gap-3 text-sm text-slate-800">
          {t.needsApproval}
          <Switch
            checked={klass.needs_approval}
            disabled={update.isPending}
            onCheckedChange={(on) =>
              update.mutate({ needs_approval: on }, { onError: failed(t.notSaved) })
            }
          />
        </label>
        <label className="flex items-center justify-between gap-3 text-sm text-slate-800">
          {t.board}
          <Switch
            checked={klass.board_visible}
            disabled={update.isPending}
            onCheckedChange={(on) =>
              update.mutate({ board_visible: on }, { onError: failed(t.notSaved) })
            }
          />
        </label>
      </CardContent>
    </Card>
  );
}

function TeachersPanel({ klass, teachers }: { klass: ClassRow; teachers: ClassPerson[] }) {
  const [email, setEmail] = useState('');
  const t = useT(viewMessages);
  const add = useAddTeacher(klass.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(email, {
      onSuccess: () => setEmail(''),
      onError: failed(t.addFailed),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t.teachers}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="text-sm text-slate-800">
          {teachers.map((teacher) => (
            <li key={teacher.user_id}>{personName(t, teacher)}</li>
          ))}
        </ul>
        <form onSubmit={submit} className="grid gap-2" noValidate>
          <Label htmlFor="co-teacher">{t.coTeacher}</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="co-teacher"
              type="email"
              dir="ltr"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" variant="outline" disabled={add.isPending || !email.trim()}>
              {t.add}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

function MembersPanel({
  classId,
  members,
  teacher,
}: {
  classId: string;
  members: ClassPerson[];
  teacher: boolean;
}) {
  const action = useMemberAction(classId);
  const t = useT(viewMessages);
  const waiting = members.filter((m) => m.status === 'pending');
  const active = members.filter((m) => m.status === 'active');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{fill(t.members, { count: active.length })}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {teacher && waiting.length > 0 && (
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold text-amber-900">{t.waiting}</h3>
            <ul className="divide-y divide-slate-200">
              {waiting.map((member) => (
                <li key={member.user_id} className="flex items-center justify-between gap-2 py-2">
                  <span>{personName(t, member)}</span>
                  <span className="flex gap-1">
                    <Button
                      size="sm"
                      onClick={() =>
                        action.mutate(
                          { userId: member.user_id, action: 'approve' },
                          { onError: failed(t.notApproved) },
                        )
                      }
                    >
                      {t.approve}
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        action.mutate(
                          { userId: member.user_id, action: 'remove' },
                          { onError: failed(t.notDeclined) },
                        )
                      }
                    >
                      {t.decline}
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {active.length === 0 ? (
          <p className="text-sm text-slate-600">{teacher ? t.nobody : t.boardOff}</p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label={t.membersList}>
            {active.map((member) => (
              <li key={member.user_id} className="flex items-center justify-between gap-2 py-2">
                <span>{personName(t, member)}</span>
                {teacher && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={fill(t.removeLabel, { name: personName(t, member) })}
                    onClick={() => {
                      const question = fill(t.removeQuestion, { name: personName(t, member) });
                      if (!window.confirm(question)) return;
                      action.mutate(
                        { userId: member.user_id, action: 'remove' },
                        { onError: failed(t.notRemoved) },
                      );
                    }}
                  >
                    {t.remove}
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function AssignmentList({
  classId,
  assignments,
  teacher,
  now,
}: {
  classId: string;
  assignments: Assignment[];
  teacher: boolean;
  now: number;
}) {
  const remove = useDeleteAssignment();
  const t = useT(viewMessages);
  const c = useT(classMessages);
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle as="h2">{t.assignments}</CardTitle>
        {teacher && (
          <Link to={paths.newAssignment(classId)} className={buttonVariants({ size: 'sm' })}>
            {c.newAssignment}
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {assignments.length === 0 ? (
          <p className="text-sm text-slate-600">{t.none}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {assignments.map((assignment) => {
              const open = Date.parse(assignment.opens_at) <= now;
              const past = Date.parse(assignment.due_at) <= now;
              return (
                <li
                  key={assignment.id}
                  className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <span className="grid gap-1">
                    <Link
                      to={
                        teacher
                          ? paths.assignmentMatrix(assignment.id)
                          : paths.assignment(assignment.id)
                      }
                      className="font-medium text-blue-800 underline-offset-2 hover:underline"
                    >
                      {assignment.title}
                    </Link>
                    <span className="text-xs text-slate-600">
                      {fill(open ? t.opened : c.opens, { when: formatWhen(assignment.opens_at) })} ·{' '}
                      {fill(c.due, { when: formatWhen(assignment.due_at) })}
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    {past ? (
                      <Badge variant="secondary">{c.pastDue}</Badge>
                    ) : open ? (
                      <Badge variant="success">{t.open}</Badge>
                    ) : (
                      <Badge variant="outline">{t.notOpen}</Badge>
                    )}
                    {teacher && (
                      <>
                        <Link
                          to={paths.editAssignment(assignment.id)}
                          className={buttonVariants({ size: 'sm', variant: 'outline' })}
                        >
                          {t.edit}
                        </Link>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => {
                            const question = fill(t.deleteQuestion, { title: assignment.title });
                            if (!window.confirm(question)) return;
                            remove.mutate(assignment.id, { onError: failed(t.notDeleted) });
                          }}
                        >
                          {t.delete}
                        </Button>
                      </>
                    )}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function LeaveButton({ classId, pending }: { classId: string; pending: boolean }) {
  const leave = useLeaveClass(classId);
  const t = useT(viewMessages);
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      disabled={leave.isPending}
      onClick={() => {
        const question = pending ? t.withdrawQuestion : t.leaveQuestion;
        if (!window.confirm(question)) return;
        leave.mutate(undefined, {
          onSuccess: () => navigate(paths.classes),
          onError: failed(t.leaveFailed),
        });
      }}
    >
      {pending ? t.withdraw : t.leave}
    </Button>
  );
}

function DeleteClassButton({ klass }: { klass: ClassRow }) {
  const remove = useDeleteClass(klass.id);
  const t = useT(viewMessages);
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      className="w-full border-red-300 text-red-800 hover:bg-red-50"
      disabled={remove.isPending}
      onClick={() => {
        const question = fill(t.deleteClassQuestion, { name: klass.name });
        if (!window.confirm(question)) return;
        remove.mutate(undefined, {
          onSuccess: () => navigate(paths.classes),
          onError: failed(t.deleteClassFailed),
        });
      }}
    >
      {t.deleteClass}
    </Button>
  );
}

/** /classes/:id: assignments and members; teachers also manage the code, teachers and members. */
export function ClassView({ id }: { id: string }) {
  const { user } = useAuth();
  const query = useQuery(classQueries.detail(id));
  const now = useDbNow(undefined, 0, 30_000);
  const t = useT(viewMessages);
  const c = useT(classMessages);

  if (query.isPending || query.isError)
    return <PageWait query={query} loading={t.loading} failure={t.failed} width="max-w-6xl" />;

  const { klass, teachers, members, assignments } = query.data;
  const teacher = teachers.some((person) => person.user_id === user?.id);
  const mine = members.find((m) => m.user_id === user?.id);
  const pending = mine?.status === 'pending';

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <Link to={paths.classes} className="text-sm text-blue-800 hover:underline">
            <span aria-hidden="true" className="inline-block rtl:rotate-180">
              ←
            </span>{' '}
            {c.classes}
          </Link>
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
            {klass.name}
          </h1>
          {klass.description && (
            <p className="whitespace-pre-line text-slate-600" dir="auto">
              {klass.description}
            </p>
          )}
        </div>
        {!teacher && mine && <LeaveButton classId={klass.id} pending={pending} />}
      </header>
      {pending ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900">
          {t.pending}
        </p>
      ) : (
        <div className="grid gap-6 lg:grid-cols-3">
          <div className="space-y-6 lg:col-span-2">
            <AssignmentList
              classId={klass.id}
              assignments={assignments}
              teacher={teacher}
              now={now}
            />
            {(teacher || klass.board_visible) && (
              <MembersPanel classId={klass.id} members={members} teacher={teacher} />
            )}
          </div>
          {teacher && (
            <div className="space-y-6">
              <JoinCodePanel klass={klass} />
              <TeachersPanel klass={klass} teachers={teachers} />
              <DeleteClassButton klass={klass} />
            </div>
          )}
        </div>
      )}
    </section>
  );
}
