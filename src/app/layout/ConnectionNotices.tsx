import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/features/auth';
import { messages, useT } from '@/lib/i18n';
import { dayMonthYear, hourMinute } from '@/lib/i18n/intl-dates';
import { fill } from '@/lib/i18n/text';
import { useConnectionState } from '@/lib/offline/connection-state';
import { recordPageCost } from '@/lib/offline/page-costs';
import { keepSavedDataFor, savedAtOf } from '@/lib/offline/saved-data';
import { startServiceWorker, takeUpdate } from '@/lib/offline/service-worker';
import { useWaitingAnswers } from '@/lib/offline/waiting-answers';

const connectionMessages = messages('connectionNotices', {
  savedOn: 'Offline, saved on {date} at {time}.',
  offline: 'Offline: pages you have opened before can still be read.',
  newVersion: 'A new version of Get Into Olympiad is ready.',
  update: 'Update now',
});

/** "offline, saved on <date>": the page shows what the device saved when it was last online. */
function OfflineLine({ savedAt }: { savedAt: string | null }) {
  const t = useT(connectionMessages);
  return (
    <p
      className="border-b border-slate-200 bg-slate-100 px-4 py-2 text-center text-sm text-slate-800"
      data-testid="offline-notice"
      role="status"
    >
      {savedAt
        ? fill(t.savedOn, {
            date: dayMonthYear(savedAt),
            time: hourMinute(savedAt),
          })
        : t.offline}
    </p>
  );
}

/** A new version waits: the student chooses when (never in the middle of an answer). */
function UpdateLine() {
  const t = useT(connectionMessages);
  return (
    <div
      className="border-b border-blue-200 bg-blue-50 px-4 py-2 text-sm text-blue-900"
      data-testid="update-prompt"
      role="status"
    >
      <div className="mx-auto flex max-w-5xl flex-wrap items-center justify-center gap-x-4 gap-y-1">
        <span>{t.newVersion}</span>
        <Button size="sm" onClick={() => takeUpdate()}>
          {t.update}
        </Button>
      </div>
    </div>
  );
}

/**
 * What the device saved for offline belongs to one account: a sign-out, or another account
 * signing in, clears it (a session that merely could not be refreshed offline does not).
 */
function useSavedDataOwner() {
  const { user, status, signedOutByUser } = useAuth();
  const userId = user?.id ?? null;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (status === 'loading') return;
    // Signed out: by the student (online or not), or online with no session. Offline, a session
    // that merely could not be refreshed also reads as none: that one keeps the data.
    const signedOut =
      userId === null && previous.current !== null && (signedOutByUser || navigator.onLine);
    previous.current = userId;
    if (userId || signedOut) keepSavedDataFor(userId, signedOut);
  }, [userId, status, signedOutByUser]);
}

/** While answers wait and the browser thinks it is online, it tries again this often. */
const RESEND_MS = 15_000;

const loadSender = () => import('@/features/answers/waiting');

/** Sends the answers that waited on this device once the connection is back. */
function useSendWaitingAnswers(online: boolean) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const userId = user?.id ?? null;
  const count = useWaitingAnswers().filter((answer) => answer.userId === userId).length;
  // The sender (and the answers' data functions) only for a signed-in student, fetched while
  // online so it is at hand when the signal comes back; a visitor never downloads it (issue 27).
  useEffect(() => {
    if (userId) void loadSender().catch(() => undefined);
  }, [userId]);
  useEffect(() => {
    if (!online || !userId || count === 0) return;
    const send = () =>
      void loadSender()
        .then(({ sendWaitingAnswers }) => sendWaitingAnswers(userId, queryClient))
        .catch(() => undefined);
    send();
    // "Online" can come before the connection works: a failed send is tried again.
    const timer = setInterval(send, RESEND_MS);
    return () => clearInterval(timer);
  }, [online, userId, count, queryClient]);
}

/** How often, offline, the line looks again at what the page read from the saved copies. */
const SAVED_AT_POLL_MS = 1000;

/** Offline: when the Data API reads this page made (since it opened) were saved. */
function usePageSavedAt(online: boolean): string | null {
  const { pathname } = useLocation();
  // The first page counts from the load; a later one from its navigation.
  const pageStart = useRef<number | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  useEffect(() => {
    const start = pageStart.current === null ? 0 : performance.now();
    pageStart.current = start;
    // When the student leaves the page (in the app, or the tab unloads), what it cost is kept
    // for the profile page.
    const record = () => recordPageCost(pathname, start);
    window.addEventListener('pagehide', record);
    return () => {
      window.removeEventListener('pagehide', record);
      record();
    };
  }, [pathname]);
  useEffect(() => {
    if (online) return;
    let stopped = false;
    const look = () => {
      const urls = performance
        .getEntriesByType('resource')
        .filter(
          (entry) =>
            entry.startTime >= (pageStart.current ?? 0) && entry.name.includes('/rest/v1/'),
        )
        .map((entry) => entry.name);
      // Nothing read from the saved copies yet: no date (the page may still be loading).
      void savedAtOf(urls).then((next) => {
        if (!stopped) setSavedAt(next);
      });
    };
    look();
    const timer = setInterval(look, SAVED_AT_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [online, pathname]);
  return online ? null : savedAt;
}

/** The connection's lines above every page (issue 27). */
export default function ConnectionNotices() {
  // Production builds only (decision 0069); this module loads once the first page has painted.
  useEffect(() => {
    if (import.meta.env.PROD) startServiceWorker();
  }, []);
  const { online, updateReady } = useConnectionState();
  const savedAt = usePageSavedAt(online);
  useSendWaitingAnswers(online);
  useSavedDataOwner();
  return (
    <>
      {updateReady && <UpdateLine />}
      {!online && <OfflineLine savedAt={savedAt} />}
    </>
  );
}
