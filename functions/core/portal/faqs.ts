// A contractor's questions and answers for their public page (GET/POST /api/faqs, PATCH/DELETE …/{id}), in
// English and Spanish (the Spanish page shows the English where the Spanish is empty): added at the end,
// changed, moved, removed — each change one transaction with the places it moves. At most 40.
import type { Faq } from '#domain/contract/portal';
import { type FaqChange, type FaqInput, maxFaqs } from '#domain/schemas/portal';
import { DomainError } from '#functions/core/errors';
import { createFaq, type FaqItem, listFaqs, saveFaqs } from '#functions/store/portal';
import { newId } from '../tokens';
import { placementsAfterMove, placementsAfterRemoval } from './ordered-list';

export const presentFaq = (item: FaqItem, order: number): Faq => ({
  id: item.faqId,
  question: { en: item.question.en, es: item.question.es ?? '' },
  answer: { en: item.answer.en, es: item.answer.es ?? '' },
  order,
});

const entriesOf = (items: readonly FaqItem[]) =>
  items.map((item) => ({ id: item.faqId, position: item.position }));

export const faqsOf = async (contractorId: string): Promise<{ faqs: Faq[] }> => ({
  faqs: (await listFaqs(contractorId)).map(presentFaq),
});

const notFound = () => new DomainError('NOT_FOUND', 'faq.notFound');

export const addFaq = async (contractorId: string, input: FaqInput): Promise<Faq> => {
  const existing = await listFaqs(contractorId);
  if (existing.length >= maxFaqs) throw new DomainError('LIST_FULL', 'faq.listFull');
  const item = {
    contractorId,
    faqId: newId('faq'),
    ...input,
    position: (existing.at(-1)?.position ?? -1) + 1,
  };
  await createFaq(item);
  return presentFaq({ ...item, createdAt: new Date().toISOString() }, existing.length);
};

export const changeFaq = async (
  contractorId: string,
  faqId: string,
  change: FaqChange,
): Promise<{ faqs: Faq[] }> => {
  const existing = await listFaqs(contractorId);
  if (!existing.some((item) => item.faqId === faqId)) throw notFound();
  const { order, ...changes } = change;
  const placements = order === undefined ? [] : placementsAfterMove(entriesOf(existing), faqId, order);
  const own = placements.find((placement) => placement.id === faqId);
  const others = placements.filter((placement) => placement.id !== faqId);
  const saved = await saveFaqs(
    contractorId,
    { faqId, changes: { ...changes, ...(own ? { position: own.position } : {}) } },
    others,
  );
  if (!saved) throw notFound();
  return faqsOf(contractorId);
};

export const removeFaq = async (contractorId: string, faqId: string): Promise<{ faqs: Faq[] }> => {
  const existing = await listFaqs(contractorId);
  if (!existing.some((item) => item.faqId === faqId)) throw notFound();
  await saveFaqs(contractorId, { remove: faqId }, placementsAfterRemoval(entriesOf(existing), faqId));
  return faqsOf(contractorId);
};
