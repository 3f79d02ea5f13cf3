// The quote list's search box: it filters the loaded rows by quote number or customer name, ignoring
// case, accents and a leading "#" or "Quote #", so "12", "#12" and "maria" all find what people expect.

const fold = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();

export const matchesQuoteSearch = (
  quote: { number: number; customerName: string },
  search: string,
): boolean => {
  const wanted = fold(search);
  if (wanted === '') return true;
  const asNumber = wanted.replace(/^(quote|cotizacion)?\s*(#|no\.?|n\.?º?)?\s*/, '');
  if (/^\d+$/.test(asNumber)) {
    if (String(quote.number).startsWith(asNumber)) return true;
  }
  return fold(quote.customerName).includes(wanted);
};
