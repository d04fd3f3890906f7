// What the problem forms use from answers: each answer-key line as the checker reads it.
export { default as AnswerKeyPreview } from './components/AnswerKeyPreview';
export { keyLines, unreadableKeyLines } from './components/key-lines';
