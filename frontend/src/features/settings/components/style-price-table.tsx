// A catalog style's prices at each of its heights (panel, post, 3/4/5 ft gates) as a compact table. A
// height whose boxes are all empty is left unpriced, and says so.
import { MoneyField } from '#frontend/components/fields/amount-field';
import { useFieldContext } from '#frontend/components/form/app-form';
import { useFieldError } from '#frontend/components/form/use-field-error';
import type { TranslationKey } from '#frontend/i18n/language';
import { useT } from '#frontend/i18n/use-t';
import {
  emptyHeightPrices,
  heightKey,
  isBlank,
  pricedHeights,
  type StylePriceColumn,
  type StyleValues,
  stylePriceColumns,
} from '../catalog-form-values';
import type { SettingsForm } from '../use-settings-form';

export const columnKey: Record<StylePriceColumn, TranslationKey> = {
  panel: 'settings.styles.col.panel',
  post: 'settings.styles.col.post',
  gate3: 'settings.styles.col.gate3',
  gate4: 'settings.styles.col.gate4',
  gate5: 'settings.styles.col.gate5',
};

/**
 * One price box, bound to the field around it. A height typed just now has no prices yet: its first
 * price starts the whole row (`startRow`), the other boxes empty.
 */
const PriceBox = ({
  label,
  testId,
  startRow,
}: {
  label: string;
  testId: string;
  startRow: ((price: string) => void) | undefined;
}) => {
  const field = useFieldContext<string | undefined>();
  return (
    <MoneyField
      compact
      label={label}
      labelClassName="sr-only"
      name={field.name}
      value={field.state.value ?? ''}
      onValueChange={(price) => (startRow ? startRow(price) : field.handleChange(price))}
      onBlur={field.handleBlur}
      error={useFieldError()}
      data-testid={testId}
    />
  );
};

export const StylePriceTable = ({
  form,
  style,
  index,
}: {
  form: SettingsForm;
  style: StyleValues;
  index: number;
}) => {
  const t = useT();
  const heights = pricedHeights(style.heights);
  if (heights.length === 0) return <p className="text-sm text-slate-600">{t('settings.styles.noHeights')}</p>;
  return (
    <div className="-mx-1 overflow-x-auto px-1 pb-1">
      <table className="w-full min-w-[32rem] border-separate border-spacing-x-1.5 border-spacing-y-1 text-sm">
        <caption className="mb-1 text-left text-sm font-medium text-slate-800">
          {t('settings.styles.prices')}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 bg-white text-left text-xs font-semibold text-slate-600"
            >
              {t('form.height')}
            </th>
            {stylePriceColumns.map((column) => (
              <th key={column} scope="col" className="text-left text-xs font-semibold text-slate-600">
                {t(columnKey[column])}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {heights.map((height) => {
            const key = heightKey(height);
            const prices = style.prices[key];
            const rowName = `catalog.styles[${index}].prices.${key}` as const;
            const startRow = prices
              ? undefined
              : (column: StylePriceColumn) => (price: string) =>
                  form.setFieldValue(rowName, { ...emptyHeightPrices(), [column]: price });
            return (
              <tr key={key}>
                <th scope="row" className="sticky left-0 z-10 bg-white pr-1 text-left align-top font-medium">
                  <span className="block pt-2.5 whitespace-nowrap text-slate-900">
                    {t('form.heightFt', { height })}
                  </span>
                  {isBlank(prices) ? (
                    <span className="block text-xs font-normal text-amber-700">
                      {t('settings.styles.notPriced')}
                    </span>
                  ) : null}
                </th>
                {stylePriceColumns.map((column) => (
                  <td key={column} className="min-w-[5.5rem] align-top">
                    <form.AppField name={`${rowName}.${column}`}>
                      {() => (
                        <PriceBox
                          label={t('settings.styles.priceLabel', { column: t(columnKey[column]), height })}
                          testId={`style-${index}-price-${key}-${column}`}
                          startRow={startRow?.(column)}
                        />
                      )}
                    </form.AppField>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
};
