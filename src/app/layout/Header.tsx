import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button-variants';
import { BRAND_NAME } from '@/config/brand';
import { paths } from '@/config/paths';
import { useAuth } from '@/features/auth';
import { useFirstPagePainted } from '@/lib/first-page';
import { useT } from '@/lib/i18n';
import { hasStoredSessionHint } from '@/lib/stored-session';
import { MainNavLinks } from './MainNavLinks';
import { layoutMessages } from './messages';
import { MobileDrawer } from './MobileDrawer';
import { closeStaticMenu, staticMenuIsOpen } from './static-menu';

export { BRAND_NAME } from '@/config/brand';

// Only signed-in users see it, so the dropdown (Radix menu, floating-ui) is a chunk of its own.
const AccountMenu = lazy(() =>
  import('./AccountMenu').then((module) => ({ default: module.AccountMenu })),
);

// The notices bell (issue 20), beside the account menu, after the first paint.
const NoticeBell = lazy(() => import('@/features/notices/components/NoticeBell'));

/**
 * Holds the account slot's size while the session loads, so nothing moves when it resolves: an
 * avatar-sized circle if a session seems stored, else the room of Log in and Sign Up. The
 * stored-session hint only picks the shape; the session itself decides what is shown.
 */
function AccountSlotPlaceholder({ signedIn }: { signedIn: boolean }) {
  return signedIn ? (
    <span
      aria-hidden="true"
      data-testid="account-placeholder"
      className="h-9 w-9 shrink-0 rounded-full bg-slate-100"
    />
  ) : (
    <span
      aria-hidden="true"
      data-testid="account-placeholder"
      className="hidden h-10 w-40 md:block"
    />
  );
}

interface HeaderProps {
  /**
   * For the frame prerendered into index.html (StaticFrame): both account slots, the visitor's
   * links and the avatar placeholder, and an inline script in index.html shows the right one
   * before any JavaScript bundle has loaded.
   */
  prerender?: boolean;
}

export function Header({ prerender = false }: HeaderProps) {
  const t = useT(layoutMessages);
  const { status } = useAuth();
  // A menu opened in the prerendered frame before the scripts ran stays open in React's hands.
  const [drawerOpen, setDrawerOpen] = useState(() => !prerender && staticMenuIsOpen());
  useEffect(() => {
    if (!prerender) closeStaticMenu();
  }, [prerender]);
  const [sessionHint] = useState(hasStoredSessionHint);
  // With no stored session the visitor's Log in and Sign Up show at once (header and drawer),
  // without waiting for supabase-js to confirm what the storage already says.
  const isVisitor = status === 'anonymous' || (status === 'loading' && !sessionHint);
  // The account menu's chunk (with its dropdown) comes after the page has painted.
  const firstPagePainted = useFirstPagePainted();

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-6 px-4 sm:px-6">
        <Link
          to={paths.home}
          className="flex items-center gap-2 font-serif text-lg font-semibold tracking-tight text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700"
        >
          <span
            aria-hidden="true"
            className="grid h-8 w-8 place-items-center rounded-md bg-blue-800 text-sm text-white"
          >
            ∑
          </span>
          {BRAND_NAME}
        </Link>
        <nav aria-label={t.mainNav} className="hidden md:block">
          <MainNavLinks orientation="horizontal" />
        </nav>
        <div className="ms-auto flex items-center gap-2">
          {prerender ? (
            <span data-session-only="" className="flex">
              <AccountSlotPlaceholder signedIn />
            </span>
          ) : null}
          {(status === 'loading' && !isVisitor && !prerender) ||
          (status === 'authenticated' && !firstPagePainted) ? (
            <AccountSlotPlaceholder signedIn={sessionHint || status === 'authenticated'} />
          ) : null}
          {status === 'authenticated' && firstPagePainted ? (
            <Suspense fallback={<AccountSlotPlaceholder signedIn />}>
              <NoticeBell />
              <AccountMenu />
            </Suspense>
          ) : null}
          {isVisitor || prerender ? (
            <div data-visitor-only="" className="hidden items-center gap-2 md:flex">
              <Link to={paths.login} className={buttonVariants({ variant: 'ghost' })}>
                {t.login}
              </Link>
              <Link to={paths.signup} className={buttonVariants()}>
                {t.signup}
              </Link>
            </div>
          ) : null}
          <button
            type="button"
            className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-blue-700 md:hidden"
            aria-label={t.openMenu}
            aria-expanded={drawerOpen}
            aria-controls={prerender ? 'static-mobile-navigation' : 'mobile-navigation'}
            // In index.html's frame, its inline script opens the prerendered drawer on this mark.
            data-static-menu-toggle={prerender ? '' : undefined}
            onClick={() => setDrawerOpen(true)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path strokeLinecap="round" d="M4 7h16M4 12h16M4 17h16" />
            </svg>
          </button>
        </div>
      </div>
      <MobileDrawer
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
        showAuthLinks={isVisitor}
      />
    </header>
  );
}
