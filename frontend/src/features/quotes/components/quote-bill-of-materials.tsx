// What to order for a saved quote (screen only): the takeoff's counts — run and fence feet, sections,
// posts, gates and leaves — and every item with its quantity.
import { formatQuantity, lineLabel } from '#frontend/components/estimate/estimate-breakdown';
import { FactTiles } from '#frontend/components/ui/fact-tiles';
import { FiguresTableHead } from '#frontend/components/ui/figures-table-head';
import { useT } from '#frontend/i18n/use-t';
import type { Quote } from '../api/get-quote';
import { QuoteSection } from './quote-section';

export const QuoteBillOfMaterials = ({ takeoff }: { takeoff: Quote['estimate']['takeoff'] }) => {
  const t = useT();
  const counts = [
    { label: t('quote.bom.runFeet'), value: formatQuantity(t, takeoff.runFeet, 'ft') },
    { label: t('quote.bom.fenceFeet'), value: formatQuantity(t, takeoff.fenceFeet, 'ft') },
    { label: t('quote.bom.sections'), value: String(takeoff.sections) },
    { label: t('estimate.line.posts'), value: String(takeoff.posts) },
    { label: t('quote.size.gates'), value: String(takeoff.gates) },
    { label: t('quote.bom.gateLeaves'), value: String(takeoff.gateLeaves) },
  ];
  return (
    <QuoteSection headingId="view-bom" title={t('quote.bom.title')} card className="print:hidden">
      <p className="mt-0.5 mb-3 text-sm text-slate-600">{t('quote.bom.hint')}</p>
      <FactTiles facts={counts} className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-3" />
      <table className="w-full text-sm" data-testid="bill-of-materials">
        <FiguresTableHead headings={[t('quote.bom.item'), t('form.quantity')]} padding="py-2" />
        <tbody className="divide-y divide-slate-100">
          {takeoff.items.map((item) => (
            <tr key={item.key}>
              <td className="py-2 pr-3 text-slate-900">{lineLabel(t, item)}</td>
              <td className="py-2 text-right text-slate-900 tabular-nums">
                {formatQuantity(t, item.quantity, item.unit)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </QuoteSection>
  );
};
