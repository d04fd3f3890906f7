import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadFailure } from '@/components/ui/load-failure';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { STAFF_ROLES } from '@/lib/domain';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { plural } from '@/lib/i18n/text';
import { classQueries, useCreateClass, useJoinClass } from '../api';
import { classMessages } from './class-messages';

const homeMessages = messages('classesHome', {
  wrongCode: plural({
    one: 'No class has this code. Check it with your teacher ({count} tries left in the next 10 minutes).',
    other:
      'No class has this code. Check it with your teacher ({count} tries left in the next 10 minutes).',
  }),
  code: 'Class code',
  joining: 'Joining...',
  join: 'Join class',
  needsName: 'A class needs a name.',
  name: 'Name',
  description: 'Description (optional)',
  needsApproval: 'Students wait for my approval after joining',
  creating: 'Creating...',
  create: 'Create class',
  staffIntro: 'Gather your students, give them problems with a due time, see who is stuck.',
  studentIntro: 'Join your teacher’s class with its code to see your assignments.',
  notApproved: 'Classes open once your account is approved.',
  createTitle: 'Create a class',
  codeHint: 'Your teacher gives you an 8-letter code.',
  teaching: 'Classes you teach',
  yours: 'Your classes',
  loading: 'Loading classes...',
  failed: 'Failed to load classes.',
  none: 'No classes yet.',
});

/** What a class code looks like (the same in every language). */
const CODE_EXAMPLE = 'ABCD-2345';

/** A code typed or pasted by a student: the join result says where to go next. */
export function JoinClassForm({ initialCode = '' }: { initialCode?: string }) {
  const [code, setCode] = useState(initialCode);
  const [message, setMessage] = useState<string | null>(null);
  const t = useT(homeMessages);
  const join = useJoinClass();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    join.mutate(code, {
      onSuccess: (result) => {
        if (result.status === 'wrong_code') {
          setMessage(t.wrongCode(result.attempts_left));
        } else {
          navigate(paths.class(result.class_id));
        }
      },
      onError: (error) => setMessage(errorMessage(error)),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <Label htmlFor="join-code">{t.code}</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="join-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder={CODE_EXAMPLE}
          autoComplete="off"
          autoCapitalize="characters"
          dir="ltr"
          maxLength={20}
          className="font-mono uppercase sm:max-w-xs"
        />
        <Button type="submit" disabled={join.isPending || code.trim() === ''}>
          {join.isPending ? t.joining : t.join}
        </Button>
      </div>
      {message && (
        <p role="alert" className="text-sm text-red-700">
          {message}
        </p>
      )}
    </form>
  );
}

function CreateClassForm() {
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const [needsApproval, setNeedsApproval] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const t = useT(homeMessages);
  const create = useCreateClass();
  const navigate = useNavigate();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return setError(t.needsName);
    setError(null);
    create.mutate(
      { name, description, needs_approval: needsApproval },
      {
        onSuccess: (saved) => navigate(paths.class(saved.id)),
        onError: (failure) => setError(errorMessage(failure)),
      },
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-3" noValidate>
      <div className="grid gap-1">
        <Label htmlFor="class-name">{t.name}</Label>
        <Input
          id="class-name"
          value={name}
          maxLength={120}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <div className="grid gap-1">
        <Label htmlFor="class-description">{t.description}</Label>
        <Textarea
          id="class-description"
          value={description}
          maxLength={2000}
          rows={3}
          onChange={(event) => setDescription(event.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          checked={needsApproval}
          onChange={(event) => setNeedsApproval(event.target.checked)}
        />
        {t.needsApproval}
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={create.isPending} className="justify-self-start">
        {create.isPending ? t.creating : t.create}
      </Button>
    </form>
  );
}

/** /classes: the classes you teach or belong to, and a way to create or join one. */
export function ClassesHome() {
  const { profile } = useAuth();
  const t = useT(homeMessages);
  const c = useT(classMessages);
  const classes = useQuery(classQueries.mine());
  const approved = profile?.status === 'approved';
  const staff = profile !== null && STAFF_ROLES.includes(profile.role);

  return (
    <section className="mx-auto max-w-6xl space-y-6 px-4 py-10 sm:px-6">
      <header className="space-y-1">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
          {c.classes}
        </h1>
        <p className="text-slate-600">{staff ? t.staffIntro : t.studentIntro}</p>
      </header>
      {!approved && (
        <Alert>
          <AlertDescription>{t.notApproved}</AlertDescription>
        </Alert>
      )}
      {approved && (
        <Card>
          <CardHeader>
            <CardTitle as="h2">{staff ? t.createTitle : c.joinClass}</CardTitle>
            {!staff && <CardDescription>{t.codeHint}</CardDescription>}
          </CardHeader>
          <CardContent>{staff ? <CreateClassForm /> : <JoinClassForm />}</CardContent>
        </Card>
      )}
      <section aria-labelledby="my-classes" className="space-y-3">
        <h2 id="my-classes" className="text-lg font-semibold text-slate-900">
          {staff ? t.teaching : t.yours}
        </h2>
        {classes.isPending ? (
          <p role="status" className="text-slate-500">
            {t.loading}
          </p>
        ) : classes.isError ? (
          <LoadFailure title={t.failed} error={classes.error} />
        ) : classes.data.length === 0 ? (
          <p className="text-slate-600">{t.none}</p>
        ) : (
          <ul className="grid gap-3 md:grid-cols-2">
            {classes.data.map((klass) => (
              <li key={klass.id}>
                <Link
                  to={paths.class(klass.id)}
                  className="block rounded-lg border border-slate-200 bg-white p-4 shadow-sm hover:border-blue-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
                >
                  <span className="block font-semibold text-slate-900">{klass.name}</span>
                  {klass.description && (
                    <span className="mt-1 line-clamp-2 block text-sm text-slate-600" dir="auto">
                      {klass.description}
                    </span>
                  )}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
