import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { classQueries } from '../api';
import { dueLabel } from '../matrix-rules';
import { useDbNow } from './use-db-now';

/** Dashboard: the student's open assignments, soonest first, with live countdowns. */
export function DueSoonCard() {
  const query = useQuery(classQueries.dueSoon());
  const now = useDbNow(query.data?.now, query.dataUpdatedAt);
  const items = query.data?.assignments ?? [];
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle as="h2">Due soon</CardTitle>
        <Link to={paths.classes} className="text-sm text-blue-800 hover:underline">
          My classes
        </Link>
      </CardHeader>
      <CardContent className="min-h-16">
        {query.isPending ? (
          <p role="status" className="text-sm text-slate-500">
            Loading...
          </p>
        ) : query.isError ? (
          <p className="text-sm text-red-700">Failed to load your assignments.</p>
        ) : items.length === 0 ? (
          <p className="text-sm text-slate-600">Nothing due. Join a class with its code.</p>
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
                    {item.class_name} · {item.done}/{item.problems} done
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
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Classes</CardTitle>
      </CardHeader>
      <CardContent>
        <Link to={paths.classes} className="text-sm font-medium text-blue-800 hover:underline">
          Your classes and assignments
        </Link>
      </CardContent>
    </Card>
  );
}
