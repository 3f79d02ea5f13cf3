// The contractors of a lead routing rule, chosen by business name: the ones chosen, as an ordered list (the
// order turns go round) with buttons to move each up or down or remove it, and under it a search for
// businesses (./contractor-search.tsx), each found one with "Add". This control sits inside the form's
// `contractorIds` field: the rule's messages (none chosen, an id the API no longer knows) show under the list.
// At most `maxRuleContractors`, as the API takes. A chosen business stays in the results, marked as chosen;
// its button keeps the focus (aria-disabled, not disabled) so adding several in a row never loses it. After a
// move the focus stays on the moved row, after a removal it goes to the row that took its place (or the
// search box once none is left), and a status line says what happened.
import { ArrowDown, ArrowUp, Check, type LucideIcon, Plus, Trash2 } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { maxRuleContractors } from '#domain/schemas/lead-rule';
import { FieldNotes } from '#frontend/components/fields/field-frame';
import { useFieldContext } from '#frontend/components/form/app-form';
import { useFieldError } from '#frontend/components/form/use-field-error';
import { Button } from '#frontend/components/ui/button';
import { type TFunction, useT } from '#frontend/i18n/use-t';
import type { AdminContractor } from '../api/contractors';
import type { RuleContractor } from '../lead-rule-values';
import { BusinessName, ContractorSearch } from './contractor-search';

type RowButtonKind = 'up' | 'down' | 'remove';

/** Where the focus goes once the list is drawn again: a row's first enabled button of those named. */
type FocusTarget = { id: string; buttons: RowButtonKind[] } | 'search';

/** How a chosen contractor is named to people (buttons, announcements). */
const nameOf = (contractor: RuleContractor, t: TFunction) =>
  contractor.businessName ?? `${t('leadRouting.unknownContractor')} ${contractor.id}`;

/** The chosen list as a field value, what changes it, and where the focus goes after each change. */
const useChosenContractors = () => {
  const t = useT();
  const field = useFieldContext<RuleContractor[]>();
  const chosen = field.state.value;
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLFieldSetElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  /** Once the changed list is drawn (the next frame), focuses the target. */
  const focusAfterDraw = (target: FocusTarget) =>
    requestAnimationFrame(() => {
      if (target === 'search') {
        searchRef.current?.focus();
        return;
      }
      const row = listRef.current?.querySelector(`[data-row="${CSS.escape(target.id)}"]`);
      const button = target.buttons
        .map((name) => row?.querySelector<HTMLButtonElement>(`[data-button="${name}"]`))
        .find((element) => element && !element.disabled);
      button?.focus();
    });

  const place = (contractor: RuleContractor, list: RuleContractor[]) => ({
    business: nameOf(contractor, t),
    position: String(list.indexOf(contractor) + 1),
    count: String(list.length),
  });
  const add = (contractor: AdminContractor) => {
    if (chosen.length >= maxRuleContractors || chosen.some(({ id }) => id === contractor.id)) return;
    const { id, businessName, ownerEmail } = contractor;
    const added = { id, businessName, ownerEmail };
    const list = [...chosen, added];
    field.handleChange(list);
    setAnnouncement(t('leadRouting.contractorAdded', place(added, list)));
  };
  const move = (index: number, to: number) => {
    const moved = chosen[index];
    if (!moved || to < 0 || to >= chosen.length) return;
    const list = chosen.filter((_, at) => at !== index);
    list.splice(to, 0, moved);
    field.handleChange(list);
    focusAfterDraw({ id: moved.id, buttons: to < index ? ['up', 'down'] : ['down', 'up'] });
    setAnnouncement(t('leadRouting.contractorMoved', place(moved, list)));
  };
  const remove = (index: number) => {
    const removed = chosen[index];
    if (!removed) return;
    const next = chosen[index + 1] ?? chosen[index - 1];
    field.handleChange(chosen.filter((_, at) => at !== index));
    focusAfterDraw(next ? { id: next.id, buttons: ['remove'] } : 'search');
    setAnnouncement(t('leadRouting.contractorRemoved', { business: nameOf(removed, t) }));
  };
  return { chosen, announcement, listRef, searchRef, add, move, remove };
};

