// The contractor's quote view's state: the quote its route loaded, the signed-in business and member's role
// (what holds the quote back from being sent: discount-rules.ts), and Duplicate (a new quote from the same
// fence and customer, which then opens).
import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { useCurrentUser } from '#frontend/lib/current-user';
import { useCreateQuote } from './api/create-quote';
import { quoteQueryOptions } from './api/get-quote';
import { useReviseQuote } from './api/revise-quote';
import { sendingBlockOf } from './discount-rules';

export const useQuoteView = (id: string) => {
  const t = useT();
  const navigate = useNavigate();
  const { data: quote } = useSuspenseQuery(quoteQueryOptions(id));
  const user = useCurrentUser().data;
  const contractor = user?.contractor;
  const role = user?.role ?? 'rep';
  const contractorId = contractor?.id ?? '';
  const duplicate = useCreateQuote(contractorId);

  const onDuplicate = () =>
    duplicate.mutate(
      {
        input: {
          request: quote.request,
          // A quote made before quotes were linked to customers has none: the server then asks for one.
          ...(quote.homeownerId ? { homeownerId: quote.homeownerId } : {}),
          jobTitle: quote.jobTitle,
          language: quote.language,
        },
      },
      {
        onSuccess: (copy) => {
          toast({ title: t('quote.view.duplicated', { number: copy.number, original: quote.number }) });
          void navigate({ to: '/contractor/quote/$id/view', params: { id: copy.id } });
        },
        onError: (error) =>
          toast({
            title: t('quote.view.duplicateFailed'),
            description: t.localize(error.message),
            variant: 'destructive',
          }),
      },
    );

  const revise = useReviseQuote(quote.id, contractorId);
  const onRevise = () =>
    revise.mutate(undefined, {
      onSuccess: (revised) => {
        toast({ title: t('quote.view.revised', { number: revised.number }) });
        void navigate({ to: '/quote/$id/edit', params: { id: revised.id } });
      },
      onError: (error) =>
        toast({
          title: t('quote.view.reviseFailed'),
          description: t.localize(error.message),
          variant: 'destructive',
        }),
    });

  return {
    quote,
    contractorId,
    businessName: contractor?.businessName ?? '',
    isOwner: role === 'owner',
    /** Why the quote cannot be texted or marked sent now, or null. */
    sendingBlock: sendingBlockOf(quote.discount, role),
    title: t('quote.number', { number: quote.number }),
    duplicating: duplicate.isPending,
    onDuplicate,
    revising: revise.isPending,
    onRevise,
  };
};

export type QuoteViewState = ReturnType<typeof useQuoteView>;
