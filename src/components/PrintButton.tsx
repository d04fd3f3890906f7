import { Button } from '@/components/ui/button';

/** Opens the browser's print dialog; the print stylesheet lays the page out for paper. */
export function PrintButton({ label = 'Print' }: { label?: string }) {
  return (
    <Button variant="outline" size="sm" className="print-hide" onClick={() => window.print()}>
      {label}
    </Button>
  );
}
