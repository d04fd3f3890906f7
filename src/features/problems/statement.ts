// The statement with its figures, for screens of other features (the grading workspace).
export { StatementBody } from './components/StatementBody';
