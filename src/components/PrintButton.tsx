import { Button } from '@/components/ui/button';
import { messages, useT } from '@/lib/i18n';

const printMessages = messages('printButton', { print: 'Print' });

/** Opens the browser's print dialog; the print stylesheet lays the page out for paper. */
export function PrintButton({ label }: { label?: string }) {
  const t = useT(printMessages);
  return (
    <Button variant="outline" size="sm" className="print-hide" onClick={() => window.print()}>
      {label ?? t.print}
    </Button>
  );
}
