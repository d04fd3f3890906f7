import { messages } from '@/lib/i18n';

/** A contest problem's topic and level, as the problems list names them (issue 26). */
export const problemLabelMessages = messages('contestProblemLabels', {
  Combinatorics: 'Combinatorics',
  Geometry: 'Geometry',
  'Number Theory': 'Number Theory',
  Algebra: 'Algebra',
  Juniors: 'Juniors',
  Seniors: 'Seniors',
  PAMO: 'PAMO',
  IMO: 'IMO',
});
