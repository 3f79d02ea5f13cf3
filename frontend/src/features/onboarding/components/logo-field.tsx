// Branding logo: upload a small image (kept as a data URL, at most 150 kB, PNG/JPEG/WebP) or link one.
import { ImageUp, Trash2 } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import { maxLogoDataUrlBytes } from '#domain/schemas/onboarding';
import { Button } from '#frontend/components/ui/button';
import { TextField } from '#frontend/components/ui/text-field';
import { useT } from '#frontend/i18n/use-t';

const acceptedTypes = ['image/png', 'image/jpeg', 'image/webp'];

const readAsDataUrl = (file: File): Promise<string> =>
  new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

interface LogoFieldProps {
  value: string;
  onChange: (logoUrl: string) => void;
  serverError?: string | undefined;
}

export const LogoField = ({ value, onChange, serverError }: LogoFieldProps) => {
  const t = useT();
  const fileInputId = useId();
  const [fileError, setFileError] = useState<string | undefined>();
  const isDataUrl = value.startsWith('data:');

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!acceptedTypes.includes(file.type)) return setFileError(t('onboarding.logoWrongType'));
    if (file.size > maxLogoDataUrlBytes) return setFileError(t('onboarding.logoTooLarge'));
    try {
      onChange(await readAsDataUrl(file));
      setFileError(undefined);
    } catch {
      setFileError(t('onboarding.logoReadFailed'));
    }
  };

  const error = fileError ?? serverError;
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
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              onChange('');
              setFileError(undefined);
            }}
          >
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
        value={isDataUrl ? '' : value}
        onChange={(event) => {
          onChange(event.target.value);
          setFileError(undefined);
        }}
        error={error}
        data-testid="onboarding-logo-url"
      />
    </fieldset>
  );
};
