// What the problem forms (create and edit) use from practice: the solution and hints fields and
// their rules.
export { SolutionAndHintsFields } from './components/SolutionAndHintsFields';
export {
  MAX_HINTS,
  SOLUTION_AND_HINTS_DEFAULTS,
  hasSolutionOrHints,
  solutionAndHintsShape,
  toSolutionPayload,
  type SolutionAndHintsValues,
} from './components/solution-and-hints-rules';
