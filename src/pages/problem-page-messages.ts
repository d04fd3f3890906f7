import { messages } from '@/lib/i18n';

/** What a problem shows around its statement, on its page and inside a note. */
export const problemPageMessages = messages('problemPage', {
  editProblem: 'Edit problem',
  logInToAnswer: 'Please log in to submit an answer.',
  reactionsSection: 'The reactions',
  answerSection: 'The answer form',
  practiceSection: 'Hints and the solution',
  notesSection: 'The notes on this problem',
  discussionSection: 'The discussion',
});
