import { Badge, type BadgeProps } from '@/components/ui/badge';
import { messages, useT } from '@/lib/i18n';

const VARIANT_BY_STATUS: Record<string, BadgeProps['variant']> = {
  submitted: 'secondary',
  correct: 'success',
  incorrect: 'destructive',
};

/** The database's status words, shown in the reader's language (English: as stored). */
const answerStatusMessages = messages('answerStatusBadge', {
  submitted: 'submitted',
  correct: 'correct',
  incorrect: 'incorrect',
  partial: 'partial',
});

interface AnswerStatusBadgeProps {
  status: string;
  /** With both, a partial grade shows its marks, e.g. "partial 5/7". */
  marks?: number | null;
  fullMarks?: number | null;
}

/** submitted, correct and incorrect have their own look; anything else (partial) is an outline badge. */
export function AnswerStatusBadge({ status, marks, fullMarks }: AnswerStatusBadgeProps) {
  const t = useT(answerStatusMessages);
  const showMarks = status === 'partial' && marks != null && fullMarks != null;
  const word = status in t ? t[status as keyof typeof t] : status;
  return (
    <Badge variant={VARIANT_BY_STATUS[status] ?? 'outline'} className="whitespace-nowrap">
      {word}
      {showMarks ? ` ${marks}/${fullMarks}` : ''}
    </Badge>
  );
}
