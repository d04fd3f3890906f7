// What the assignment editor (classes) uses from contests: the bank search with picking and
// ordering, and the datetime-local conversions.
export { ProblemPicker } from './components/editor/ProblemPicker';
export { fromLocalInput, toLocalInput } from './components/editor/contest-form-rules';
