// A button that copies a text (the page link, the embed code) and says so in a toast — or, when the browser
// refuses, asks the owner to select and copy it themselves.
import { Copy } from 'lucide-react';
import { Button } from '#frontend/components/ui/button';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';

export const CopyButton = ({ text, label, testId }: { text: string; label: string; testId: string }) => {
  const t = useT();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: t('portalPage.copied') });
    } catch {
      toast({
        title: t('portalPage.copyFailed'),
        description: t('portalPage.copyFailedDescription'),
        variant: 'destructive',
      });
    }
  };
  return (
    <Button variant="secondary" size="sm" onClick={() => void copy()} data-testid={testId}>
      <Copy aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
};
