// The fence as sides A, B, C… (as the diagram labels them): length, gates with widths and optional
// positions, whether a side shares its first post with the previous one, order, and the closed-loop toggle.
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { maxGatesPerSide, maxSides } from '#domain/pricing/schemas';
import { Button } from '#frontend/components/ui/button';
import { TextField } from '#frontend/components/ui/text-field';
import { useT } from '#frontend/i18n/use-t';
import { type GateValues, moveRow, newGate, newSide, type SideValues } from '../builder-values';
import { CheckboxField } from './form-controls';

/** A, B, … Z, AA, AB, …: the names the diagram gives the sides. */
export const sideName = (index: number): string =>
  (index >= 26 ? sideName(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

export interface FieldHelpers {
  /** The message to show at a dotted path, if any. */
  errorAt: (path: string) => string | undefined;
  /** Marks a field as visited, so its message may show. */
  touch: (path: string) => void;
}

interface SidesEditorProps extends FieldHelpers {
  sides: SideValues[];
  closed: boolean;
  onSidesChange: (sides: SideValues[]) => void;
  onClosedChange: (closed: boolean) => void;
}

const iconButton =
  'inline-flex size-11 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-30';

export const SidesEditor = ({
  sides,
  closed,
  onSidesChange,
  onClosedChange,
  errorAt,
  touch,
}: SidesEditorProps) => {
  const t = useT();
  const updateSide = (index: number, patch: Partial<SideValues>) =>
    onSidesChange(sides.map((side, at) => (at === index ? { ...side, ...patch } : side)));
  const updateGate = (sideIndex: number, gateIndex: number, patch: Partial<GateValues>) => {
    const side = sides[sideIndex];
    if (!side) return;
    updateSide(sideIndex, {
      gates: side.gates.map((gate, at) => (at === gateIndex ? { ...gate, ...patch } : gate)),
    });
  };

  return (
    <div className="space-y-3">
      <ol className="space-y-3">
        {sides.map((side, index) => {
          const name = sideName(index);
          const base = `sides.${index}`;
          return (
            <li
              key={side.key}
              className="rounded-xl border border-slate-200 bg-slate-50/60 p-3"
              data-testid={`side-${index}`}
              aria-label={t('quote.side.name', { name })}
            >
              <div className="flex items-center justify-between gap-2">
                <h3 className="text-sm font-semibold text-slate-900">{t('quote.side.name', { name })}</h3>
                <div className="flex items-center">
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('quote.side.moveUp', { name })}
                    disabled={index === 0}
                    onClick={() => onSidesChange(moveRow(sides, index, -1))}
                  >
                    <ArrowUp aria-hidden="true" className="size-5" />
                  </button>
                  <button
                    type="button"
                    className={iconButton}
                    aria-label={t('quote.side.moveDown', { name })}
                    disabled={index === sides.length - 1}
                    onClick={() => onSidesChange(moveRow(sides, index, 1))}
                  >
                    <ArrowDown aria-hidden="true" className="size-5" />
                  </button>
                  <button
                    type="button"
                    className={`${iconButton} hover:text-red-700`}
                    aria-label={t('quote.side.remove', { name })}
                    disabled={sides.length === 1}
                    onClick={() => onSidesChange(sides.filter((_, at) => at !== index))}
                  >
                    <Trash2 aria-hidden="true" className="size-5" />
                  </button>
                </div>
              </div>
              <div className="mt-2 space-y-3">
                <TextField
                  label={t('quote.side.length', { name })}
                  inputMode="decimal"
                  autoComplete="off"
                  value={side.lengthFt}
                  onChange={(event) => updateSide(index, { lengthFt: event.target.value })}
                  onBlur={() => touch(`${base}.lengthFt`)}
                  error={errorAt(`${base}.lengthFt`)}
                  data-testid={`side-${index}-length`}
                />
                {index > 0 ? (
                  <CheckboxField
                    label={t('quote.side.connected')}
                    hint={t('quote.side.connectedHint')}
                    checked={side.connectedToPrevious}
                    onChange={(connectedToPrevious) => updateSide(index, { connectedToPrevious })}
                  />
                ) : null}
                {side.gates.length > 0 ? (
                  <ul className="space-y-2">
                    {side.gates.map((gate, gateIndex) => {
                      const gatePath = `${base}.gates.${gateIndex}`;
                      return (
                        <li
                          key={gate.key}
                          className="grid grid-cols-[1fr_1fr_auto] items-start gap-2 rounded-lg bg-white p-2"
                          data-testid={`side-${index}-gate-${gateIndex}`}
                        >
                          <TextField
                            label={t('quote.gate.width', { number: gateIndex + 1 })}
                            inputMode="decimal"
                            autoComplete="off"
                            value={gate.widthFt}
                            onChange={(event) =>
                              updateGate(index, gateIndex, { widthFt: event.target.value })
                            }
                            onBlur={() => touch(`${gatePath}.widthFt`)}
                            error={errorAt(`${gatePath}.widthFt`)}
                          />
                          <TextField
                            label={t('quote.gate.offset')}
                            inputMode="decimal"
                            autoComplete="off"
                            placeholder={t('quote.gate.offsetPlaceholder')}
                            value={gate.offsetFt}
                            onChange={(event) =>
                              updateGate(index, gateIndex, { offsetFt: event.target.value })
                            }
                            onBlur={() => touch(`${gatePath}.offsetFt`)}
                            error={errorAt(`${gatePath}.offsetFt`)}
                          />
                          <button
                            type="button"
                            className={`${iconButton} mt-6 hover:text-red-700`}
                            aria-label={t('quote.gate.remove', { number: gateIndex + 1, name })}
                            onClick={() =>
                              updateSide(index, { gates: side.gates.filter((_, at) => at !== gateIndex) })
                            }
                          >
                            <Trash2 aria-hidden="true" className="size-5" />
                          </button>
                        </li>
                      );
                    })}
                  </ul>
                ) : null}
                {errorAt(`${base}.gates`) ? (
                  <p className="text-sm text-red-600">{errorAt(`${base}.gates`)}</p>
                ) : null}
                <Button
                  variant="ghost"
                  size="sm"
                  className="h-11"
                  disabled={side.gates.length >= maxGatesPerSide}
                  onClick={() => {
                    updateSide(index, { gates: [...side.gates, newGate()] });
                    touch(`${base}.gates`);
                  }}
                  data-testid={`side-${index}-add-gate`}
                >
                  <Plus aria-hidden="true" className="size-4" />
                  {t('quote.gate.add', { name })}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {errorAt('sides') ? <p className="text-sm text-red-600">{errorAt('sides')}</p> : null}
      <Button
        variant="secondary"
        size="lg"
        className="w-full"
        disabled={sides.length >= maxSides}
        onClick={() => onSidesChange([...sides, newSide()])}
        data-testid="add-side"
      >
        <Plus aria-hidden="true" className="size-5" />
        {t('quote.side.add')}
      </Button>
      <CheckboxField
        label={t('quote.side.closed')}
        hint={t('quote.side.closedHint')}
        checked={closed}
        onChange={(value) => {
          onClosedChange(value);
          touch('closed');
        }}
        error={errorAt('closed')}
        testId="closed-loop"
      />
    </div>
  );
};
