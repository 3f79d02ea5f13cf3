// The quote builder's state, new quote or edit: the builder's values in one TanStack Form, checked on every
// change by the shared request schema and the contractor's catalog, so each message follows its fix; saved
// as a new quote or over the saved one. For a saved quote it also knows whether today's rates price it
// differently, and whether someone else saved it first. An owner picks who sells the quote (themselves for
// a new one); a rep is shown the owner's discount limit (GET /api/team/settings). A new quote saved with no
// signal (or whose save got no answer) is kept on the device with the save's idempotency key, to sync once.
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useRef, useState } from 'react';
import { useAppForm } from '#frontend/components/form/app-form';
import { type FormErrors, serverErrors } from '#frontend/components/form/form-errors';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { ApiError } from '#frontend/lib/api-error';
import { useCurrentUser } from '#frontend/lib/current-user';
import { isNetworkFailure, newIdempotencyKey } from '#frontend/lib/offline/offline-rules';
import type { PricingSettingsData as PricingSettings } from '#frontend/lib/pricing-settings';
import { useTeamSettings } from '#frontend/lib/team-settings';
import { useCreateQuote } from './api/create-quote';
import { type Quote, quoteQueryOptions } from './api/get-quote';
import { useUpdateQuote } from './api/update-quote';
import { builderFormErrors } from './builder-form-errors';
import { safeEstimate } from './builder-price';
import {
  type BuilderChecks,
  type BuilderValues,
  builderValuesFrom,
  checkBuilderWith,
  customerLabelOf,
  emptyBuilderValues,
  normalizedRequest,
  quoteSavePayload,
  rememberedChecks,
} from './builder-values';
import { queuedCustomerName, useOfflineSave } from './use-offline-save';

export interface BuilderFormValues extends BuilderValues {
  /** Save a saved quote with today's rates rather than the ones it was priced with. */
  reprice: boolean;
}

type SetErrorMap = (map: { onServer: FormErrors }) => void;

/**
 * Shows the server's refusal: field messages under their fields, any other as the banner's. It sits in the
 * form's `onServer` slot, which TanStack Form clears at the next change or save (its type expects a server
 * validator's result, hence the cast).
 */
const showRefusal = (formApi: { setErrorMap: unknown }, refusal: FormErrors) =>
  (formApi.setErrorMap as SetErrorMap)({ onServer: refusal });

type Save = (value: BuilderFormValues, formApi: { setErrorMap: unknown }) => Promise<void>;

const builderValidator =
  (checks: BuilderChecks) =>
  ({ value }: { value: BuilderFormValues }): FormErrors | undefined => {
    const { errors } = checkBuilderWith(checks, value);
    return Object.keys(errors).length > 0 ? builderFormErrors(errors) : undefined;
  };

const useBuilderForm = (
  defaultValues: BuilderFormValues,
  checks: BuilderChecks,
  save: Save,
  onInvalid: () => void,
) => {
  const onChange = useMemo(() => builderValidator(checks), [checks]);
  return useAppForm({
    defaultValues,
    // Checked as it changes (a save checks it too): a message follows the fix, whichever field made it. The
    // check runs in the task after the edit, once the new total is drawn: run inside the edit, spreading its
    // messages over the fields' state took about 6 of the 15 ms from a keystroke to the total (4× CPU).
    validators: { onChangeAsync: onChange, onChangeAsyncDebounceMs: 0 },
    onSubmitInvalid: onInvalid,
    onSubmit: ({ value, formApi }) => save(value, formApi),
  });
};

export type BuilderForm = ReturnType<typeof useBuilderForm>;

export interface QuoteBuilderProps {
  settings: PricingSettings;
  /** When the pricing settings were read from the server (ms): the builder says how fresh its prices are. */
  pricesUpdatedAt?: number | undefined;
  contractorId: string;
  /** The saved quote being edited; a new quote when absent. */
  quote?: Quote;
  /** A new quote started from a customer's page: for that customer, at their ZIP. */
  customer?:
    | {
        id: string;
        name: string;
        phone: string;
        address: string;
        city: string;
        state: string;
        zipCode: string;
      }
    | undefined;
}

