// Where the forms' drafts are kept (src/lib/use-form-draft.ts), apart from the hook: a sign-out
// clears them from the app's connection line, which every page loads, and that must not bring
// the hook along (issue 27: the first visit's bytes).
const PREFIX = 'gio:draft:v1';

export function draftKey(userId: string, formId: string, recordId: string | null): string {
  return `${PREFIX}:${userId}:${formId}:${recordId ?? 'new'}`;
}

/** Forgets every draft of one account on this device (its sign-out: a shared phone). */
export function clearDraftsOf(userId: string): void {
  try {
    const prefix = `${PREFIX}:${userId}:`;
    const mine: string[] = [];
    for (let index = 0; index < window.localStorage.length; index += 1) {
      const key = window.localStorage.key(index);
      if (key?.startsWith(prefix)) mine.push(key);
    }
    mine.forEach((key) => window.localStorage.removeItem(key));
  } catch {
    // Storage off: nothing was kept.
  }
}
