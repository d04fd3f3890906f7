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
import { formatCode, formatWhen } from './format';
import { PageWait } from './PageWait';
import { useDbNow } from './use-db-now';

function personName(person: ClassPerson): string {
  return person.person?.full_name?.trim() || 'Unnamed student';
}

function failed(title: string) {
  return (error: unknown) =>
    toast({ title, description: errorMessage(error), variant: 'destructive' });
}

function JoinCodePanel({ klass }: { klass: ClassRow }) {
  const renew = useRenewCode(klass.id);
  const update = useUpdateClass(klass.id);
  const link = absoluteUrl(paths.joinClass(klass.join_code));
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Join code</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p
          className="font-mono text-3xl font-semibold tracking-widest text-slate-900"
          data-testid="join-code"
        >
          {formatCode(klass.join_code)}
        </p>
        <p className="break-all text-sm text-slate-600">{link}</p>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            onClick={() =>
              void navigator.clipboard
                ?.writeText(link)
                .then(() => toast({ title: 'Link copied.' }))
                .catch(failed('The link could not be copied.'))
            }
          >
            Copy link
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={renew.isPending}
            onClick={() =>
              renew.mutate(undefined, {
                onSuccess: () => toast({ title: 'New code made: the old one no longer works.' }),
                onError: failed('The code could not be renewed.'),
              })
            }
          >
            New code
          </Button>
        </div>
        <label className="flex items-center justify-between gap-3 text-sm text-slate-800">
          Students wait for approval after joining
          <Switch
            checked={klass.needs_approval}
            disabled={update.isPending}
            onCheckedChange={(on) =>
              update.mutate({ needs_approval: on }, { onError: failed('Not saved.') })
            }
          />
        </label>
        <label className="flex items-center justify-between gap-3 text-sm text-slate-800">
          Class board: members see each other
          <Switch
            checked={klass.board_visible}
            disabled={update.isPending}
            onCheckedChange={(on) =>
              update.mutate({ board_visible: on }, { onError: failed('Not saved.') })
            }
          />
        </label>
      </CardContent>
    </Card>
  );
}

