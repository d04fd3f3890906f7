import { messages } from '@/lib/i18n';
import { plural } from '@/lib/i18n/text';

/** The answer box, its reading ("Read as") and the verdict (English: the spec's words). */
export const answerMessages = messages('answerBox', {
  title: 'Submit Your Answer',
  yourSolution: 'Your Solution',
  proofLabel: ' (a proof)',
  proofHint:
    'This problem asks for a proof: write your full argument; a grader reads and marks it.',
  answerPlaceholder: 'Type your final answer, e.g. 14/3 or \\frac{14}{3}',
  proofPlaceholder:
    'Write your proof. Math between $...$ is shown below as you type, e.g. $n^2 \\ge n$.',
  attemptsLeft: plural({
    one: '{left} of {count} attempt left: only wrong answers count.',
    other: '{left} of {count} attempts left: only wrong answers count.',
  }),
  attemptsUsed: plural({
    one: 'You have used all {count} attempts at this problem: no more answers are accepted for it. Your attempts and their grades stay below.',
    other:
      'You have used all {count} attempts at this problem: no more answers are accepted for it. Your attempts and their grades stay below.',
  }),
  submit: 'Submit Answer',
  submitting: 'Submitting...',
  readAs: 'Read as',
  readAsWrong: 'Your answer was read as',
  notMath: 'This does not read as a math answer. You can still send it: a grader will mark it.',
  loginToSubmit: 'Please log in to submit an answer.',
  submitted: 'Answer Submitted!',
  failed: 'Submission Failed',
  empty: 'Answer cannot be empty.',
  tooLong: 'That answer is too long.',
  correctAgain: 'Correct again! You already earned the marks for this problem.',
  greatJob: 'Great job! Your score has been updated.',
  incorrect: 'Incorrect — try again',
  waiting: plural({
    one: 'Submitted — waiting for a grader. Your score moves once it is marked (up to {count} mark).',
    other:
      'Submitted — waiting for a grader. Your score moves once it is marked (up to {count} marks).',
  }),
});

/** What the answer card says about answers received, waiting or held (results at the end). */
export const answerNoticeMessages = messages('answerNotices', {
  receivedVerdict:
    'Received. Results come at {date}; you may change your answer until then: the last one counts.',
  waitingLabel: 'Waiting to send:',
  waitingText: '{answer}. It is kept on this device and sent once you are back online.',
  waitingWithPages: plural({
    one: '{answer} with {count} page. They are kept on this device and sent once you are back online.',
    other:
      '{answer} with {count} pages. They are kept on this device and sent once you are back online.',
  }),
  waitingPagesOnly: plural({
    one: 'your answer on {count} page. It is kept on this device and sent once you are back online.',
    other:
      'your answer on {count} pages. It is kept on this device and sent once you are back online.',
  }),
  resultsAtEnd:
    'Results at the end ({date}): your answer is received, not checked; you may change it until then and the last one counts.',
  received: 'Received: {answer} (sent {sent}). Results come at {results}.',
  practiceAfterEnd:
    'The contest had ended when your answer arrived, so it counts as practice, not for the contest.',
});
