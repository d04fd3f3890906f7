import { Badge, type BadgeProps } from '@/components/ui/badge';
import type { Difficulty, Topic } from '@/lib/domain';
import { useT } from '@/lib/i18n';
import { problemMessages } from './problem-messages';

/** Juniors default, Seniors secondary, PAMO destructive, IMO outline. */
const DIFFICULTY_VARIANT: Record<Difficulty, NonNullable<BadgeProps['variant']>> = {
  Juniors: 'default',
  Seniors: 'secondary',
  PAMO: 'destructive',
  IMO: 'outline',
};

export function DifficultyBadge({ difficulty }: { difficulty: Difficulty }) {
  const variant = DIFFICULTY_VARIANT[difficulty] ?? 'outline';
  const t = useT(problemMessages);
  return (
    <Badge variant={variant} data-variant={variant}>
      <span className="sr-only">{t.difficultyPrefix}</span>
      {t[difficulty] ?? difficulty}
    </Badge>
  );
}

export function TopicBadge({ topic }: { topic: Topic }) {
  const t = useT(problemMessages);
  return (
    <Badge variant="outline" className="border-blue-200 bg-blue-50 text-blue-900">
      <span className="sr-only">{t.topicPrefix}</span>
      {t[topic] ?? topic}
    </Badge>
  );
}
