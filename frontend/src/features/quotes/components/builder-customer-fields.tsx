// The builder's last two sections: delivery distance and financing, then the customer (picked or new) and the
// job (job site ZIP, job title, the language the quote speaks to them and, for an owner, who sells it).
import { useQuery } from '@tanstack/react-query';
import { zipAsTyped } from '#frontend/components/form/reformat-as-typed';
import { TextFieldList } from '#frontend/components/form/text-field-list';
import { SectionCard } from '#frontend/components/ui/section-card';
import { useT } from '#frontend/i18n/use-t';
import { teamQueryOptions } from '#frontend/lib/team';
import type { BuilderForm } from '../use-quote-builder';
import { type Person, sellerChoices } from '../whose-quotes';
import { CustomerPicker } from './customer-picker';

export const DeliveryFields = ({ form, financingOn }: { form: BuilderForm; financingOn: boolean }) => {
  const t = useT();
  return (
    <SectionCard title={t('quote.builder.deliveryAndFinancing')}>
      <div className="space-y-3">
        <form.AppField name="shippingDistanceMiles">
          {(field) => (
            <field.TextField
              label={t('quote.builder.shippingDistance')}
              hint={t('quote.builder.shippingDistanceHint')}
              inputMode="decimal"
              autoComplete="off"
            />
          )}
        </form.AppField>
        <form.AppField name="financed">
          {(field) => (
            <field.CheckboxField
              label={t('quote.builder.financed')}
              hint={financingOn ? t('quote.builder.financedHint') : t('quote.builder.financingOff')}
              // A saved quote financed before financing was turned off can still be taken off it.
              disabled={!financingOn && !field.state.value}
            />
          )}
        </form.AppField>
      </div>
    </SectionCard>
  );
};

/** "Sold by" (owners only): the team's active owners and reps; "Unassigned" while a lead is nobody's. */
const SellerField = ({ form, current }: { form: BuilderForm; current: Person | null }) => {
  const t = useT();
  const team = useQuery(teamQueryOptions());
  const people = sellerChoices(team.data?.members ?? [], current);
  return (
    <form.AppField name="assignedTo">
      {(field) => (
        <field.SelectField
          label={t('quote.soldBy')}
          hint={t('quote.builder.soldByHint')}
          options={[
            ...(field.state.value === '' ? [{ value: '', label: t('schedule.unassigned') }] : []),
            ...people.map((person) => ({ value: person.id, label: person.name })),
          ]}
          data-testid="builder-sold-by"
        />
      )}
    </form.AppField>
  );
};

export const CustomerFields = ({
  form,
  seller,
}: {
  form: BuilderForm;
  /** Shown to owners, who choose who sells the quote: the saved quote's seller (null for a new quote or a lead). */
  seller?: { current: Person | null } | undefined;
}) => {
  const t = useT();
  return (
    <SectionCard title={t('quote.builder.customer')}>
      <div className="space-y-5">
        <CustomerPicker form={form} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextFieldList
            form={form}
            fields={[
              {
                name: 'zipCode',
                label: t('quote.builder.zipCode'),
                inputMode: 'numeric',
                autoComplete: 'off',
                maxLength: 5,
                listeners: zipAsTyped,
              },
              {
                name: 'site.street',
                label: t('quote.builder.siteStreet'),
                hint: t('quote.builder.siteStreetHint'),
                autoComplete: 'off',
                'data-testid': 'builder-site-street',
              },
              { name: 'site.city', label: t('quote.builder.siteCity'), autoComplete: 'off' },
              { name: 'site.state', label: t('quote.builder.siteState'), autoComplete: 'off', maxLength: 2 },
              { name: 'jobTitle', label: t('quote.builder.jobTitle'), autoComplete: 'off' },
            ]}
          />
          <form.AppField name="language">
            {(field) => (
              <field.SelectField
                label={t('quote.builder.language')}
                options={[
                  { value: 'en', label: t('language.en') },
                  { value: 'es', label: t('language.es') },
                ]}
              />
            )}
          </form.AppField>
          {seller ? <SellerField form={form} current={seller.current} /> : null}
        </div>
      </div>
    </SectionCard>
  );
};
