import { messages } from '@/lib/i18n';

/**
 * The spoiler lock's words, apart from it: the problem page shows its loading line while the
 * lock's own chunk (and the contest code behind it) comes after the statement has painted.
 */
export const spoilerLockMessages = messages('spoilerLock', {
  loading: 'Loading discussion...',
  title: 'Discussion closed during the contest',
  text: 'This problem is part of {contest}, which is running now. Comments and reactions are hidden to avoid spoilers; they open when it ends, on {time}.',
});
