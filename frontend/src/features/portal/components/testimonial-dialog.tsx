// Adding or editing a testimonial: the customer's name, their town (optional), a rating from 1 to 5 stars,
// what they said, when, and whether it is shown on the public page. The API's own schema checks it before
// it is sent; the server's refusals land on their fields (a full list, 409, on the form).
import { testimonialInputSchema } from '#domain/schemas/portal';
import { showServerErrors, useAppForm } from '#frontend/components/form/app-form';
import { schemaValidator } from '#frontend/components/form/form-errors';
import { KitForm } from '#frontend/components/form/kit-form';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { localIsoDate } from '#frontend/lib/visit-times';
import {
  type Testimonial,
  type TestimonialInput,
  useAddTestimonial,
  useChangeTestimonial,
} from '../api/portal';
import { ratingChoiceLabel, ratings } from '../portal-display';

type RatingChoice = `${(typeof ratings)[number]}`;

interface TestimonialFormValues {
  customerName: string;
  town: string;
  rating: RatingChoice;
  text: string;
  date: string;
  shown: boolean;
}

const fieldNames = ['customerName', 'town', 'rating', 'text', 'date', 'shown'] as const;

/** The form's values for a new testimonial (today, five stars, shown) or an existing one. */
export const testimonialFormValues = (entry: Testimonial | null, today: string): TestimonialFormValues =>
  entry
    ? {
        customerName: entry.customerName,
        town: entry.town,
        rating: String(entry.rating) as RatingChoice,
        text: entry.text,
        date: entry.date,
        shown: entry.shown,
      }
    : { customerName: '', town: '', rating: '5', text: '', date: today, shown: true };

const toRequest = (values: TestimonialFormValues) => ({ ...values, rating: Number(values.rating) });

interface TestimonialDialogProps {
  /** The testimonial to edit, or null to add one. */
  entry: Testimonial | null;
  onClose: () => void;
}

export const TestimonialDialog = ({ entry, onClose }: TestimonialDialogProps) => {
  const t = useT();
  const add = useAddTestimonial();
  const change = useChangeTestimonial();
  const form = useAppForm({
    defaultValues: testimonialFormValues(entry, localIsoDate()),
    validators: { onSubmit: schemaValidator(testimonialInputSchema, toRequest) },
    onSubmit: async ({ value, formApi }) => {
      const input: TestimonialInput = testimonialInputSchema.parse(toRequest(value));
      try {
        if (entry) await change.mutateAsync({ id: entry.id, change: input });
        else await add.mutateAsync(input);
        toast({
          title: t(entry ? 'testimonials.saved' : 'testimonials.added'),
          description: input.customerName,
        });
        onClose();
      } catch (error) {
        showServerErrors(formApi, error, fieldNames);
      }
    },
  });
  const close = () => {
    if (!form.state.isSubmitting) onClose();
  };
  return (
    <Dialog
      open
      onClose={close}
      title={t(entry ? 'testimonials.editTitle' : 'testimonials.addTitle')}
      description={t('testimonials.dialogDescription')}
      testId="testimonial-dialog"
    >
      <KitForm form={form} className="space-y-4" data-testid="testimonial-form">
        <form.FormError title={t('testimonials.saveFailed')} />
        <form.AppField name="customerName">
          {(field) => (
            <field.TextField
              label={t('testimonials.customerName')}
              autoComplete="off"
              maxLength={100}
              data-testid="testimonial-name"
            />
          )}
        </form.AppField>
        <form.AppField name="town">
          {(field) => (
            <field.TextField
              label={t('testimonials.town')}
              hint={t('testimonials.townHint')}
              autoComplete="off"
              maxLength={100}
              data-testid="testimonial-town"
            />
          )}
        </form.AppField>
        <form.AppField name="rating">
          {(field) => (
            <field.ChoiceGroup<RatingChoice>
              legend={t('testimonials.rating')}
              options={ratings.map((rating) => ({
                value: String(rating) as RatingChoice,
                label: ratingChoiceLabel(rating, t),
              }))}
              data-testid="testimonial-rating"
            />
          )}
        </form.AppField>
        <form.AppField name="text">
          {(field) => (
            <field.TextAreaField
              label={t('testimonials.text')}
              rows={4}
              maxLength={1000}
              data-testid="testimonial-text"
            />
          )}
        </form.AppField>
        <form.AppField name="date">
          {(field) => <field.TextField label={t('form.date')} type="date" data-testid="testimonial-date" />}
        </form.AppField>
        <form.AppField name="shown">
          {(field) => (
            <field.CheckboxField label={t('testimonials.showOnPage')} data-testid="testimonial-shown" />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.isSubmitting}>
          {(submitting) => (
            <DialogActions onCancel={close} disabled={submitting}>
              <form.SubmitButton size="md" pendingLabel={t('form.saving')} data-testid="testimonial-submit">
                {t(entry ? 'settings.save' : 'testimonials.add')}
              </form.SubmitButton>
            </DialogActions>
          )}
        </form.Subscribe>
      </KitForm>
    </Dialog>
  );
};