export const useQuoteBuilder = ({
  settings,
  pricesUpdatedAt,
  contractorId,
  quote,
  customer,
}: QuoteBuilderProps) => {
  const t = useT();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const createQuote = useCreateQuote(contractorId);
  const updateQuote = useUpdateQuote(quote?.id ?? '', contractorId);
  const offline = useOfflineSave();
  const [stale, setStale] = useState(false);
  const formRef = useRef<HTMLDivElement>(null);
  const { catalog } = settings;
  // Shared by the price panel, which checks and prices each change as it draws the total, and the form's check.
  const checks = useMemo(() => rememberedChecks(catalog), [catalog]);
  const user = useCurrentUser().data;
  const role = user?.role ?? 'rep';
  const discountLimit = useTeamSettings(role === 'rep').data?.repDiscountLimitPercent;
  const [defaultValues] = useState<BuilderFormValues>(() => ({
    ...(quote
      ? builderValuesFrom(quote.request, quote)
      : {
          ...emptyBuilderValues(t.lang),
          ...(customer
            ? {
                homeownerId: customer.id,
                customerLabel: customerLabelOf(customer),
                zipCode: customer.zipCode,
                site: { street: customer.address, city: customer.city, state: customer.state },
              }
            : {}),
          // An owner's new quote is theirs to sell unless they pick someone else.
          ...(role === 'owner' && user ? { assignedTo: user.id } : {}),
        }),
    reprice: false,
  }));

  const save: Save = async (value, formApi) => {
    const { request } = checkBuilderWith(checks, value);
    if (!request) return;
    const payload = quoteSavePayload(value, request);
    // One key per save: kept on the device after a save that got no answer, the quote is still made once.
    const idempotencyKey = newIdempotencyKey();
    const keepOnDevice = () =>
      offline.keep({
        idempotencyKey,
        request: payload,
        localTotal: safeEstimate(request, settings)?.totalCost ?? 0,
        customerName: queuedCustomerName(value),
      });
    if (!quote && !navigator.onLine) return keepOnDevice();
    try {
      const saved = quote
        ? await updateQuote.mutateAsync({
            ...payload,
            version: quote.version,
            repriceWithCurrentRates: value.reprice,
          })
        : await createQuote.mutateAsync({ input: payload, idempotencyKey });
      toast({ title: t('quote.builder.saved', { number: saved.number }) });
      void navigate({ to: '/contractor/quote/$id/view', params: { id: saved.id } });
    } catch (error) {
      if (!quote && isNetworkFailure(error)) return keepOnDevice();
      if (error instanceof ApiError && error.code === 'STALE_VERSION') return setStale(true);
      const refusal = serverErrors(error);
      if (Object.keys(refusal.fields).length > 0)
        return showRefusal(formApi, builderFormErrors(refusal.fields));
      showRefusal(formApi, refusal);
      toast({
        title: t('quote.builder.saveFailed'),
        description: t.localize(refusal.form ?? ''),
        variant: 'destructive',
      });
    }
  };

  // The messages show once the form has drawn them; the first field with one takes the focus.
  const focusFirstInvalid = () =>
    setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);

  const form = useBuilderForm(defaultValues, checks, save, focusFirstInvalid);

  // A saved quote keeps the rates it was priced with; the API does not share them, so when today's rates
  // price the saved fence differently the builder says so and lets the contractor choose.
  const savedRequest = useMemo(() => (quote ? normalizedRequest(quote.request) : undefined), [quote]);
  const ratesChanged = useMemo(
    () =>
      quote !== undefined &&
      savedRequest !== undefined &&
      safeEstimate(savedRequest, settings)?.totalCost !== quote.estimate.totalCost,
    [quote, savedRequest, settings],
  );

  // The fresh quote replaces the cached one; its page then opens the builder on it anew (keyed by version).
  const reload = async () => {
    if (!quote) return;
    try {
      await queryClient.fetchQuery({ ...quoteQueryOptions(quote.id), staleTime: 0 });
    } catch (error) {
      showRefusal(form, serverErrors(error));
    }
  };

  const title = quote ? t('quote.builder.editTitle', { number: quote.number }) : t('nav.newQuote');
  return {
    form,
    formRef,
    title,
    quote,
    settings,
    /** The fence's and the customer's checks, each remembering its last answer. */
    checks,
    pricesUpdatedAt,
    offline,
    stale,
    reload,
    ratesChanged,
    savedRequest,
    role,
    /** A rep's discount limit in percent (undefined for owners, or until it is read). */
    discountLimit,
  };
};

export type QuoteBuilderState = ReturnType<typeof useQuoteBuilder>;
