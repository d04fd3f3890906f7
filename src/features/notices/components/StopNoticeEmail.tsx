import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { EMAIL_SETTING_LABELS, stopNoticeEmail, type EmailSetting } from '../api';

/** The mail's one-click stop link: no sign-in needed; the token names one kind of e-mail. */
export function StopNoticeEmail() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<
    { kind: 'working' } | { kind: 'done'; setting: EmailSetting } | { kind: 'failed' }
  >({ kind: 'working' });

  useEffect(() => {
    let active = true;
    const valid = /^[0-9a-f-]{36}$/i.test(token);
    const done = valid ? stopNoticeEmail(token) : Promise.reject(new Error('invalid'));
    done.then(
      (setting) => active && setState({ kind: 'done', setting }),
      () => active && setState({ kind: 'failed' }),
    );
    return () => {
      active = false;
    };
  }, [token]);

  return (
    <section className="mx-auto max-w-xl space-y-4 px-4 py-16 text-center sm:px-6">
      <h1 className="font-serif text-3xl font-semibold text-slate-900">E-mail notices</h1>
      <div role="status" aria-live="polite" className="text-slate-700">
        {state.kind === 'working' && <p>Stopping these e-mails...</p>}
        {state.kind === 'done' && (
          <p>
            Done: you will get no more e-mails for “{EMAIL_SETTING_LABELS[state.setting]}”. You can
            turn them on again on your{' '}
            <Link to={paths.notices} className="font-medium text-blue-800 hover:underline">
              Notices
            </Link>{' '}
            page.
          </p>
        )}
        {state.kind === 'failed' && (
          <p>This link is not valid. You can choose your e-mails on your Notices page.</p>
        )}
      </div>
    </section>
  );
}
