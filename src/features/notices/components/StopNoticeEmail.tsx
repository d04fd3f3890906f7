import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { messages, useT } from '@/lib/i18n';
import { fill, withParts } from '@/lib/i18n/text';
import { stopNoticeEmail, type EmailSetting } from '../api';
import { emailSettingMessages } from './email-setting-messages';

const stopEmailMessages = messages('stopNoticeEmail', {
  title: 'E-mail notices',
  stopping: 'Stopping these e-mails...',
  done: 'Done: you will get no more e-mails for “{setting}”. You can turn them on again on your {notices} page.',
  notices: 'Notices',
  invalid: 'This link is not valid. You can choose your e-mails on your Notices page.',
});

/** The mail's one-click stop link: no sign-in needed; the token names one kind of e-mail. */
export function StopNoticeEmail() {
  const t = useT(stopEmailMessages);
  const labels = useT(emailSettingMessages);
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
      <h1 className="font-serif text-3xl font-semibold text-slate-900">{t.title}</h1>
      <div role="status" aria-live="polite" className="text-slate-700">
        {state.kind === 'working' && <p>{t.stopping}</p>}
        {state.kind === 'done' && (
          <p>
            {withParts(fill(t.done, { setting: labels[state.setting] }), {
              notices: (
                <Link to={paths.notices} className="font-medium text-blue-800 hover:underline">
                  {t.notices}
                </Link>
              ),
            })}
          </p>
        )}
        {state.kind === 'failed' && <p>{t.invalid}</p>}
      </div>
    </section>
  );
}
