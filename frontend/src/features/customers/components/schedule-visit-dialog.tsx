// Schedule Visit (SPEC §5): a date, Anytime or a start and end time in half-hour slots, and notes, checked
// with the shared visit schema ('Invalid time format' under a missing time) and sent as a quote visit.
import { type FormEvent, type ReactNode, type SelectHTMLAttributes, useId, useState } from 'react';
import { scheduleVisitSchema } from '#domain/schemas/customer';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { Spinner } from '#frontend/components/ui/spinner';
import { TextField } from '#frontend/components/ui/text-field';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { errorFor, type FieldErrors, fieldErrorsOf } from '#frontend/lib/schema-errors';
import type { Customer } from '../api/get-customers';
import { useScheduleVisit } from '../api/schedule-visit';
import {
  endTimeSlots,
  formatSlot,
  formatVisitDate,
  localIsoDate,
  timeSlots,
  toggleAnytime,
  type VisitTimes,
  withStartTime,
} from '../visit-times';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string;
  error?: string | undefined;
  children: ReactNode;
}

const SelectField = ({ label, error, children, ...props }: SelectFieldProps) => {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`block h-11 w-full rounded-lg border bg-white px-3 text-base text-slate-900 shadow-xs focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm ${
          error ? 'border-red-500' : 'border-slate-300'
        }`}
        {...props}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
};

const VisitForm = ({ customer, onClose }: { customer: Customer; onClose: () => void }) => {
  const t = useT();
  const locale = localeOf(t.lang);
  const schedule = useScheduleVisit();
  const notesId = useId();
  const anytimeId = useId();
  const [date, setDate] = useState(() => localIsoDate());
  const [times, setTimes] = useState<VisitTimes>(() => toggleAnytime(true));
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const pending = schedule.isPending;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const parsed = scheduleVisitSchema.safeParse({
      scheduledDate: date,
      isAnytime: times.isAnytime,
      notes,
      ...(times.isAnytime || !times.startTime ? {} : { scheduledStartTime: times.startTime }),
      ...(times.isAnytime || !times.endTime ? {} : { scheduledEndTime: times.endTime }),
    });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error, t.lang));
      return;
    }
    setErrors({});
    schedule.mutate(
      { ...parsed.data, customerId: customer.id },
      {
        onSuccess: () => {
          toast({
            title: t('visit.scheduled'),
            description: t('visit.scheduledDescription', {
              name: customer.name,
              date: formatVisitDate(parsed.data.scheduledDate, locale),
            }),
          });
          onClose();
        },
        onError: (error) => {
          const fields = error instanceof ApiError ? error.fields : {};
          if (Object.keys(fields).length > 0) setErrors({ ...fields });
          toast({
            title: t('common.error'),
            description: error.message ? t.localize(error.message) : t('visit.failed'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="schedule-visit-form">
      <TextField
        label={t('visit.date')}
        type="date"
        min={localIsoDate()}
        value={date}
        onChange={(event) => setDate(event.target.value)}
        error={errorFor(errors, 'scheduledDate')}
        disabled={pending}
        data-testid="visit-date"
      />
      <div className="flex items-start gap-3 rounded-lg border border-slate-200 p-3">
        <input
          id={anytimeId}
          type="checkbox"
          checked={times.isAnytime}
          onChange={(event) => {
            setTimes(toggleAnytime(event.target.checked));
            setErrors({});
          }}
          disabled={pending}
          aria-describedby={`${anytimeId}-hint`}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
          data-testid="visit-anytime"
        />
        <div>
          <label htmlFor={anytimeId} className="text-sm font-medium text-slate-900">
            {t('visit.anytime')}
          </label>
          <p id={`${anytimeId}-hint`} className="text-xs text-slate-600">
            {t('visit.anytimeHint')}
          </p>
        </div>
      </div>
      {times.isAnytime ? null : (
        <div className="grid grid-cols-2 gap-4">
          <SelectField
            label={t('visit.startTime')}
            value={times.startTime}
            onChange={(event) => setTimes((current) => withStartTime(current, event.target.value))}
            error={errorFor(errors, 'scheduledStartTime')}
            disabled={pending}
            data-testid="visit-start"
          >
            <option value="">{t('visit.chooseTime')}</option>
            {timeSlots.map((slot) => (
              <option key={slot} value={slot}>
                {formatSlot(slot, locale)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('visit.endTime')}
            value={times.endTime}
            onChange={(event) => setTimes((current) => ({ ...current, endTime: event.target.value }))}
            error={errorFor(errors, 'scheduledEndTime')}
            disabled={pending}
            data-testid="visit-end"
          >
            <option value="">{t('visit.chooseTime')}</option>
            {endTimeSlots(times.startTime).map((slot) => (
              <option key={slot} value={slot}>
                {formatSlot(slot, locale)}
              </option>
            ))}
          </SelectField>
        </div>
      )}
      <div>
        <label htmlFor={notesId} className="mb-1 block text-sm font-medium text-slate-800">
          {t('visit.notes')}
        </label>
        <textarea
          id={notesId}
          rows={3}
          maxLength={2000}
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          placeholder={t('visit.notesPlaceholder')}
          disabled={pending}
          className="block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 sm:text-sm"
          data-testid="visit-notes"
        />
        {errorFor(errors, 'notes') ? (
          <p className="mt-1 text-sm text-red-600">{errorFor(errors, 'notes')}</p>
        ) : null}
      </div>
      <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onClose} disabled={pending}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" disabled={pending} data-testid="visit-submit">
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? t('visit.submitting') : t('visit.submit')}
        </Button>
      </div>
    </form>
  );
};

export const ScheduleVisitDialog = ({
  open,
  customer,
  onClose,
}: {
  open: boolean;
  customer: Customer;
  onClose: () => void;
}) => {
  const t = useT();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('visit.title')}
      description={t('visit.description', { name: customer.name })}
      testId="schedule-visit-dialog"
    >
      <VisitForm customer={customer} onClose={onClose} />
    </Dialog>
  );
};
