// What other features use from practice: the hints a grader sees beside an answer, and the
// solution and hints fields of the problem forms. Pages may still import the components directly.
export { RevealedHints } from './components/RevealedHints';
export { SolutionAndHintsFields } from './components/SolutionAndHintsFields';
export {
  MAX_HINTS,
  SOLUTION_AND_HINTS_DEFAULTS,
  hasSolutionOrHints,
  solutionAndHintsShape,
  toSolutionPayload,
  type SolutionAndHintsValues,
} from './components/solution-and-hints-rules';
export { useRevealedHintsByAnswer } from './components/use-revealed-hints';
