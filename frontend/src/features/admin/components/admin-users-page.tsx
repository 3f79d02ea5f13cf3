// /admin/users: people found by the start of their email (the URL's `q`, written once typing pauses): email,
// name, business, role, administrator or not, status and when they were last active; each with Make admin or
// Revoke admin, Deactivate or Reactivate (confirmed first) and Reset password.
import { useSuspenseQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { SearchField } from '#frontend/components/fields/search-field';
import { Button } from '#frontend/components/ui/button';
import { StatusPill } from '#frontend/components/ui/status-pill';
import { TimeAgo } from '#frontend/components/ui/time-ago';
import { useT } from '#frontend/i18n/use-t';
import { useCurrentUser } from '#frontend/lib/current-user';
import { roleLabelKey, userActionLabelKey, userActionsFor } from '../admin-display';
import { type AdminUser, adminUsersQueryOptions } from '../api/users';
import { useSearchText } from '../use-search-text';
import { ActiveBadge, AdminPageFrame, AdminRegion, EmptyNote } from './admin-page-frame';
import { AdminSection } from './admin-section';
import { AdminTable, cellClass } from './admin-table';
import { PasswordResetDialog } from './password-reset-dialog';
import { UserChangeDialog, type UserChangeRequest } from './user-change-dialog';

const usersRoute = getRouteApi('/_authenticated/admin/users');

interface RowActions {
  onChange: (request: UserChangeRequest) => void;
  onReset: (user: AdminUser) => void;
  /** The signed-in administrator's email: their own access and status are not theirs to change here. */
  selfEmail: string;
}

const UserRow = ({ user, onChange, onReset, selfEmail }: { user: AdminUser } & RowActions) => {
  const t = useT();
  return (
    <tr data-testid="admin-user" data-email={user.email}>
      <td className={cellClass}>
        <span className="block font-medium text-slate-900">{user.email}</span>
        <span className="block text-xs text-slate-600">{user.name || '—'}</span>
      </td>
      <td className={cellClass}>{user.businessName || '—'}</td>
      <td className={cellClass}>
        <span className="flex items-center gap-2">
          {t(roleLabelKey(user.role))}
          {user.isAdmin ? (
            <StatusPill status="admin" tone="bg-slate-800 text-white" testId="admin-user-admin">
              {t('admin.badge')}
            </StatusPill>
          ) : null}
        </span>
      </td>
      <td className={cellClass}>
        <ActiveBadge active={user.active} />
      </td>
      <td className={cellClass}>
        {user.lastActiveAt ? <TimeAgo timestamp={user.lastActiveAt} /> : t('admin.never')}
      </td>
      <td className="px-3 py-2">
        <div className="flex min-w-56 flex-wrap gap-2">
          {user.email === selfEmail ? (
            <span className="self-center rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {t('teamPage.you')}
            </span>
          ) : null}
          {(user.email === selfEmail ? [] : userActionsFor(user)).map((action) => (
            <Button
              key={action}
              size="sm"
              variant="secondary"
              aria-label={t(`admin.users.${action}.for`, { email: user.email })}
              onClick={() => onChange({ user, action })}
              data-testid={`admin-user-${action}`}
            >
              {t(userActionLabelKey(action))}
            </Button>
          ))}
          <Button
            size="sm"
            variant="secondary"
            aria-label={t('admin.reset.for', { email: user.email })}
            onClick={() => onReset(user)}
            data-testid="admin-user-reset"
          >
            {t('admin.reset.button')}
          </Button>
        </div>
      </td>
    </tr>
  );
};

const UserList = ({ q, ...actions }: { q: string } & RowActions) => {
  const t = useT();
  // While the next search loads, the last results stay on screen.
  const shownQ = useDeferredValue(q);
  const { data: users } = useSuspenseQuery(adminUsersQueryOptions(shownQ));
  if (users.length === 0)
    return (
      <EmptyNote>{shownQ ? t('admin.users.noMatches', { q: shownQ }) : t('admin.users.none')}</EmptyNote>
    );
  return (
    <AdminTable
      testId="admin-users-table"
      caption={t('admin.nav.users')}
      columns={[
        t('nav.user'),
        t('admin.col.business'),
        t('inviteDialog.role'),
        t('form.status'),
        t('admin.col.lastActive'),
        t('admin.col.actions'),
      ]}
    >
      {users.map((user) => (
        <UserRow key={user.id} user={user} {...actions} />
      ))}
    </AdminTable>
  );
};

export const AdminUsersPage = () => {
  const t = useT();
  const search = usersRoute.useSearch();
  const navigate = usersRoute.useNavigate();
  const box = useSearchText(
    search.q,
    (q) => void navigate({ search: (previous) => ({ ...previous, q }), replace: true }),
  );
  const [change, setChange] = useState<UserChangeRequest | null>(null);
  const [reset, setReset] = useState<AdminUser | null>(null);
  const selfEmail = useCurrentUser().data?.email ?? '';
  return (
    <AdminPageFrame title={t('admin.nav.users')} subtitle={t('admin.users.subtitle')}>
      <AdminSection id="users-title" icon={Users} title={t('admin.users.title')} hint={t('admin.users.hint')}>
        <div className="mb-4 max-w-md">
          <SearchField
            id="admin-user-search"
            type="search"
            label={t('admin.users.search')}
            hint={t('admin.users.searchHint')}
            value={box.text}
            onValueChange={box.setText}
            autoComplete="off"
            data-testid="admin-user-search"
          />
        </div>
        <AdminRegion failedTitle={t('admin.users.loadFailed')}>
          <UserList q={search.q ?? ''} onChange={setChange} onReset={setReset} selfEmail={selfEmail} />
        </AdminRegion>
      </AdminSection>
      {change ? <UserChangeDialog request={change} onClose={() => setChange(null)} /> : null}
      {reset ? <PasswordResetDialog key={reset.id} user={reset} onClose={() => setReset(null)} /> : null}
    </AdminPageFrame>
  );
};
