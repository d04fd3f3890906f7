import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { messages, useT } from '@/lib/i18n';

const latexWarningMessages = messages('latexWarnings', {
  title: 'This LaTeX will not display correctly',
});

/** The LaTeX problems of a field, listed under it before the author saves. */
export function LatexWarnings({ problems, id }: { problems: string[]; id?: string }) {
  const t = useT(latexWarningMessages);
  if (problems.length === 0) return null;
  return (
    <Alert variant="warning" role="status" id={id}>
      <AlertTitle>{t.title}</AlertTitle>
      <AlertDescription>
        <ul className="list-disc space-y-1 break-words ps-5">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
