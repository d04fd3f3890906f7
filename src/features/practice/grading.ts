// What the grading board uses from practice: the hints a student revealed, beside their answer.
export { RevealedHints } from './components/RevealedHints';
export { useRevealedHintsByAnswer } from './components/use-revealed-hints';
