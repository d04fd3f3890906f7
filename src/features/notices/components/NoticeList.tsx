import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { LoadFailure } from '@/components/ui/load-failure';
import { LoadingMessage } from '@/components/ui/loading';
import { Pagination } from '@/components/ui/pagination';
import { Switch } from '@/components/ui/switch';
import { cn } from '@/lib/cn';
import { useDataSaver } from '@/lib/data-saver';
import { DATA_SAVER_PAGE_SIZE } from '@/lib/data-saver-setting';
import { messages, useT } from '@/lib/i18n';
import { formatDate } from '@/lib/i18n/format';
import { translateSentence } from '@/lib/i18n/translate-sentence';
import { toast } from '@/lib/toast';
import { pageCount } from '@/lib/paging';
import {
  EMAIL_SETTING_LABELS,
  NOTICE_LIST_SIZE,
  noticeQueries,
  useMarkNoticesRead,
  useSetEmailSetting,
  type EmailSetting,
} from '../api';
import { emailSettingMessages } from './email-setting-messages';

const noticeListMessages = messages('noticeList', {
  emailMeWhen: 'E-mail me when',
  notSaved: 'The setting was not saved.',
  alwaysHere: 'Notices always appear here, whatever you choose.',
  title: 'Notices',
  markAll: 'Mark all as read',
  loading: 'Loading notices...',
  failed: 'Failed to load notices',
  none: 'No notices yet.',
  yourNotices: 'Your notices',
  unread: 'Unread: ',
  open: 'Open',
  markRead: 'Mark as read',
  pagesLabel: 'Notice pages',
});

function EmailSettings({ userId }: { userId: string }) {
  const t = useT(noticeListMessages);
  const labels = useT(emailSettingMessages);
  const settings = useQuery(noticeQueries.settings(userId));
  const save = useSetEmailSetting();
  if (!settings.data) return null;
  return (
    <section
      aria-labelledby="email-settings"
      className="space-y-3 rounded-lg border border-slate-200 p-4"
    >
      <h2 id="email-settings" className="text-lg font-semibold text-slate-900">
        {t.emailMeWhen}
      </h2>
      <ul className="space-y-2">
        {(Object.keys(EMAIL_SETTING_LABELS) as EmailSetting[]).map((setting) => (
          <li key={setting} className="flex items-center justify-between gap-3 text-sm">
            <span id={`setting-${setting}`} className="text-slate-800">
              {labels[setting]}
            </span>
            <Switch
              aria-labelledby={`setting-${setting}`}
              checked={settings.data[setting]}
              disabled={save.isPending}
              onCheckedChange={(enabled) =>
                save.mutate(
                  { setting, enabled },
                  {
                    onError: () => toast({ title: t.notSaved, variant: 'destructive' }),
                  },
                )
              }
            />
          </li>
        ))}
      </ul>
      <p className="text-xs text-slate-600">{t.alwaysHere}</p>
    </section>
  );
}

/** /notices: the signed-in user's notices, newest first, and their e-mail settings. */
export function NoticeList({ userId }: { userId: string }) {
  const t = useT(noticeListMessages);
  const [page, setPage] = useState(1);
  // The data saver pages by 10 (issue 27).
  const pageSize = useDataSaver() ? DATA_SAVER_PAGE_SIZE : NOTICE_LIST_SIZE;
  const list = useQuery(noticeQueries.list(userId, page, pageSize));
  // Unread on any page (the bell's count), not only this one.
  const unreadCount = useQuery(noticeQueries.unread(userId)).data ?? 0;
  const mark = useMarkNoticesRead();
  const unread = (list.data?.rows ?? []).filter((n) => !n.read_at);

  return (
    <section className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-serif text-3xl font-semibold tracking-tight text-slate-900">
          {t.title}
        </h1>
        <Button
          variant="outline"
          size="sm"
          disabled={(unread.length === 0 && unreadCount === 0) || mark.isPending}
          onClick={() => mark.mutate(null)}
        >
          {t.markAll}
        </Button>
      </header>
      {list.isPending ? (
        <LoadingMessage label={t.loading} />
      ) : list.isError ? (
        <LoadFailure title={t.failed} error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.rows.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-600">
          {t.none}
        </p>
      ) : (
        <ul className="space-y-3" aria-label={t.yourNotices}>
          {list.data.rows.map((notice) => (
            <li
              key={notice.id}
              className={cn(
                'space-y-1 rounded-lg border px-4 py-3',
                notice.read_at ? 'border-slate-200' : 'border-blue-300 bg-blue-50',
              )}
            >
              <div className="flex flex-wrap items-start justify-between gap-2">
                <p className="font-medium text-slate-900">
                  {!notice.read_at && <span className="sr-only">{t.unread}</span>}
                  {translateSentence(notice.title)}
                </p>
                <span className="text-xs text-slate-600">
                  {formatDate(notice.created_at, 'PPP p')}
                </span>
              </div>
              <p className="text-sm text-slate-800">{translateSentence(notice.body)}</p>
              <div className="flex flex-wrap gap-3 text-sm">
                {notice.link && (
                  <Link
                    to={notice.link}
                    className="font-medium text-blue-800 hover:underline"
                    onClick={() => !notice.read_at && mark.mutate([notice.id])}
                  >
                    {t.open}
                  </Link>
                )}
                {!notice.read_at && (
                  <button
                    type="button"
                    className="text-slate-700 underline-offset-2 hover:underline"
                    onClick={() => mark.mutate([notice.id])}
                  >
                    {t.markRead}
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
      {list.data && (
        <Pagination
          page={list.data.page}
          totalPages={pageCount(list.data.total, list.data.pageSize)}
          onPageChange={setPage}
          label={t.pagesLabel}
        />
      )}
      <EmailSettings userId={userId} />
    </section>
  );
}
