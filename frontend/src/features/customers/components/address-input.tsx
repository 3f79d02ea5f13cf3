// The address input of the customer form (SPEC §4, §5): while autocomplete loads it is disabled with a
// spinner; then US address suggestions fill street, city, state and ZIP, and on blur a text longer than
// 10 characters is looked up after 300 ms. Without a provider (the API answers 503 on one machine) it is
// a plain input with the manual-entry note.
import { CircleAlert, MapPin } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Spinner } from '#frontend/components/ui/spinner';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import {
  type AddressResult,
  lookupAddress,
  useAddressAutocomplete,
  useAddressSuggestions,
} from '../api/address';
import { shouldGeocode } from '../customer-form-values';
import { useDebouncedValue } from '../use-debounced-value';

/** SPEC §9: the lookup waits 300 ms after the field loses focus; suggestions wait as long as search. */
export const ADDRESS_BLUR_WAIT_MS = 300;
const SUGGEST_DEBOUNCE_MS = 300;

interface AddressInputProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** A picked suggestion or a lookup result: fills the other address fields. */
  onAddress: (address: AddressResult) => void;
  error?: string | undefined;
  disabled?: boolean;
  testId?: string;
}

export const AddressInput = ({
  label,
  value,
  onChange,
  onAddress,
  error,
  disabled = false,
  testId,
}: AddressInputProps) => {
  const t = useT();
  const inputId = useId();
  const listId = `${inputId}-list`;
  const noteId = `${inputId}-note`;
  const errorId = `${inputId}-error`;
  const autocomplete = useAddressAutocomplete();
  const available = autocomplete.isSuccess;
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [looking, setLooking] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const debounced = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const suggestions = useAddressSuggestions(debounced, available && focused && typed);
  const options = available && focused && typed ? (suggestions.data ?? []) : [];
  const open = options.length > 0;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // Keep the latest callbacks for the delayed lookup without restarting it.
  const onAddressRef = useRef(onAddress);
  onAddressRef.current = onAddress;

  const pick = (address: AddressResult) => {
    setTyped(false);
    setActiveIndex(-1);
    onAddress(address);
  };

  const onBlur = () => {
    setFocused(false);
    setActiveIndex(-1);
    const text = value;
    if (!available || !typed || !shouldGeocode(text)) return;
    clearTimeout(blurTimer.current);
    blurTimer.current = setTimeout(() => {
      setLooking(true);
      lookupAddress(text)
        .then((address) => {
          if (address) onAddressRef.current(address);
        })
        // A failed lookup leaves what was typed; the user can still fill the fields by hand.
        .catch(() => undefined)
        .finally(() => {
          setLooking(false);
          setTyped(false);
        });
    }, ADDRESS_BLUR_WAIT_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((index) => (index + step + options.length) % options.length);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      const option = options[activeIndex];
      if (option) pick(option);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      setTyped(false);
      setActiveIndex(-1);
    }
  };

  const loading = autocomplete.isPending;
  const unavailable = autocomplete.isError;
  // 503 ADDRESS_PROVIDER_UNAVAILABLE is the expected "no provider here"; anything else failed to load.
  const loadFailed =
    unavailable &&
    !(autocomplete.error instanceof ApiError && autocomplete.error.code === 'ADDRESS_PROVIDER_UNAVAILABLE');
  const comboboxProps = available
    ? {
        role: 'combobox' as const,
        'aria-autocomplete': 'list' as const,
        'aria-expanded': open,
        'aria-controls': listId,
        'aria-activedescendant': open && activeIndex >= 0 ? `${listId}-${activeIndex}` : undefined,
      }
    : {};
  const describedBy = [unavailable || loading ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ');

  return (
    <div className="relative">
      <label htmlFor={inputId} className="mb-1 block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <MapPin
          aria-hidden="true"
          className="pointer-events-none absolute top-3.5 left-3 size-4 text-slate-400"
        />
        <input
          id={inputId}
          type="text"
          autoComplete={available ? 'off' : 'address-line1'}
          {...comboboxProps}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy || undefined}
          aria-busy={loading || looking ? true : undefined}
          disabled={disabled || loading}
          placeholder={t('addressInput.placeholder')}
          value={value}
          onChange={(event) => {
            setTyped(true);
            setActiveIndex(-1);
            onChange(event.target.value);
          }}
          onFocus={() => {
            clearTimeout(blurTimer.current);
            setFocused(true);
          }}
          onBlur={onBlur}
          onKeyDown={onKeyDown}
          className={`block h-11 w-full rounded-lg border bg-white pr-9 pl-9 text-base text-slate-900 shadow-xs placeholder:text-slate-400 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600 disabled:cursor-not-allowed disabled:bg-slate-50 sm:text-sm ${
            error ? 'border-red-500' : 'border-slate-300'
          }`}
          data-testid={testId}
        />
        {loading || looking ? (
          <span className="absolute top-3 right-3 text-brand-700">
            <Spinner className="size-5" />
          </span>
        ) : null}
      </div>
      {available ? (
        <div
          id={listId}
          role="listbox"
          aria-label={t('addressInput.suggestions')}
          hidden={!open}
          className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
        >
          {options.map((option, index) => (
            <div
              key={`${option.label}|${option.streetAddress}|${option.zipCode}`}
              id={`${listId}-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === activeIndex}
              // Keep the focus in the input so picking does not count as leaving it.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(option)}
              onKeyDown={() => undefined}
              className={`cursor-pointer px-3 py-2 text-sm ${
                index === activeIndex ? 'bg-brand-50 text-brand-900' : 'text-slate-800 hover:bg-slate-50'
              }`}
            >
              {option.label || [option.streetAddress, option.city, option.state].filter(Boolean).join(', ')}
            </div>
          ))}
        </div>
      ) : null}
      {loading ? (
        <p id={noteId} className="mt-1 text-xs text-slate-500">
          {t('addressInput.loading')}
        </p>
      ) : null}
      {looking ? (
        <p role="status" className="mt-1 text-xs text-slate-500">
          {t('addressInput.looking')}
        </p>
      ) : null}
      {unavailable ? (
        <p
          id={noteId}
          className="mt-1 flex items-start gap-1.5 text-xs text-amber-800"
          data-testid="address-manual-note"
        >
          <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>
            {loadFailed ? `${t('addressInput.loadFailed')}. ` : null}
            {t('addressInput.unavailable')}
          </span>
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
};
