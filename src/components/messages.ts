import { messages } from '@/lib/i18n';

/** Words the shared UI pieces use on every page. */
export const commonMessages = messages('common', {
  loading: 'Loading...',
  showOriginal: 'Show original',
  showTranslation: 'Show translation',
  solved: 'Solved',
  attempted: 'Attempted',
  gave_up: 'Gave up',
  not_tried: 'Not tried',
  previous: 'Previous',
  next: 'Next',
  pagination: 'Pagination',
  notification: 'Notification',
  notifications: 'Notifications ({hotkey})',
  close: 'Close',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageN: 'Page {page}',
  pageOf: 'Page {page} of {total}',
});
