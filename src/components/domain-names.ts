import type { Difficulty, Topic } from '@/lib/domain';
import { messages } from '@/lib/i18n';

/** Topic and difficulty names in the reader's language (the database keeps the English). */
export const domainNames = messages('domainNames', {
  Combinatorics: 'Combinatorics',
  Geometry: 'Geometry',
  'Number Theory': 'Number Theory',
  Algebra: 'Algebra',
  Juniors: 'Juniors',
  Seniors: 'Seniors',
  PAMO: 'PAMO',
  IMO: 'IMO',
} satisfies Record<Topic | Difficulty, string>);

/** A topic or difficulty in the current language; anything unknown as it is. */
export function domainName(names: Record<string, string>, value: string): string {
  return names[value] ?? value;
}