function TeachersPanel({ klass, teachers }: { klass: ClassRow; teachers: ClassPerson[] }) {
  const [email, setEmail] = useState('');
  const add = useAddTeacher(klass.id);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate(email, {
      onSuccess: () => setEmail(''),
      onError: failed('The teacher could not be added.'),
    });
  };
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Teachers</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ul className="text-sm text-slate-800">
          {teachers.map((teacher) => (
            <li key={teacher.user_id}>{personName(teacher)}</li>
          ))}
        </ul>
        <form onSubmit={submit} className="grid gap-2" noValidate>
          <Label htmlFor="co-teacher">Add a co-teacher (their e-mail)</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id="co-teacher"
              type="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <Button type="submit" variant="outline" disabled={add.isPending || !email.trim()}>
              Add
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
  const waiting = members.filter((m) => m.status === 'pending');
  const active = members.filter((m) => m.status === 'active');
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Members ({active.length})</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {teacher && waiting.length > 0 && (
          <div className="grid gap-2">
            <h3 className="text-sm font-semibold text-amber-900">Waiting for approval</h3>
            <ul className="divide-y divide-slate-200">
              {waiting.map((member) => (
                <li key={member.user_id} className="flex items-center justify-between gap-2 py-2">
                  <span>{personName(member)}</span>
                  <span className="flex gap-1">
                    <Button
                      size="sm"
                      onClick={() =>
                        action.mutate(
                          { userId: member.user_id, action: 'approve' },
                          { onError: failed('Not approved.') },
                        )
                      }
                    >
                      Approve
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      onClick={() =>
                        action.mutate(
                          { userId: member.user_id, action: 'remove' },
                          { onError: failed('Not declined.') },
                        )
                      }
                    >
                      Decline
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        {active.length === 0 ? (
          <p className="text-sm text-slate-600">
            {teacher ? 'Nobody has joined yet: share the code.' : 'The class board is off.'}
          </p>
        ) : (
          <ul className="divide-y divide-slate-200" aria-label="Members">
            {active.map((member) => (
              <li key={member.user_id} className="flex items-center justify-between gap-2 py-2">
                <span>{personName(member)}</span>
                {teacher && (
                  <Button
                    size="sm"
                    variant="outline"
                    aria-label={`Remove ${personName(member)}`}
                    onClick={() => {
                      if (!window.confirm(`Remove ${personName(member)} from the class?`)) return;
                      action.mutate(
                        { userId: member.user_id, action: 'remove' },
                        { onError: failed('Not removed.') },
                      );
                    }}
                  >
                    Remove
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
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle as="h2">Assignments</CardTitle>
        {teacher && (
          <Link to={paths.newAssignment(classId)} className={buttonVariants({ size: 'sm' })}>
            New assignment
          </Link>
        )}
      </CardHeader>
      <CardContent>
        {assignments.length === 0 ? (
          <p className="text-sm text-slate-600">No assignments yet.</p>
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
                      {open ? 'Opened' : 'Opens'} {formatWhen(assignment.opens_at)} · Due{' '}
                      {formatWhen(assignment.due_at)}
                    </span>
                  </span>
                  <span className="flex flex-wrap items-center gap-2">
                    {past ? (
                      <Badge variant="secondary">Past due</Badge>
                    ) : open ? (
                      <Badge variant="success">Open</Badge>
                    ) : (
                      <Badge variant="outline">Not open yet</Badge>
                    )}
                    {teacher && (
                      <>
                        <Link
                          to={paths.editAssignment(assignment.id)}
                          className={buttonVariants({ size: 'sm', variant: 'outline' })}
                        >
                          Edit
                        </Link>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => {
                            if (!window.confirm(`Delete “${assignment.title}”? Answers stay.`))
                              return;
                            remove.mutate(assignment.id, { onError: failed('Not deleted.') });
                          }}
                        >
                          Delete
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
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      disabled={leave.isPending}
      onClick={() => {
        const question = pending
          ? 'Withdraw your request to join?'
          : 'Leave the class? Your answers stay yours; its hidden problems disappear from your view.';
        if (!window.confirm(question)) return;
        leave.mutate(undefined, {
          onSuccess: () => navigate(paths.classes),
          onError: failed('You could not leave the class.'),
        });
      }}
    >
      {pending ? 'Withdraw request' : 'Leave class'}
    </Button>
  );
}

function DeleteClassButton({ klass }: { klass: ClassRow }) {
  const remove = useDeleteClass(klass.id);
  const navigate = useNavigate();
  return (
    <Button
      variant="outline"
      className="w-full border-red-300 text-red-800 hover:bg-red-50"
      disabled={remove.isPending}
      onClick={() => {
        const question = `Delete the class “${klass.name}” with its members and assignments? Students keep their answers.`;
        if (!window.confirm(question)) return;
        remove.mutate(undefined, {
          onSuccess: () => navigate(paths.classes),
          onError: failed('The class could not be deleted.'),
        });
      }}
    >
      Delete class
    </Button>
  );
}

/** /classes/:id: assignments and members; teachers also manage the code, teachers and members. */
export function ClassView({ id }: { id: string }) {
  const { user } = useAuth();
  const query = useQuery(classQueries.detail(id));
  const now = useDbNow(undefined, 0, 30_000);

  if (query.isPending || query.isError)
    return (
      <PageWait
        query={query}
        loading="Loading class..."
        failure="Failed to load the class."
        width="max-w-6xl"
      />
    );

  const { klass, teachers, members, assignments } = query.data;
  const teacher = teachers.some((t) => t.user_id === user?.id);
  const mine = members.find((m) => m.user_id === user?.id);
  const pending = mine?.status === 'pending';

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="space-y-1">
          <Link to={paths.classes} className="text-sm text-blue-800 hover:underline">
            ← Classes
          </Link>
          <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
            {klass.name}
          </h1>
          {klass.description && (
            <p className="whitespace-pre-line text-slate-600">{klass.description}</p>
          )}
        </div>
        {!teacher && mine && <LeaveButton classId={klass.id} pending={pending} />}
      </header>
      {pending ? (
        <p className="rounded-md border border-amber-200 bg-amber-50 p-4 text-amber-900">
          Your teacher has not approved you yet: the assignments appear once they do.
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
