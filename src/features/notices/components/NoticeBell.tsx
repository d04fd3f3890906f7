import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { noticeQueries } from '../api';

/** The header's bell: the unread count, a link to the notices. */
export default function NoticeBell() {
  const { user } = useAuth();
  const unread = useQuery({ ...noticeQueries.unread(user?.id ?? ''), enabled: Boolean(user) });
  const count = unread.data ?? 0;
  const label = count === 0 ? 'Notices' : `Notices, ${count} unread`;
  return (
    <Link
      to={paths.notices}
      aria-label={label}
      title={label}
      className="relative rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      >
        <path
          strokeLinecap="round"
          strokeLinejoin="round"
          d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9M10.3 21a1.94 1.94 0 0 0 3.4 0"
        />
      </svg>
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="notice-count"
          className="absolute -end-0.5 -top-0.5 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold leading-5 text-white"
        >
          {count > 99 ? '99+' : count}
        </span>
      )}
    </Link>
  );
}
