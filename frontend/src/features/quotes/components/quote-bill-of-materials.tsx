// What to order for a saved quote (screen only): the takeoff's counts — run and fence feet, sections,
// posts, gates and leaves — and every item with its quantity.
import { formatQuantity, lineLabel } from '#frontend/components/estimate/estimate-breakdown';
import { useT } from '#frontend/i18n/use-t';
import type { Quote } from '../api/get-quote';

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
    <section
      aria-labelledby="view-bom"
      className="rounded-2xl border border-slate-200 bg-white p-5 print:hidden"
    >
      <h2 id="view-bom" className="text-lg font-semibold text-slate-900">
        {t('quote.bom.title')}
      </h2>
      <p className="mt-0.5 mb-3 text-sm text-slate-600">{t('quote.bom.hint')}</p>
      <dl className="mb-4 grid grid-cols-2 gap-2 sm:grid-cols-3">
        {counts.map((count) => (
          <div key={count.label} className="rounded-lg bg-slate-50 px-3 py-2">
            <dt className="text-xs text-slate-500">{count.label}</dt>
            <dd className="text-base font-semibold text-slate-900 tabular-nums">{count.value}</dd>
          </div>
        ))}
      </dl>
      <table className="w-full text-sm" data-testid="bill-of-materials">
        <thead>
          <tr className="border-b border-slate-200 text-left text-xs text-slate-500">
            <th scope="col" className="py-2 font-medium">
              {t('quote.bom.item')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('form.quantity')}
            </th>
          </tr>
        </thead>
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
    </section>
  );
};
