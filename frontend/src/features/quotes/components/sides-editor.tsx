// The fence as sides A, B, C… (as the diagram labels them): length, gates with widths and optional
// positions, whether a side shares its first post with the previous one, order, and the closed-loop toggle.
// The sides and each side's gates are array fields of the builder's form.
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { maxGatesPerSide, maxSides } from '#domain/pricing/schemas';
import { useT } from '#frontend/i18n/use-t';
import { newGate, newSide } from '../builder-values';
import type { BuilderForm } from '../use-quote-builder';
import { AddRowButton, IconButton } from './list-buttons';
import { ListMessage } from './list-message';

/** A, B, … Z, AA, AB, …: the names the diagram gives the sides. */
export const sideName = (index: number): string =>
  (index >= 26 ? sideName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

/** Feet as typed: a decimal keypad, and no suggestions from earlier forms. */
const feetBox = { inputMode: 'decimal', autoComplete: 'off' } as const;

const GateRows = ({ form, side, name }: { form: BuilderForm; side: number; name: string }) => {
  const t = useT();
  return (
    <form.Field name={`sides[${side}].gates`} mode="array">
      {(gates) => (
        <>
          {gates.state.value.length > 0 ? (
            <ul className="space-y-2">
              {gates.state.value.map((gate, index) => (
                <li
                  key={gate.key}
                  className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 rounded-lg bg-white p-2"
                  data-testid={`side-${side}-gate-${index}`}
                >
                  <form.AppField name={`sides[${side}].gates[${index}].widthFt`}>
                    {(field) => (
                      <field.TextField label={t('quote.gate.width', { number: index + 1 })} {...feetBox} />
                    )}
                  </form.AppField>
                  <form.AppField name={`sides[${side}].gates[${index}].offsetFt`}>
                    {(field) => (
                      <field.TextField
                        label={t('quote.gate.offset')}
                        placeholder={t('quote.gate.offsetPlaceholder')}
                        {...feetBox}
                      />
                    )}
                  </form.AppField>
                  <IconButton
                    Icon={Trash2}
                    label={t('quote.gate.remove', { number: index + 1, name })}
                    onClick={() => gates.removeValue(index)}
                    className="mt-6 hover:text-red-700"
                  />
                </li>
              ))}
            </ul>
          ) : null}
          <ListMessage field={gates} />
          <AddRowButton
            rows={gates}
            max={maxGatesPerSide}
            newRow={newGate}
            label={t('quote.gate.add', { name })}
            variant="ghost"
            size="sm"
            className="h-11"
            testId={`side-${side}-add-gate`}
          />
        </>
      )}
    </form.Field>
  );
};

interface SideRowProps {
  form: BuilderForm;
  index: number;
  count: number;
  onMove: (from: number, to: number) => void;
  onRemove: (index: number) => void;
}

const SideRow = ({ form, index, count, onMove, onRemove }: SideRowProps) => {
  const t = useT();
  const name = sideName(index);
  return (
    <li
      className="rounded-xl border border-slate-200 bg-slate-50/60 p-3"
      data-testid={`side-${index}`}
      aria-label={t('quote.side.name', { name })}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">{t('quote.side.name', { name })}</h3>
        <div className="flex items-center">
          <IconButton
            Icon={ArrowUp}
            label={t('quote.side.moveUp', { name })}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
          />
          <IconButton
            Icon={ArrowDown}
            label={t('quote.side.moveDown', { name })}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
          />
          <IconButton
            Icon={Trash2}
            label={t('quote.side.remove', { name })}
            disabled={count === 1}
            onClick={() => onRemove(index)}
            className="hover:text-red-700"
          />
        </div>
      </div>
      <div className="mt-2 space-y-3">
        <form.AppField name={`sides[${index}].lengthFt`}>
          {(field) => (
            <field.TextField
              label={t('quote.side.length', { name })}
              {...feetBox}
              data-testid={`side-${index}-length`}
            />
          )}
        </form.AppField>
        {index > 0 ? (
          <form.AppField name={`sides[${index}].connectedToPrevious`}>
            {(field) => (
              <field.CheckboxField label={t('quote.side.connected')} hint={t('quote.side.connectedHint')} />
            )}
          </form.AppField>
        ) : null}
        <GateRows form={form} side={index} name={name} />
      </div>
    </li>
  );
};

export const SidesEditor = ({ form }: { form: BuilderForm }) => {
  const t = useT();
  return (
    <div className="space-y-3">
      <form.Field name="sides" mode="array">
        {(sides) => (
          <>
            <ol className="space-y-3">
              {sides.state.value.map((side, index) => (
                <SideRow
                  key={side.key}
                  form={form}
                  index={index}
                  count={sides.state.value.length}
                  onMove={sides.moveValue}
                  onRemove={sides.removeValue}
                />
              ))}
            </ol>
            <ListMessage field={sides} />
            <AddRowButton
              rows={sides}
              max={maxSides}
              newRow={newSide}
              label={t('quote.side.add')}
              variant="secondary"
              size="lg"
              className="w-full"
              testId="add-side"
            />
          </>
        )}
      </form.Field>
      <form.AppField name="closed">
        {(field) => (
          <field.CheckboxField
            label={t('quote.side.closed')}
            hint={t('quote.side.closedHint')}
            data-testid="closed-loop"
          />
        )}
      </form.AppField>
    </div>
  );
};
