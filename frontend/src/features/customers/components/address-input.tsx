// The customer form's address box (SPEC §4, §5), bound to the form's `address` field: while autocomplete
// loads it is disabled with a spinner; then US address suggestions fill street, city, state and ZIP, and on
// leaving it a text longer than 10 characters is looked up after 300 ms. Without a provider (the API answers
// 503 on one machine) it is a plain box with the manual-entry note.
import { CircleAlert, MapPin } from 'lucide-react';
import { useId } from 'react';
import { SearchField } from '#frontend/components/fields/search-field';
import { useFieldContext } from '#frontend/components/form/app-form';
import { useFieldError } from '#frontend/components/form/use-field-error';
import { useT } from '#frontend/i18n/use-t';
import type { AddressResult } from '../api/address';
import { type AddressInputState, useAddressInput } from '../use-address-input';

const optionText = (option: AddressResult) =>
  option.label || [option.streetAddress, option.city, option.state].filter(Boolean).join(', ');

const AddressSuggestions = ({ listId, state }: { listId: string; state: AddressInputState }) => {
  const t = useT();
  return (
    <div
      id={listId}
      role="listbox"
      aria-label={t('addressInput.suggestions')}
      hidden={!state.open}
      className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-200 bg-white py-1 shadow-lg"
    >
      {state.options.map((option, index) => (
        <div
          key={`${option.label}|${option.streetAddress}|${option.zipCode}`}
          id={`${listId}-${index}`}
          role="option"
          tabIndex={-1}
          aria-selected={index === state.activeIndex}
          // Keep the focus in the input so picking does not count as leaving it.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => state.pick(option)}
          onKeyDown={() => undefined}
          className={`cursor-pointer px-3 py-2 text-sm ${
            index === state.activeIndex ? 'bg-brand-50 text-brand-900' : 'text-slate-800 hover:bg-slate-50'
          }`}
        >
          {optionText(option)}
        </div>
      ))}
    </div>
  );
};

/** What the box is doing: loading autocomplete, looking an address up, or taking it by hand. */
const AddressNotes = ({ noteId, state }: { noteId: string; state: AddressInputState }) => {
  const t = useT();
  return (
    <>
      {state.loading ? (
        <p id={noteId} className="mt-1 text-xs text-slate-500">
          {t('addressInput.loading')}
        </p>
      ) : null}
      {state.looking ? (
        <p role="status" className="mt-1 text-xs text-slate-500">
          {t('addressInput.looking')}
        </p>
      ) : null}
      {state.unavailable ? (
        <p
          id={noteId}
          className="mt-1 flex items-start gap-1.5 text-xs text-amber-800"
          data-testid="address-manual-note"
        >
          <CircleAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
          <span>
            {state.loadFailed ? `${t('addressInput.loadFailed')}. ` : null}
            {t('addressInput.unavailable')}
          </span>
        </p>
      ) : null}
    </>
  );
};

interface AddressInputProps {
  label: string;
  /** A picked suggestion or a found address: fills the other address fields. */
  onAddress: (address: AddressResult) => void;
  disabled?: boolean;
  'data-testid'?: string;
}

/** Rendered inside `<form.AppField name="address">`. */
export const AddressInput = ({
  label,
  onAddress,
  disabled = false,
  'data-testid': testId,
}: AddressInputProps) => {
  const t = useT();
  const field = useFieldContext<string>();
  const error = useFieldError();
  const inputId = useId();
  const listId = `${inputId}-list`;
  const noteId = `${inputId}-note`;
  const state = useAddressInput(field.state.value, onAddress);
  const comboboxProps = state.available
    ? {
        role: 'combobox' as const,
        'aria-autocomplete': 'list' as const,
        'aria-expanded': state.open,
        'aria-controls': state.open ? listId : undefined,
        'aria-activedescendant':
          state.open && state.activeIndex >= 0 ? `${listId}-${state.activeIndex}` : undefined,
      }
    : {};
  return (
    <SearchField
      id={inputId}
      className="relative"
      label={label}
      icon={MapPin}
      busy={state.loading || state.looking}
      type="text"
      name={field.name}
      autoComplete={state.available ? 'off' : 'address-line1'}
      {...comboboxProps}
      aria-busy={state.loading || state.looking ? true : undefined}
      describedBy={state.unavailable || state.loading ? noteId : undefined}
      error={error}
      disabled={disabled || state.loading}
      placeholder={t('addressInput.placeholder')}
      value={field.state.value}
      onValueChange={(value) => {
        state.onType();
        field.handleChange(value);
      }}
      onFocus={state.onFocus}
      onBlur={() => {
        state.onBlur();
        field.handleBlur();
      }}
      onKeyDown={state.onKeyDown}
      notes={<AddressNotes noteId={noteId} state={state} />}
      data-testid={testId}
    >
      {state.available ? <AddressSuggestions listId={listId} state={state} /> : null}
    </SearchField>
  );
};
