// Choosing the business a lead goes to: the businesses a search finds (./contractor-search.tsx), one to pick.
// The form holds the picked id (this control sits inside its field); the picked business stays named above
// the list whatever is searched next. Its message shows under the list.
import { useId } from 'react';
import { FieldNotes } from '#frontend/components/fields/field-frame';
import { useFieldContext } from '#frontend/components/form/app-form';
import { useFieldError } from '#frontend/components/form/use-field-error';
import { useT } from '#frontend/i18n/use-t';
import type { AdminContractor } from '../api/contractors';
import { BusinessName, ContractorSearch } from './contractor-search';

export const ContractorPicker = ({
  picked,
  onPick,
}: {
  picked: AdminContractor | null;
  onPick: (contractor: AdminContractor) => void;
}) => {
  const t = useT();
  const id = useId();
  const field = useFieldContext<string>();
  const error = useFieldError();
  const errorId = `${id}-error`;
  return (
    <div className="space-y-3">
      <ContractorSearch testId="lead-contractor-search">
        {({ contractors, note }) => (
          <fieldset aria-describedby={error ? errorId : undefined} data-testid="lead-contractor-choices">
            <legend className="mb-2 text-sm font-medium text-slate-800">{t('admin.col.business')}</legend>
            {picked ? (
              <p className="mb-2 text-sm text-slate-700" data-testid="lead-contractor-picked">
                {t('admin.leads.picked', { business: picked.businessName })}
              </p>
            ) : null}
            {note}
            <div className="max-h-56 space-y-1 overflow-y-auto">
              {contractors.map((contractor) => (
                <label
                  key={contractor.id}
                  className={`flex cursor-pointer items-start gap-3 rounded-lg border p-2.5 text-sm ${
                    field.state.value === contractor.id
                      ? 'border-brand-600 bg-brand-50'
                      : 'border-slate-200 bg-white hover:bg-slate-50'
                  }`}
                >
                  <input
                    type="radio"
                    name={`${id}-contractor`}
                    value={contractor.id}
                    checked={field.state.value === contractor.id}
                    onChange={() => {
                      field.handleChange(contractor.id);
                      onPick(contractor);
                    }}
                    className="mt-0.5 size-4 shrink-0 accent-brand-700"
                  />
                  <BusinessName name={contractor.businessName} detail={contractor.ownerEmail} />
                </label>
              ))}
            </div>
            <FieldNotes error={error} hintId={`${id}-hint`} errorId={errorId} />
          </fieldset>
        )}
      </ContractorSearch>
    </div>
  );
};
