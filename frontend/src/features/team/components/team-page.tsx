// /contractor/team (owners): the business's people — role, status, last activity, role changes and
// deactivation — then the open invitations, and Invite someone. Below them, set apart, the team's rules
// (the reps' discount limit). The route's loader has the team and its rules.
import { useSuspenseQuery } from '@tanstack/react-query';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#frontend/components/ui/button';
import { PageHeading } from '#frontend/components/ui/page-heading';
import { SectionCard } from '#frontend/components/ui/section-card';
import { useT } from '#frontend/i18n/use-t';
import { useCurrentUser } from '#frontend/lib/current-user';
import { pageTitle, useDocumentMeta } from '#frontend/lib/use-document-meta';
import { teamPageQueryOptions } from '../api/get-team';
import type { TeamMember } from '../api/team';
import { InviteDialog } from './invite-dialog';
import { InviteList } from './invite-list';
import { MemberRow } from './member-row';
import { MemberStatusDialog } from './member-status-dialog';
import { TeamSettingsCard } from './team-settings-card';

export const TeamPage = () => {
  const t = useT();
  useDocumentMeta(pageTitle(t('nav.team')));
  const { data: team } = useSuspenseQuery(teamPageQueryOptions());
  const user = useCurrentUser().data;
  const [inviting, setInviting] = useState(false);
  const [statusOf, setStatusOf] = useState<TeamMember | null>(null);
  const selfId = user?.id ?? '';

  return (
    <div className="mx-auto max-w-5xl space-y-5 px-4 py-6 sm:py-8" data-testid="team-page">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <PageHeading
            title={t('nav.team')}
            subtitle={t('teamPage.subtitle', { business: user?.contractor.businessName ?? '' })}
          />
        </div>
        <Button className="w-full sm:w-auto" onClick={() => setInviting(true)} data-testid="team-invite-open">
          <UserPlus aria-hidden="true" className="size-4" />
          {t('teamPage.invite')}
        </Button>
      </header>
      <SectionCard title={t('teamPage.people')} testId="team-members">
        <ul className="-my-4 divide-y divide-slate-100">
          {team.members.map((member) => (
            <MemberRow key={member.id} member={member} selfId={selfId} onAskStatusChange={setStatusOf} />
          ))}
        </ul>
      </SectionCard>
      <SectionCard title={t('teamPage.invites')} testId="team-invitations">
        <InviteList invites={team.invites} />
      </SectionCard>
      <div className="border-t border-slate-200 pt-5" data-testid="team-settings">
        <TeamSettingsCard />
      </div>
      <InviteDialog open={inviting} onClose={() => setInviting(false)} />
      <MemberStatusDialog member={statusOf} selfId={selfId} onClose={() => setStatusOf(null)} />
    </div>
  );
};
