import { Badge, type BadgeProps } from '@/components/ui/badge';

const VARIANT_BY_STATUS: Record<string, BadgeProps['variant']> = {
  submitted: 'secondary',
  correct: 'success',
  incorrect: 'destructive',
};

interface AnswerStatusBadgeProps {
  status: string;
  /** With both, a partial grade shows its marks, e.g. "partial 5/7". */
  marks?: number | null;
  fullMarks?: number | null;
}

/** submitted, correct and incorrect have their own look; anything else (partial) is an outline badge. */
export function AnswerStatusBadge({ status, marks, fullMarks }: AnswerStatusBadgeProps) {
  const showMarks = status === 'partial' && marks != null && fullMarks != null;
  return (
    <Badge variant={VARIANT_BY_STATUS[status] ?? 'outline'} className="whitespace-nowrap">
      {status}
      {showMarks ? ` ${marks}/${fullMarks}` : ''}
    </Badge>
  );
}
