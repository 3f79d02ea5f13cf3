// The job's calendar colour: a few swatches one tap away and a box for any 6-digit hex (SPEC §5), with a
// preview of what the calendar will show.
import { Check } from 'lucide-react';
import { useId } from 'react';
import { useT } from '#frontend/i18n/use-t';
import { colorSwatches, isHexColor } from '../job-details-values';

interface CalendarColorFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  disabled?: boolean;
}

export const CalendarColorField = ({ value, onChange, error, disabled }: CalendarColorFieldProps) => {
  const t = useT();
  const id = useId();
  const current = value.trim().toLowerCase();
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{t('jobs.details.color')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {colorSwatches.map((swatch) => (
          <button
            key={swatch}
            type="button"
            onClick={() => onChange(swatch)}
            disabled={disabled}
            aria-pressed={current === swatch}
            aria-label={t('jobs.details.colorSwatch', { color: swatch })}
            className="flex size-11 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <span
              className="flex size-8 items-center justify-center rounded-full ring-1 ring-slate-900/10"
              style={{ backgroundColor: swatch }}
            >
              {current === swatch ? <Check aria-hidden="true" className="size-4 text-white" /> : null}
            </span>
          </button>
        ))}
        <div className="flex items-center gap-2">
          <span
            aria-hidden="true"
            className="size-8 shrink-0 rounded-md ring-1 ring-slate-900/10"
            style={{ backgroundColor: isHexColor(value) ? value : 'transparent' }}
          />
          <label htmlFor={id} className="sr-only">
            {t('jobs.details.colorHex')}
          </label>
          <input
            id={id}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            disabled={disabled}
            maxLength={7}
            spellCheck={false}
            autoCapitalize="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`block h-11 w-28 rounded-lg border bg-white px-3 font-mono text-base text-slate-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm ${
              error ? 'border-red-500' : 'border-slate-300'
            }`}
            data-testid="job-color"
          />
        </div>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
};
