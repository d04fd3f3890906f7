import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ErrorBoundary } from './ErrorBoundary';

interface SectionErrorBoundaryProps {
  /** What the section is, for the message: e.g. 'The discussion'. */
  name: string;
  children: ReactNode;
  resetKeys?: readonly unknown[];
}

/**
 * Around an independent part of a page (reactions, discussion, a dashboard card): when it throws,
 * the rest of the page stays and the section offers to try again.
 */
export function SectionErrorBoundary({ name, children, resetKeys }: SectionErrorBoundaryProps) {
  return (
    <ErrorBoundary
      resetKeys={resetKeys}
      fallback={({ reset }) => (
        <Alert variant="destructive" data-testid="section-error">
          <AlertTitle>{name} could not be shown.</AlertTitle>
          <AlertDescription className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            <span>The rest of the page still works.</span>
            <Button variant="outline" size="sm" onClick={reset}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}
    >
      {children}
    </ErrorBoundary>
  );
}
