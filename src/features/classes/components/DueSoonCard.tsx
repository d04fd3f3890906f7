import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { commonMessages } from '@/components/messages';
import { paths } from '@/config/paths';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { classQueries } from '../api';
import { dueLabel } from '../matrix-rules';
import { classMessages } from './class-messages';
import { useDbNow } from './use-db-now';

const dueMessages = messages('dueSoonCard', {
  title: 'Due soon',
  myClasses: 'My classes',
  failed: 'Failed to load your assignments.',
  nothing: 'Nothing due. Join a class with its code.',
  done: '{done}/{total} done',
  shortcut: 'Your classes and assignments',
});

/** Dashboard: the student's open assignments, soonest first, with live countdowns. */
export function DueSoonCard() {
  const query = useQuery(classQueries.dueSoon());
  const t = useT(dueMessages);
  const common = useT(commonMessages);
  const now = useDbNow(query.data?.now, query.dataUpdatedAt);
  const items = query.data?.assignments ?? [];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle as="h2">{t.title}</CardTitle>
        <Link to={paths.classes} className="text-sm text-blue-800 hover:underline">
          {t.myClasses}
        </Link>
      </CardHeader>
      <CardContent className="min-h-16">
        {query.isPending ? (
          <p role="status" className="text-sm text-slate-500">
            {common.loading}
          </p>
        ) : query.isError ? (
          <p className="text-sm text-red-700">{t.failed}</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">{t.nothing}</p>
        ) : (
          <ul className="divide-y divide-slate-200">
            {items.map((item) => (
              <li key={item.id} className="flex items-center justify-between gap-3 py-2">
                <span className="grid">
                  <Link
                    to={paths.assignment(item.id)}
                    className="font-medium text-blue-800 underline-offset-2 hover:underline"
                  >
                    {item.title}
                  </Link>
                  <span className="text-xs text-slate-600">
                    <bdi>{item.class_name}</bdi> ·{' '}
                    {fill(t.done, { done: item.done, total: item.problems })}
                  </span>
                </span>
                <span
                  role="timer"
                  aria-live="off"
                  className="shrink-0 text-sm font-semibold tabular-nums text-slate-800"
                >
                  {dueLabel(item.due_at, now)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

/** Dashboard, staff: the way to their classes. */
export function ClassesShortcutCard() {
  const t = useT(dueMessages);
  const c = useT(classMessages);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{c.classes}</CardTitle>
      </CardHeader>
      <CardContent>
        <Link to={paths.classes} className="text-sm font-medium text-blue-800 hover:underline">
          {t.shortcut}
        </Link>
      </CardContent>
    </Card>
  );
}
