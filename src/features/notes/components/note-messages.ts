import { messages } from '@/lib/i18n';
import { plural } from '@/lib/i18n/text';

/** Words every notes screen shares: topics, levels, reading time, a note's state. */
export const noteMessages = messages('notes', {
  Combinatorics: 'Combinatorics',
  Geometry: 'Geometry',
  'Number Theory': 'Number Theory',
  Algebra: 'Algebra',
  Juniors: 'Juniors',
  Seniors: 'Seniors',
  PAMO: 'PAMO',
  IMO: 'IMO',
  minRead: plural({ one: '{count} min read', other: '{count} min read' }),
  problems: plural({ one: '{count} problem', other: '{count} problems' }),
  draft: 'Draft',
  read: 'Read',
  anonymous: 'Anonymous User',
  loadingNote: 'Loading note...',
  topic: 'Topic',
  level: 'Level',
});
