import { messages } from '@/lib/i18n';

/** Words the shared UI pieces use on every page. */
export const commonMessages = messages('common', {
  loading: 'Loading...',
});
