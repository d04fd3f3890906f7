import { useEffect, useRef } from 'react';
import { errorMessage } from '@/lib/errors';
import { toast } from '@/lib/toast';
import { Alert, AlertDescription, AlertTitle } from './alert';
import { Button } from './button';

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
        <span>{errorMessage(error, 'Please try again later.')}</span>
        {onRetry && (
          <Button variant="outline" size="sm" onClick={onRetry}>
            Try again
          </Button>
        )}
      </AlertDescription>
    </Alert>
  );
}