/** One of a chosen row's buttons: an icon, named for people by `label` and for the focus by `kind`. */
const RowButton = ({
  kind,
  Icon,
  label,
  disabled = false,
  onClick,
}: {
  kind: RowButtonKind;
  Icon: LucideIcon;
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) => (
  <Button
    variant="ghost"
    size="sm"
    className={kind === 'remove' ? 'text-red-700 hover:bg-red-50' : ''}
    aria-label={label}
    disabled={disabled}
    onClick={onClick}
    data-button={kind}
  >
    <Icon aria-hidden="true" className="size-4" />
  </Button>
);

interface ChosenRowProps {
  contractor: RuleContractor;
  index: number;
  count: number;
  onMove: (index: number, to: number) => void;
  onRemove: (index: number) => void;
}

const ChosenRow = ({ contractor, index, count, onMove, onRemove }: ChosenRowProps) => {
  const t = useT();
  const business = nameOf(contractor, t);
  return (
    <li
      className="flex items-center gap-2 rounded-lg border border-slate-200 bg-white p-2 text-sm"
      data-row={contractor.id}
      data-testid="lead-rule-chosen"
    >
      <span aria-hidden="true" className="w-6 shrink-0 text-right text-slate-500 tabular-nums">
        {index + 1}.
      </span>
      <span className="min-w-0 flex-1">
        <BusinessName
          name={contractor.businessName ?? t('leadRouting.unknownContractor')}
          detail={
            contractor.businessName === null ? (
              <code className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-700">{contractor.id}</code>
            ) : (
              contractor.ownerEmail
            )
          }
        />
      </span>
      <RowButton
        kind="up"
        Icon={ArrowUp}
        label={t('leadRouting.moveUp', { business })}
        disabled={index === 0}
        onClick={() => onMove(index, index - 1)}
      />
      <RowButton
        kind="down"
        Icon={ArrowDown}
        label={t('leadRouting.moveDown', { business })}
        disabled={index === count - 1}
        onClick={() => onMove(index, index + 1)}
      />
      <RowButton
        kind="remove"
        Icon={Trash2}
        label={t('form.remove', { name: business })}
        onClick={() => onRemove(index)}
      />
    </li>
  );
};

/** A business the search found: "Add", or marked as chosen (or not addable once the rule is full). */
const FoundRow = ({
  contractor,
  chosen,
  full,
  onAdd,
}: {
  contractor: AdminContractor;
  chosen: boolean;
  full: boolean;
  onAdd: () => void;
}) => {
  const t = useT();
  const business = contractor.businessName;
  return (
    <li
      className="flex items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white p-2.5 text-sm"
      data-testid="lead-rule-found"
      data-id={contractor.id}
    >
      <BusinessName name={business} detail={contractor.ownerEmail} />
      {chosen ? (
        <Button
          variant="ghost"
          size="sm"
          aria-disabled="true"
          aria-label={t('leadRouting.alreadyChosen', { business })}
          className="shrink-0 cursor-default text-emerald-800 hover:bg-transparent"
        >
          <Check aria-hidden="true" className="size-4" />
          {t('leadRouting.chosenMark')}
        </Button>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          disabled={full}
          aria-label={t('leadRouting.addContractor', { business })}
          onClick={onAdd}
          className="shrink-0"
        >
          <Plus aria-hidden="true" className="size-4" />
          {t('leadRouting.addShort')}
        </Button>
      )}
    </li>
  );
};

export const LeadRuleContractors = () => {
  const t = useT();
  const id = useId();
  const error = useFieldError();
  const { chosen, announcement, listRef, searchRef, add, move, remove } = useChosenContractors();
  const full = chosen.length >= maxRuleContractors;
  const max = String(maxRuleContractors);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="space-y-3">
      <fieldset
        ref={listRef}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        data-testid="lead-rule-contractors"
      >
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('leadRouting.chosenLegend')}</legend>
        <p id={hintId} className="mb-2 text-xs text-slate-500">
          {t('leadRouting.chosenHint', { max })}
        </p>
        {chosen.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-3 text-sm text-slate-600">
            {t('leadRouting.noneChosen')}
          </p>
        ) : (
          <ol className="space-y-1">
            {chosen.map((contractor, index) => (
              <ChosenRow
                key={contractor.id}
                contractor={contractor}
                index={index}
                count={chosen.length}
                onMove={move}
                onRemove={remove}
              />
            ))}
          </ol>
        )}
        <FieldNotes error={error} hintId={hintId} errorId={errorId} />
        <p role="status" className="sr-only" data-testid="lead-rule-contractors-status">
          {announcement}
        </p>
      </fieldset>
      <ContractorSearch testId="lead-rule-contractor-search" inputRef={searchRef}>
        {({ contractors, note }) => (
          <>
            <p
              role="status"
              className="text-sm text-slate-700 empty:hidden"
              data-testid="lead-rule-contractors-full"
            >
              {full ? t('leadRouting.contractorLimit', { max }) : null}
            </p>
            {note}
            <ul aria-label={t('search.results')} className="max-h-56 space-y-1 overflow-y-auto">
              {contractors.map((contractor) => (
                <FoundRow
                  key={contractor.id}
                  contractor={contractor}
                  chosen={chosen.some((item) => item.id === contractor.id)}
                  full={full}
                  onAdd={() => add(contractor)}
                />
              ))}
            </ul>
          </>
        )}
      </ContractorSearch>
    </div>
  );
};
