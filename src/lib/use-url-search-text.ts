import { useEffect, useRef, useState } from 'react';

const SEARCH_DEBOUNCE_MS = 300;

type CommitSearch = (search: string | undefined, options?: { replace?: boolean }) => void;

/**
 * The text of a search box whose committed value lives in the URL. Typing commits after a
 * short pause with `replace`, so one search is one history entry; `commitNow` (Enter) commits at
 * once; back/forward or a shared link puts the URL's text back in the box.
 */
export function useUrlSearchText(urlSearch: string, commit: CommitSearch) {
  const [search, setSearch] = useState(urlSearch);
  const [syncedSearch, setSyncedSearch] = useState(urlSearch);
  if (urlSearch !== syncedSearch) {
    setSyncedSearch(urlSearch);
    setSearch(urlSearch);
  }

  // The latest commit without restarting the pause whenever the caller re-renders.
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });

  useEffect(() => {
    if (search.trim() === urlSearch) return;
    const listPath = window.location.pathname;
    const timer = window.setTimeout(() => {
      // After a click on a result the address changes at once while the list stays on screen
      // until the next page's chunk arrives: a late search must not pull the user back.
      if (window.location.pathname !== listPath) return;
      commitRef.current(search.trim() || undefined, { replace: true });
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, urlSearch]);

  const commitNow = () => commit(search.trim() || undefined);
  return { search, setSearch, commitNow };
}
