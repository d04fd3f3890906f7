import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';

/** The LaTeX problems of a field, listed under it before the author saves. */
export function LatexWarnings({ problems, id }: { problems: string[]; id?: string }) {
  if (problems.length === 0) return null;
  return (
    <Alert variant="warning" role="status" id={id}>
      <AlertTitle>This LaTeX will not display correctly</AlertTitle>
      <AlertDescription>
        <ul className="list-disc space-y-1 break-words pl-5">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
      </AlertDescription>
    </Alert>
  );
}
