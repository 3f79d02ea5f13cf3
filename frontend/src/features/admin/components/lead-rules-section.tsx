// "Lead routing": the rules that share homeowners' leads, in the order they are tried — each with its name,
// on or off, priority, how it shares, its ZIPs and its contractors (business name and id) — with Edit,
// Switch on/off and Delete, and "Add rule". The rules load with the page but fail on their own.
import { useSuspenseQuery } from '@tanstack/react-query';
import { Pencil, Plus, Power, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { DialogActions } from '#frontend/components/ui/dialog-actions';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { QueryBoundary } from '#frontend/components/ui/query-boundary';
import { RegionLoadFailed } from '#frontend/components/ui/region-load-failed';
import { Spinner } from '#frontend/components/ui/spinner';
import { StatusPill } from '#frontend/components/ui/status-pill';
import { toast } from '#frontend/components/ui/toast-store';
import { useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import {
  type LeadRule,
  leadRulesQueryOptions,
  useChangeLeadRule,
  useDeleteLeadRule,
} from '../api/lead-rules';
import { LeadRuleDialog } from './lead-rule-dialog';

export const LeadRulesSection = () => {
  const t = useT();
  return (
    <QueryBoundary
      pending={<LoadingStatus className="py-6 text-sm">{t('common.loading')}</LoadingStatus>}
      failure={({ error }) => <RegionLoadFailed title={t('leadRouting.loadFailed')} error={error} />}
    >
      <LeadRules />
    </QueryBoundary>
  );
};

/** One rule: what it does, and its buttons. */
const RuleEntry = ({
  rule,
  busy,
  onEdit,
  onToggle,
  onDelete,
}: {
  rule: LeadRule;
  busy: boolean;
  onEdit: () => void;
  onToggle: () => void;
  onDelete: () => void;
}) => {
  const t = useT();
  return (
    <li className="py-4" data-testid="lead-rule" data-name={rule.name} data-active={rule.active}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{rule.name}</h3>
          <p className="text-sm text-slate-600">
            {t('leadRouting.priorityBadge', { priority: String(rule.priority) })}
            {' · '}
            {rule.strategy === 'capacity'
              ? t('leadRouting.upToCap', { count: String(rule.dailyCapacity) })
              : t('leadRouting.inTurns')}
          </p>
        </div>
        <StatusPill
          status={rule.active ? 'on' : 'off'}
          tone={rule.active ? 'bg-emerald-100 text-emerald-900' : 'bg-slate-200 text-slate-800'}
          testId="lead-rule-status"
        >
          {t(rule.active ? 'leadRouting.on' : 'leadRouting.off')}
        </StatusPill>
      </div>
      <dl className="mt-2 grid gap-1 text-sm sm:grid-cols-[10rem_1fr]">
        <dt className="font-medium text-slate-700">{t('leadRouting.zipCodes')}</dt>
        <dd className="break-words text-slate-800">{rule.zipCodes.join(', ')}</dd>
        <dt className="font-medium text-slate-700">{t('leadRouting.contractors')}</dt>
        <dd>
          <ul className="space-y-0.5">
            {rule.contractors.map((contractor) => (
              <li key={contractor.id} className="break-words text-slate-800">
                {contractor.businessName ?? t('leadRouting.unknownContractor')}{' '}
                <code className="rounded bg-slate-100 px-1.5 py-0.5 text-xs text-slate-700">
                  {contractor.id}
                </code>
              </li>
            ))}
          </ul>
        </dd>
      </dl>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} data-testid="lead-rule-edit">
          <Pencil aria-hidden="true" className="size-4" />
          {t('form.edit')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          onClick={onToggle}
          data-testid="lead-rule-toggle"
        >
          <Power aria-hidden="true" className="size-4" />
          {t(rule.active ? 'leadRouting.switchOff' : 'leadRouting.switchOn')}
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700"
          onClick={onDelete}
          data-testid="lead-rule-delete"
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('customer.delete')}
        </Button>
      </div>
    </li>
  );
};

/** Asks before a rule goes; stays open (its buttons disabled) while it is being deleted. */
const DeleteRuleDialog = ({
  rule,
  pending,
  onConfirm,
  onClose,
}: {
  rule: LeadRule | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) => {
  const t = useT();
  return (
    <Dialog
      open={rule !== null}
      onClose={pending ? () => undefined : onClose}
      title={t('leadRouting.deleteTitle')}
      testId="lead-rule-delete-dialog"
    >
      <p className="text-sm text-slate-700">{t('leadRouting.deleteDetail', { name: rule?.name ?? '' })}</p>
      <DialogActions onCancel={onClose} disabled={pending} spacing="mt-6">
        <Button
          variant="danger"
          onClick={onConfirm}
          disabled={pending}
          data-testid="lead-rule-delete-confirm"
        >
          {pending ? <Spinner className="size-4" /> : null}
          {pending ? t('customer.deleting') : t('customer.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};

const LeadRules = () => {
  const t = useT();
  const { data: rules } = useSuspenseQuery(leadRulesQueryOptions());
  const change = useChangeLeadRule();
  const remove = useDeleteLeadRule();
  /** The dialog open: undefined for none, null to add, a rule to edit. */
  const [editing, setEditing] = useState<LeadRule | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<LeadRule | null>(null);

  const toggle = (rule: LeadRule) =>
    change.mutate(
      { id: rule.id, change: { active: !rule.active } },
      {
        onSuccess: () =>
          toast({ title: t(rule.active ? 'leadRouting.nowOff' : 'leadRouting.nowOn', { name: rule.name }) }),
        onError: (error) => toast(failureToast(error, t, t('leadRouting.saveFailed'))),
      },
    );
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast({ title: t('leadRouting.deleted'), description: deleting.name });
        setDeleting(null);
      },
      onError: (error) => toast(failureToast(error, t, t('leadRouting.deleteFailed'))),
    });
  };

  return (
    <div data-testid="lead-rules">
      <Button size="md" onClick={() => setEditing(null)} data-testid="lead-rule-add">
        <Plus aria-hidden="true" className="size-4" />
        {t('leadRouting.add')}
      </Button>
      {rules.length === 0 ? (
        <p className="py-6 text-sm text-slate-600">{t('leadRouting.empty')}</p>
      ) : (
        <ul className="mt-2 divide-y divide-slate-100">
          {rules.map((rule) => (
            <RuleEntry
              key={rule.id}
              rule={rule}
              busy={change.isPending}
              onEdit={() => setEditing(rule)}
              onToggle={() => toggle(rule)}
              onDelete={() => setDeleting(rule)}
            />
          ))}
        </ul>
      )}
      {editing === undefined ? null : (
        <LeadRuleDialog key={editing?.id ?? 'new'} rule={editing} onClose={() => setEditing(undefined)} />
      )}
      <DeleteRuleDialog
        rule={deleting}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
};
