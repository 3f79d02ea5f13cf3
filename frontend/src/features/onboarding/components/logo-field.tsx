// Branding logo: upload a small image (kept as a data URL, at most 150 kB, PNG/JPEG/WebP) or link one.
// Bound to the form field around it (`form.AppField name="branding.logoUrl"`): the link box shows the
// field's message, and a file that cannot be used gets its message there too.
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { maxLogoDataUrlBytes } from '#domain/schemas/onboarding';
import { TextField } from '#frontend/components/fields/text-field';
import { useFieldContext } from '#frontend/components/form/app-form';
import { useFieldError } from '#frontend/components/form/use-field-error';
import { Button } from '#frontend/components/ui/button';
import { useT } from '#frontend/i18n/use-t';

const acceptedTypes = ['image/png', 'image/jpeg', 'image/webp'];

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export const LogoField = () => {
  const t = useT();
  const field = useFieldContext<string>();
  const error = useFieldError();
  const fileInputId = useId();
  const value = field.state.value;
  const isDataUrl = value.startsWith('data:');

  // A refused file is reported like a refused value: in the slot a submit's messages use, so the next
  // change of the logo (another file, a link, removing it) clears it.
  const refuseFile = (message: string) =>
    field.setMeta((meta) => ({
      ...meta,
      isTouched: true,
      errorMap: { ...meta.errorMap, onSubmit: message },
    }));

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!acceptedTypes.includes(file.type)) return refuseFile(t('onboarding.logoWrongType'));
    if (file.size > maxLogoDataUrlBytes) return refuseFile(t('onboarding.logoTooLarge'));
    try {
      field.handleChange(await readAsDataUrl(file));
    } catch {
      refuseFile(t('onboarding.logoReadFailed'));
    }
  };

  return (
    <fieldset className="space-y-3">
      <legend className="mb-1 text-sm font-medium text-slate-800">{t('onboarding.logo')}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {value ? (
          <img
            src={value}
            alt={t('onboarding.logoPreview')}
            className="size-16 rounded-lg border border-slate-200 bg-white object-contain p-1"
          />
        ) : null}
        <label
          htmlFor={fileInputId}
          className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-4 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-within:outline-2 focus-within:outline-brand-600"
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {t('onboarding.logoUpload')}
          <input
            id={fileInputId}
            type="file"
            accept={acceptedTypes.join(',')}
            onChange={onFile}
            className="sr-only"
            aria-describedby={`${fileInputId}-hint`}
            data-testid="onboarding-logo-file"
          />
        </label>
        {value ? (
          <Button variant="ghost" size="sm" onClick={() => field.handleChange('')}>
            <Trash2 aria-hidden="true" className="size-4" />
            {t('onboarding.removeLogo')}
          </Button>
        ) : null}
      </div>
      <p id={`${fileInputId}-hint`} className="text-xs text-slate-500">
        {t('onboarding.logoHint')}
      </p>
      <TextField
        label={t('onboarding.logoUrl')}
        type="url"
        inputMode="url"
        placeholder="https://"
        name={field.name}
        value={isDataUrl ? '' : value}
        onValueChange={field.handleChange}
        onBlur={field.handleBlur}
        error={error}
        data-testid="onboarding-logo-url"
      />
    </fieldset>
  );
};
