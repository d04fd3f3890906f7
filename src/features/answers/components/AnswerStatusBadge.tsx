import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT_BY_STATUS: Record<string, BadgeProps['variant']> = {
  submitted: 'secondary',
  correct: 'success',
  incorrect: 'destructive',
};

/** submitted, correct and incorrect have their own look; anything else is an outline badge. */
export function AnswerStatusBadge({ status }: { status: string }) {
  return <Badge variant={VARIANT_BY_STATUS[status] ?? 'outline'}>{status}</Badge>;
}
