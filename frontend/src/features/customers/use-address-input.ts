// The address box's state (SPEC §4, §5, §9): whether suggestions are available (one probe per session),
// the suggestions for what was typed, the one the arrow keys point at, and the lookup of a longer text
// 300 ms after the box is left. Picking a suggestion or a found address hands it to `onAddress`.
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { ApiError } from '#frontend/lib/api-error';
import { useDebouncedValue } from '#frontend/lib/use-debounced-value';
import {
  type AddressResult,
  lookupAddress,
  useAddressAutocomplete,
  useAddressSuggestions,
} from './api/address';
import { shouldGeocode } from './customer-form-values';

/** SPEC §9: the lookup waits 300 ms after the field loses focus; suggestions wait as long as search. */
export const ADDRESS_BLUR_WAIT_MS = 300;
const SUGGEST_DEBOUNCE_MS = 300;

export const useAddressInput = (value: string, onAddress: (address: AddressResult) => void) => {
  const autocomplete = useAddressAutocomplete();
  const available = autocomplete.isSuccess;
  const [focused, setFocused] = useState(false);
  const [typed, setTyped] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [looking, setLooking] = useState(false);
  const blurTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const debounced = useDebouncedValue(value, SUGGEST_DEBOUNCE_MS);
  const suggesting = available && focused && typed;
  const suggestions = useAddressSuggestions(debounced, suggesting);
  const options = suggesting ? (suggestions.data ?? []) : [];
  const open = options.length > 0;

  useEffect(() => () => clearTimeout(blurTimer.current), []);

  // Keep the latest callback for the delayed lookup without restarting it.
  const onAddressRef = useRef(onAddress);
  onAddressRef.current = onAddress;

  const pick = (address: AddressResult) => {
    setTyped(false);
    setActiveIndex(-1);
    onAddress(address);
  };

  const onType = () => {
    setTyped(true);
    setActiveIndex(-1);
  };

  const onFocus = () => {
    clearTimeout(blurTimer.current);
    setFocused(true);
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

  const unavailable = autocomplete.isError;
  return {
    available,
    /** The availability probe is under way: the box waits, disabled. */
    loading: autocomplete.isPending,
    unavailable,
    // 503 ADDRESS_PROVIDER_UNAVAILABLE is the expected "no provider here"; anything else failed to load.
    loadFailed:
      unavailable &&
      !(autocomplete.error instanceof ApiError && autocomplete.error.code === 'ADDRESS_PROVIDER_UNAVAILABLE'),
    looking,
    options,
    open,
    activeIndex,
    pick,
    onType,
    onFocus,
    onBlur,
    onKeyDown,
  };
};

export type AddressInputState = ReturnType<typeof useAddressInput>;
