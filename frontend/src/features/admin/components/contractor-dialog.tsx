// One business in a dialog: its owner, plan, trial end, status and when it joined, then (once read) its team
// size, active members, when anyone last used Picket and its activity counts; with Extend trial, and
// Deactivate (which asks for a reason and says what it does, in the same dialog) or Reactivate.
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '#frontend/components/ui/button';
import { Dialog } from '#frontend/components/ui/dialog';
import { FactTiles } from '#frontend/components/ui/fact-tiles';
import { LoadingStatus } from '#frontend/components/ui/loading-status';
import { RegionLoadFailed } from '#frontend/components/ui/region-load-failed';
import { Spinner } from '#frontend/components/ui/spinner';
import { toast } from '#frontend/components/ui/toast-store';
import { localeOf } from '#frontend/i18n/language';
import { type TFunction, useT } from '#frontend/i18n/use-t';
import { failureToast } from '#frontend/lib/failure-text';
import { formatDay, formatTime } from '../admin-display';
import {
  type AdminContractor,
  type AdminContractorDetail,
  adminContractorQueryOptions,
  useReactivateContractor,
} from '../api/contractors';
import { ActiveBadge } from './admin-page-frame';
import { DeactivateContractorForm, ExtendTrialForm } from './contractor-forms';

const activityFacts = (detail: AdminContractorDetail, t: TFunction) => {
  const locale = localeOf(t.lang);
  const count = (value: number) => value.toLocaleString(locale);
  return [
    { label: t('admin.contractors.teamSize'), value: count(detail.teamSize) },
    { label: t('admin.contractors.activeMembers'), value: count(detail.activeMembers) },
    {
      label: t('admin.col.lastActive'),
      value: detail.lastActiveAt ? formatTime(detail.lastActiveAt, locale) : t('admin.never'),
    },
    { label: t('admin.col.quotesMade'), value: count(detail.activity.quotesMade) },
    { label: t('report.figure.quotesSent'), value: count(detail.activity.quotesSent) },
    { label: t('admin.contractors.quotesWon'), value: count(detail.activity.quotesWon) },
    { label: t('admin.contractors.jobsCompleted'), value: count(detail.activity.jobsCompleted) },
  ];
};

const ContractorFacts = ({ contractor }: { contractor: AdminContractor }) => {
  const t = useT();
  const locale = localeOf(t.lang);
  return (
    <dl className="grid gap-x-4 gap-y-2 text-sm sm:grid-cols-[8rem_minmax(0,1fr)]">
      <dt className="text-slate-500">{t('role.owner')}</dt>
      <dd className="break-words text-slate-900">
        {contractor.ownerName || '—'} · {contractor.ownerEmail}
      </dd>
      <dt className="text-slate-500">{t('admin.col.plan')}</dt>
      <dd className="text-slate-900">{t('admin.plan.trial')}</dd>
      <dt className="text-slate-500">{t('admin.col.trialEnds')}</dt>
      <dd className="text-slate-900" data-testid="contractor-trial-end">
        {contractor.trialEndsAt ? formatDay(contractor.trialEndsAt, locale) : '—'}
      </dd>
      <dt className="text-slate-500">{t('form.status')}</dt>
      <dd>
        <ActiveBadge active={contractor.active} />
      </dd>
      <dt className="text-slate-500">{t('admin.col.joinedOn')}</dt>
      <dd className="text-slate-900">{formatDay(contractor.createdAt, locale)}</dd>
    </dl>
  );
};

const ReactivateButton = ({
  contractor,
  businessName,
}: {
  contractor: AdminContractor;
  businessName: string;
}) => {
  const t = useT();
  const reactivate = useReactivateContractor();
  return (
    <Button
      disabled={reactivate.isPending}
      onClick={() =>
        reactivate.mutate(contractor.id, {
          onSuccess: () => toast({ title: t('admin.contractors.reactivated', { business: businessName }) }),
          onError: (error) => toast(failureToast(error, t, t('admin.contractors.reactivateFailed'))),
        })
      }
      data-testid="contractor-reactivate"
    >
      {reactivate.isPending ? <Spinner className="size-4" /> : null}
      {t('teamPage.reactivate')}
    </Button>
  );
};

const ContractorDetails = ({
  contractor,
  businessName,
  onDeactivate,
}: {
  contractor: AdminContractor;
  businessName: string;
  onDeactivate: () => void;
}) => {
  const t = useT();
  const detail = useQuery(adminContractorQueryOptions(contractor.id));
  return (
    <div className="space-y-5">
      <ContractorFacts contractor={detail.data ?? contractor} />
      {detail.isPending ? (
        <LoadingStatus className="text-sm">{t('common.loading')}</LoadingStatus>
      ) : detail.isError ? (
        <RegionLoadFailed
          title={t('admin.contractors.detailFailed')}
          error={detail.error}
          retry={() => void detail.refetch()}
        />
      ) : (
        <FactTiles facts={activityFacts(detail.data, t)} className="grid grid-cols-2 gap-2 sm:grid-cols-3" />
      )}
      <section aria-labelledby="extend-trial-title" className="border-t border-slate-200 pt-4">
        <h3 id="extend-trial-title" className="mb-2 text-sm font-semibold text-slate-900">
          {t('admin.trial.title')}
        </h3>
        <ExtendTrialForm contractor={contractor} />
      </section>
      <div className="flex justify-end border-t border-slate-200 pt-4">
        {(detail.data ?? contractor).active ? (
          <Button variant="danger" onClick={onDeactivate} data-testid="contractor-deactivate">
            {t('teamPage.deactivate')}
          </Button>
        ) : (
          <ReactivateButton contractor={contractor} businessName={businessName} />
        )}
      </div>
    </div>
  );
};

export const ContractorDialog = ({
  contractor,
  onClose,
}: {
  contractor: AdminContractor;
  onClose: () => void;
}) => {
  const t = useT();
  const [deactivating, setDeactivating] = useState(false);
  const businessName = contractor.businessName || t('admin.contractors.unnamed');
  return (
    <Dialog
      open
      onClose={onClose}
      title={deactivating ? t('admin.contractors.deactivateTitle', { business: businessName }) : businessName}
      testId="contractor-dialog"
    >
      {deactivating ? (
        <DeactivateContractorForm
          contractor={contractor}
          businessName={businessName}
          onDone={() => setDeactivating(false)}
        />
      ) : (
        <ContractorDetails
          contractor={contractor}
          businessName={businessName}
          onDeactivate={() => setDeactivating(true)}
        />
      )}
    </Dialog>
  );
};
