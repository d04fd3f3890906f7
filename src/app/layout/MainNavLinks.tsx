import { NavLink, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { layoutMessages } from './messages';
import { MAIN_NAV_ITEMS } from './nav-items';

interface MainNavLinksProps {
  orientation: 'horizontal' | 'vertical';
  onNavigate?: () => void;
}

/** Contests, Problems, Submissions, Team; the current one is highlighted (aria-current). */
export function MainNavLinks({ orientation, onNavigate }: MainNavLinksProps) {
  // A problem opened from a contest (?contest=) is under Contests, not Problems (issue 29).
  const t = useT(layoutMessages);
  const { pathname, search } = useLocation();
  const inContest =
    pathname.startsWith(`${paths.problems}/`) && new URLSearchParams(search).has('contest');
  return (
    <ul
      className={cn('flex', orientation === 'horizontal' ? 'items-center gap-1' : 'flex-col gap-1')}
    >
      {MAIN_NAV_ITEMS.map((item) => (
        <li key={item.to}>
          <NavLink
            to={item.to}
            onClick={onNavigate}
            {...(inContest && item.to === paths.problems ? { 'aria-current': false } : {})}
            className={({ isActive: routeActive }) => {
              const isActive = inContest ? item.to === paths.contests : routeActive;
              return cn(
                'block rounded-md px-3 py-2 text-sm font-medium transition-colors',
                'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700',
                isActive
                  ? 'bg-blue-50 text-blue-800'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
                orientation === 'vertical' && 'text-base',
              );
            }}
          >
            {t[item.label]}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
