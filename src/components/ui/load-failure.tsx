import { useEffect, useRef } from 'react';
import { errorMessage } from '@/lib/errors';
import { messages, useT } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { Button } from './button';

const loadFailureMessages = messages('loadFailure', {
  later: 'Please try again later.',
  tryAgain: 'Try again',
});

interface LoadFailureProps {
  /** The screen's failure text, e.g. 'Failed to fetch users.' */
  title: string;
  error: unknown;
  onRetry?: () => void;
}

/**
 * A list that could not load: the destructive toast once, and the same words in the
 * page so the reason stays visible after the toast is gone.
 */
export function LoadFailure({ title, error, onRetry }: LoadFailureProps) {
  const t = useT(loadFailureMessages);
  const announced = useRef(false);
  useEffect(() => {
    if (announced.current) return;
    announced.current = true;
    toast({ title, variant: 'destructive' });
  }, [title]);

  return (
    <Alert variant="destructive">
      <AlertTitle>{title}</AlertTitle>
      <AlertDescription className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <span>{errorMessage(error, t.later)}</span>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            {t.tryAgain}
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
