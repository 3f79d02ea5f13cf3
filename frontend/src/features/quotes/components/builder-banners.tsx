// The builder's notices: why a save did not go through (the fields to fix, and any message no field
// shows, or the server's refusal), that today's rates price the saved quote differently (with the choice
// to save at those), and that someone else saved the quote first (with Reload, which drops these edits).
import { useStore } from '@tanstack/react-form';
import { RefreshCw } from 'lucide-react';
import { AlertBanner } from '#frontend/components/ui/alert-banner';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import { messageLines } from '../builder-form-errors';
import type { BuilderForm } from '../use-quote-builder';

export const SaveProblemBanner = ({ form }: { form: BuilderForm }) => {
  const t = useT();
  const attempts = useStore(form.store, (state) => state.submissionAttempts);
  const fieldsValid = useStore(form.store, (state) => state.isFieldsValid);
  const unplaced = messageLines(useStore(form.store, (state) => state.errorMap.onChange));
  const refused = messageLines(useStore(form.store, (state) => state.errorMap.onServer));
  const toFix = !fieldsValid || unplaced.length > 0;
  if (attempts === 0 || (!toFix && refused.length === 0)) return null;
  // Fields to fix: the messages no field shows are listed. Otherwise the server's refusal says why.
  const listed = toFix ? [...unplaced, ...refused] : [];
  return (
    <AlertBanner title={t('quote.builder.saveFailed')}>
      <p>{toFix ? t('form.fixErrors') : refused.map((message) => t.localize(message)).join(' ')}</p>
      {listed.length > 0 ? (
        <ul className="mt-1 list-disc pl-5">
          {listed.map((message) => (
            <li key={message}>{t.localize(message)}</li>
          ))}
        </ul>
      ) : null}
    </AlertBanner>
  );
};

export const RatesChangedBanner = ({ form }: { form: BuilderForm }) => {
  const t = useT();
  return (
    <AlertBanner tone="info" title={t('quote.builder.ratesChangedTitle')}>
      <p>{t('quote.builder.ratesChanged')}</p>
      <form.AppField name="reprice">
        {(field) => <field.CheckboxField label={t('quote.builder.reprice')} data-testid="reprice" />}
      </form.AppField>
    </AlertBanner>
  );
};

export const StaleQuoteBanner = ({ onReload }: { onReload: () => void }) => {
  const t = useT();
  return (
    <div className="mb-4">
      <AlertBanner title={t('quote.builder.staleTitle')}>
        <p>{t('quote.stale')}</p>
        <p>{t('quote.builder.reloadLoses')}</p>
        <Button variant="secondary" size="sm" className="mt-2" onClick={onReload} data-testid="reload-quote">
          <RefreshCw aria-hidden="true" className="size-4" />
          {t('quote.builder.reload')}
        </Button>
      </AlertBanner>
    </div>
  );
};
