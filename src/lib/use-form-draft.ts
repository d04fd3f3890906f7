// Drafts survive (issue 29 point 10): a form's unsaved values are kept in this browser's
// localStorage, keyed by user, form and record, through a reload, a closed tab and the back
// button; they are cleared when the form is saved or the draft discarded. While there are
// unsaved changes, leaving the page (a link, a reload, closing the tab) asks first.
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { draftKey } from './form-draft-keys';

export { draftKey } from './form-draft-keys';

const WRITE_DELAY_MS = 300;
export const LEAVE_MESSAGE =
  'You have unsaved changes. Leave this page? They stay here as a draft on this device.';

export interface StoredDraft<T> {
  values: T;
  savedAt: string;
}

function read<T>(key: string): StoredDraft<T> | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredDraft<T>;
    return parsed && typeof parsed === 'object' && 'values' in parsed ? parsed : null;
  } catch {
    return null;
  }
}

function write(key: string, values: unknown): void {
  try {
    const draft: StoredDraft<unknown> = { values, savedAt: new Date().toISOString() };
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or off: the form still works, only without a draft.
  }
}

function remove(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do.
  }
}

/** True for a click that would make the router (or the browser) leave this page. */
function leavingClick(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = (event.target as Element | null)?.closest?.('a[href]');
  if (!(anchor instanceof HTMLAnchorElement)) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  if (anchor.hasAttribute('download')) return false;
  const url = new URL(anchor.href, window.location.href);
  return url.pathname !== window.location.pathname || url.search !== window.location.search;
}

/**
 * Asks before leaving while `dirty`: the browser's own question on reload or close, and
 * `confirm` before a link is followed (captured before the router sees the click).
 * Returns `confirmLeave()` for buttons that navigate themselves (e.g. Cancel).
 */
export function useLeaveGuard(dirty: boolean, message: string = LEAVE_MESSAGE): () => boolean {
  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers need a return value to ask.
      event.returnValue = '';
    };
    const onClick = (event: MouseEvent) => {
      if (!leavingClick(event)) return;
      if (!window.confirm(message)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    document.addEventListener('click', onClick, true);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      document.removeEventListener('click', onClick, true);
    };
  }, [dirty, message]);
  return useCallback(() => !dirty || window.confirm(message), [dirty, message]);
}

export interface FormDraftOptions<T> {
  /** Names the form, e.g. 'problem' or 'contest'. */
  formId: string;
  /** The record edited, or null for a new one. */
  recordId: string | null;
  /** The signed-in user (no user: no draft is kept). */
  userId: string | null | undefined;
  /** The form's current values (JSON-serialisable). */
  values: T;
  /** True when the values differ from what is saved. */
  dirty: boolean;
  /** Puts a stored draft's values into the form (called once, when one is found). */
  onRestore: (values: T) => void;
}

export interface FormDraft {
  /** When the restored draft was written, or null when the form opened without one. */
  restoredAt: string | null;
  /** Forget the draft (after a save, or when the user discards it). */
  clear: () => void;
  /** Ask before leaving with unsaved changes; true when it is fine to go. */
  confirmLeave: () => boolean;
}

/** Keeps a form's unsaved values as a draft and guards leaving the page while it is dirty. */
export function useFormDraft<T>({
  formId,
  recordId,
  userId,
  values,
  dirty,
  onRestore,
}: FormDraftOptions<T>): FormDraft {
  const key = userId ? draftKey(userId, formId, recordId) : null;
  // The stored draft is read once per key (a user known later, or another record, reads then).
  const [readKey, setReadKey] = useState<string | null>(null);
  const [stored, setStored] = useState<StoredDraft<T> | null>(null);
  if (key !== readKey) {
    setReadKey(key);
    setStored(key ? read<T>(key) : null);
  }
  // Saved (or discarded): nothing is written until the form is back at its saved values.
  const [saved, setSaved] = useState(false);
  if (saved && !dirty) setSaved(false);

  const restore = useEffectEvent((values: T) => onRestore(values));
  useEffect(() => {
    if (stored) restore(stored.values);
  }, [stored]);

  // Write (shortly after typing stops) while dirty; a form back at its saved values has no draft.
  const serialized = JSON.stringify(values);
  useEffect(() => {
    if (!key || key !== readKey || saved) return;
    if (!dirty) {
      remove(key);
      return;
    }
    const timer = window.setTimeout(() => write(key, JSON.parse(serialized)), WRITE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [key, readKey, serialized, dirty, saved]);

  const clear = useCallback(() => {
    setSaved(true);
    setStored(null);
    if (key) remove(key);
  }, [key]);

  const confirmLeave = useLeaveGuard(dirty && !saved);
  const restoredAt = stored?.savedAt ?? null;
  return { restoredAt, clear, confirmLeave };
}
