import type { ReactNode } from 'react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { messages, useT } from '@/lib/i18n';
import { fill } from '@/lib/i18n/text';
import { ErrorBoundary, type ErrorFallbackProps } from './ErrorBoundary';

const sectionErrorMessages = messages('sectionErrorBoundary', {
  title: '{name} could not be shown.',
  rest: 'The rest of the page still works.',
  tryAgain: 'Try again',
  // The sections the pages name, as they read inside the title in each language.
  reactions: 'The reactions',
  answerForm: 'The answer form',
  hintsSolution: 'Hints and the solution',
  notes: 'The notes on this problem',
  discussion: 'The discussion',
});

type SectionKey = 'reactions' | 'answerForm' | 'hintsSolution' | 'notes' | 'discussion';
const SECTION_KEYS: Record<string, SectionKey> = {
  'The reactions': 'reactions',
  'The answer form': 'answerForm',
  'Hints and the solution': 'hintsSolution',
  'The notes on this problem': 'notes',
  'The discussion': 'discussion',
};

function SectionErrorFallback({
  name,
  reset,
}: {
  name: string;
  reset: ErrorFallbackProps['reset'];
}) {
  const t = useT(sectionErrorMessages);
  const key = SECTION_KEYS[name];
  return (
    <Alert variant="destructive" data-testid="section-error">
      <AlertTitle>{fill(t.title, { name: key ? t[key] : name })}</AlertTitle>
      <AlertDescription className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <span>{t.rest}</span>
        <Button variant="outline" size="sm" onClick={reset}>
          {t.tryAgain}
        </Button>
      </AlertDescription>
    </Alert>
  );
}

interface SectionErrorBoundaryProps {
  /** What the section is, for the message: e.g. 'The discussion' (known names are translated). */
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
      fallback={({ reset }) => <SectionErrorFallback name={name} reset={reset} />}
    >
      {children}
    </ErrorBoundary>
  );
}
