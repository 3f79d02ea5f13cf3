// A rain day: every event of one day moved by a number of work days at once (weekends skipped), optionally
// texting each customer their new date. Events someone changed meanwhile are left and counted.
import { useState } from 'react';
import { CheckboxField } from '#frontend/components/fields/checkbox-field';
import { SelectField } from '#frontend/components/fields/select-field';
import { TextField } from '#frontend/components/fields/text-field';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import { useEventWrites } from '../api/calendar-events';

const dayChoices = [1, 2, 3, 4, 5, 10];

export const RainDayDialog = ({
  open,
  day,
  onClose,
}: {
  open: boolean;
  day: string;
  onClose: () => void;
}) => {
  const t = useT();
  const { rainDay } = useEventWrites();
  const [date, setDate] = useState(day);
  const [workDays, setWorkDays] = useState('1');
  const [textCustomers, setTextCustomers] = useState(false);
  const submit = async () => {
    try {
      const result = await rainDay.mutateAsync({ date, workDays: Number(workDays), textCustomers });
      toast({
        title: t('schedule.rainDayDone', { count: String(result.moved.length), date: result.newDate }),
        ...(result.skipped.length > 0 || result.texted > 0
          ? {
              description: t('schedule.rainDayDetail', {
                skipped: String(result.skipped.length),
                texted: String(result.texted),
              }),
            }
          : {}),
      });
      onClose();
    } catch (error) {
      toast(failureToast(error, t, t('schedule.rainDayFailed')));
    }
  };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('schedule.rainDay')}
      description={t('schedule.rainDayDescription')}
      testId="rain-day-dialog"
    >
      <div className="space-y-4">
        <TextField
          label={t('form.date')}
          type="date"
          value={date}
          onValueChange={setDate}
          required
          data-testid="rain-day-date"
        />
        <SelectField
          label={t('schedule.rainDayBy')}
          value={workDays}
          options={dayChoices.map((days) => ({
            value: String(days),
            label: t('schedule.workDays', { count: String(days) }),
          }))}
          onValueChange={setWorkDays}
          data-testid="rain-day-days"
        />
        <CheckboxField
          label={t('schedule.rainDayText')}
          checked={textCustomers}
          onCheckedChange={setTextCustomers}
          data-testid="rain-day-text"
        />
        <DialogActions onCancel={onClose} disabled={rainDay.isPending}>
          <Button
            onClick={() => void submit()}
            disabled={rainDay.isPending || !date}
            data-testid="rain-day-submit"
          >
            {t('schedule.rainDayMove')}
          </Button>
        </DialogActions>
      </div>
    </Dialog>
  );
};
