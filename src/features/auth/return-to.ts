// Log in returns you to the page you came from (issue 29 point 9): the history entry's `from`
// (the guard's, or the page before the sign-in flow) or a `?next=` path; only a path of this
// site is ever followed (never an open redirect to another origin).
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';

/** Pages that are never a place to return to. */
const AUTH_PAGES: readonly string[] = [
  paths.login,
  paths.signup,
  paths.welcome,
  paths.forgotPassword,
  paths.resetPassword,
];

/** The path itself when it is a page of this site other than an auth page, else null. */
export function safeReturnPath(
  value: unknown,
  origin: string = window.location.origin,
): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null;
  // '//host' and '/\host' are read by browsers as another origin.
  if (value.startsWith('//') || value.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin || AUTH_PAGES.includes(url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Pages of the sign-in flow: arriving at one in-app carries the page before it along. */
export function isAuthPage(pathname: string): boolean {
  return AUTH_PAGES.includes(pathname);
}

/**
 * Arriving at an auth page from another page of the app puts that page into the history entry's
 * state (`from`), so logging in (also after a reload, or via sign-up) returns there. A login page
 * opened directly has no `from` and leads to the dashboard, as the spec's toast says.
 */
export function useCarryReturnPage(): void {
  const location = useLocation();
  const navigate = useNavigate();
  const previousPage = useRef<string | null>(null);
  useEffect(() => {
    if (!isAuthPage(location.pathname)) {
      // The home page is no place to return to: the dashboard is.
      previousPage.current =
        location.pathname === paths.home ? null : `${location.pathname}${location.search}`;
      return;
    }
    const state = (location.state ?? null) as Record<string, unknown> | null;
    if (!previousPage.current || state?.from) return;
    const url = new URL(previousPage.current, window.location.origin);
    void navigate(location, {
      replace: true,
      state: { ...state, from: { pathname: url.pathname, search: url.search } },
    });
  }, [location, navigate]);
}

/** Where to go after logging in or choosing a password: `from`, `?next=`, or null. */
export function returnTarget(state: unknown, search: string): string | null {
  const from = (state as { from?: { pathname?: unknown; search?: unknown } } | null)?.from;
  const fromPath =
    from && typeof from.pathname === 'string'
      ? safeReturnPath(`${from.pathname}${typeof from.search === 'string' ? from.search : ''}`)
      : null;
  return fromPath ?? safeReturnPath(new URLSearchParams(search).get('next'));
}

/** The confirmation link's landing page, carrying the page to return to. */
export function welcomePathReturningTo(next: string | null): string {
  const safe = safeReturnPath(next);
  return safe ? `${paths.welcome}?next=${encodeURIComponent(safe)}` : paths.welcome;
}
