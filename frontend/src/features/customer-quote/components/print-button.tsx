// "Print / Save as PDF": the browser's print dialog, where saving as PDF is one of the printers. The
// print styles turn the page into a 1–2 page document (see the print block in styles.css).
import { Printer } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { useCustomerQuoteT } from '#frontend/i18n/use-customer-quote-t';

export const PrintButton = () => {
  const t = useCustomerQuoteT();
  return (
    <Button
      variant="secondary"
      onClick={() => window.print()}
      data-testid="print-quote"
      className="print:hidden"
    >
      <Printer aria-hidden="true" className="size-4" />
      {t('print.button')}
    </Button>
  );
};
