// One step of the follow-up editor: its name; when it starts (a readable trigger) and how long it waits (a
// number and a unit, at most 30 days); whether it goes as a text or an email; the message in English and
// Spanish, each with the placeholders it may use and a count of its characters (1600 at most); whether it is
// active; and Remove.
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import {
  followUpChannels,
  followUpPlaceholders,
  followUpTriggers,
  maxFollowUpMessageLength,
} from '#domain/schemas/follow-ups';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';
import { delayUnits, triggerLabels, unitLabels } from '../follow-up-values';
import type { FollowUpsForm } from '../use-follow-ups-form';

type StepProps = { form: FollowUpsForm; index: number };

/** "You can use {firstName}…" and "12 / 1600 characters" (red past the limit). */
const MessageHint = ({ length, extra }: { length: number; extra: string }) => {
  const t = useT();
  const over = length > maxFollowUpMessageLength;
  return (
    <>
      {extra}{' '}
      <span className={over ? 'font-semibold text-red-700' : ''} data-testid="follow-up-characters">
        {t('followUps.characters', { count: length, max: maxFollowUpMessageLength })}
      </span>
    </>
  );
};

const MessageFields = ({ form, index }: StepProps) => {
  const t = useT();
  const placeholders = t('followUps.placeholders', { placeholders: followUpPlaceholders.join(' ') });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <form.AppField name={`steps[${index}].message.en`}>
        {(field) => (
          <field.TextAreaField
            label={t('followUps.messageEn')}
            rows={4}
            hint={<MessageHint length={field.state.value.length} extra={placeholders} />}
            data-testid="follow-up-message-en"
          />
        )}
      </form.AppField>
      <form.AppField name={`steps[${index}].message.es`}>
        {(field) => (
          <field.TextAreaField
            label={t('followUps.messageEs')}
            rows={4}
            hint={<MessageHint length={field.state.value.length} extra={t('followUps.messageEsHint')} />}
            data-testid="follow-up-message-es"
          />
        )}
      </form.AppField>
    </div>
  );
};

const TimingFields = ({ form, index }: StepProps) => {
  const t = useT();
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <form.AppField name={`steps[${index}].trigger`}>
        {(field) => (
          <field.SelectField
            label={t('followUps.trigger')}
            options={followUpTriggers.map((trigger) => ({
              value: trigger,
              label: t(triggerLabels[trigger]),
            }))}
            data-testid="follow-up-trigger"
          />
        )}
      </form.AppField>
      <form.AppField name={`steps[${index}].delayAmount`}>
        {(field) => (
          <field.AmountField
            label={t('followUps.delay')}
            hint={t('followUps.delayHint')}
            min={0}
            step="any"
            data-testid="follow-up-delay"
          />
        )}
      </form.AppField>
      <form.AppField name={`steps[${index}].delayUnit`}>
        {(field) => (
          <field.SelectField
            label={t('followUps.delayUnit')}
            options={delayUnits.map((unit) => ({ value: unit, label: t(unitLabels[unit]) }))}
            data-testid="follow-up-delay-unit"
          />
        )}
      </form.AppField>
      <form.AppField name={`steps[${index}].channel`}>
        {(field) => (
          <field.SelectField
            label={t('followUps.channel')}
            options={followUpChannels.map((channel) => ({
              value: channel,
              label: t(channel === 'text' ? 'followUps.channel.text' : 'followUps.channel.email'),
            }))}
            data-testid="follow-up-channel"
          />
        )}
      </form.AppField>
    </div>
  );
};

export const FollowUpStep = ({ form, index, onRemove }: StepProps & { onRemove: () => void }) => {
  const t = useT();
  const titleId = useId();
  const number = index + 1;
  return (
    <li className="space-y-4 py-5" data-testid="follow-up-step">
      <div className="flex items-center justify-between gap-3">
        <h3 id={titleId} className="text-sm font-semibold text-slate-900">
          {t('followUps.step', { number })}
        </h3>
        <Button
          variant="ghost"
          size="sm"
          onClick={onRemove}
          aria-label={t('followUps.removeStep', { number })}
          data-testid="follow-up-remove"
        >
          <Trash2 aria-hidden="true" className="size-4" />
        </Button>
      </div>
      <fieldset aria-labelledby={titleId} className="min-w-0 space-y-4">
        <form.AppField name={`steps[${index}].name`}>
          {(field) => <field.TextField label={t('followUps.name')} data-testid="follow-up-name" />}
        </form.AppField>
        <TimingFields form={form} index={index} />
        <MessageFields form={form} index={index} />
        <form.AppField name={`steps[${index}].active`}>
          {(field) => <field.CheckboxField label={t('followUps.active')} data-testid="follow-up-active" />}
        </form.AppField>
      </fieldset>
    </li>
  );
};
