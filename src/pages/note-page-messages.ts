import { messages } from '@/lib/i18n';

/** The note page's own words (the embedded problems' loading line is shown before their chunk). */
export const notePageMessages = messages('notePage', {
  loadingProblem: 'Loading problem...',
  unavailable: 'A problem here is not available to you.',
  problemLabel: 'Problem: {title}',
});
