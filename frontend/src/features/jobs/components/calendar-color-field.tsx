// The job's calendar colour: a few swatches one tap away and a box for any 6-digit hex (SPEC §5), with a
// preview of what the calendar will show. The message shows under the whole group, so the hex box (a kit
// text field) is pointed at it rather than carrying it in its narrow column. It sits inside the form's
// `calendarColor` field and takes its value and message from it.
import { Check } from 'lucide-react';
import { useId } from 'react';
import { FieldNotes } from '#frontend/components/fields/field-frame';
import { TextField } from '#frontend/components/fields/text-field';
import { useFieldContext } from '#frontend/components/form/app-form';
import { useFieldError } from '#frontend/components/form/use-field-error';
import { useT } from '#frontend/i18n/use-t';
import { colorSwatches, isHexColor } from '../job-details-values';

export const CalendarColorField = ({ disabled }: { disabled?: boolean }) => {
  const t = useT();
  const field = useFieldContext<string>();
  const { value } = field.state;
  const error = useFieldError();
  const id = useId();
  const errorId = `${id}-error`;
  const current = value.trim().toLowerCase();
  return (
    <fieldset>
      <legend className="mb-1 block text-sm font-medium text-slate-800">{t('jobs.details.color')}</legend>
      <div className="flex flex-wrap items-center gap-2">
        {colorSwatches.map((swatch) => (
          <button
            key={swatch}
            type="button"
            onClick={() => field.handleChange(swatch)}
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
          <TextField
            label={t('jobs.details.colorHex')}
            labelClassName="sr-only"
            className={`w-28 [&_input]:font-mono ${error ? '[&_input]:border-red-500' : ''}`}
            value={value}
            onValueChange={field.handleChange}
            onBlur={field.handleBlur}
            disabled={disabled}
            maxLength={7}
            spellCheck={false}
            autoCapitalize="off"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            data-testid="job-color"
          />
        </div>
      </div>
      <FieldNotes error={error} hintId={`${id}-hint`} errorId={errorId} />
    </fieldset>
  );
};
