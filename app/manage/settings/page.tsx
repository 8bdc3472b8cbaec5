import type { Metadata } from 'next';
import { PageHeader } from '@/components/ui/page-header';
import { EmptyState } from '@/components/manage/records/section-card';
import { ApiKeysSection } from '@/components/manage/settings/api-keys-section';
import { AdminNote } from '@/components/manage/settings/admin-note';
import { FrameworksClosedToKeys } from '@/components/manage/settings/frameworks-closed-to-keys';
import { formatDay, formatMoment, formatMonth } from '@/components/manage/settings/dates';
import { NotificationsSection } from '@/components/manage/settings/notifications-section';
import { OrganizationSection } from '@/components/manage/settings/organization-section';
import { ProfileSection } from '@/components/manage/settings/profile-section';
import { SecuritySection } from '@/components/manage/settings/security-section';
import { SettingsFrame } from '@/components/manage/settings/settings-frame';
import { TeamSection } from '@/components/manage/settings/team-section';
import { accounts } from '@/lib/backend';
import { requireMember, requireMemberDuringMfaSetup, requireSession } from '@/lib/dal';
import { closedFramework } from '@/lib/domain/api-access';
import { readListQuery } from '@/lib/domain/list-query';
import { can } from '@/lib/domain/permissions';
import { resolveSettingsSection } from '@/lib/domain/organization/settings-section';
import { teamRoleInfo, type SettingsSection } from '@/lib/schemas/organization/settings';
import { readAccount } from '@/lib/workspace/organization';
import { ACTIVITY_PAGE_SIZE, listActivity } from '@/lib/workspace/activity';
import { listApiKeys } from '@/lib/workspace/organization';
import { frameworksByApiAccess } from '@/lib/workspace/frameworks';
import { listPendingInvitations } from '@/lib/workspace/organization';
import type { Member } from '@/lib/workspace/member';
import { organizationOf, secondPersonSetting } from '@/lib/workspace/organization';
import { organizationStorage } from '@/lib/workspace/storage-quota';
import { env } from '@/lib/env';
import { listMembers, twoFactorOverview } from '@/lib/workspace/organization';
import {
  changeMemberRole,
  changePassword,
  createApiKeyAction,
  endOtherSessions,
  inviteTeamMember,
  removeTeamMember,
  renameOrganizationAction,
  revokeApiKeyAction,
  secondPersonAction,
  updateNotifications,
  updateProfile,
  withdrawInvitation,
} from './actions';
import {
  confirmTwoFactorAction,
  regenerateRecoveryCodesAction,
  setMfaRequirementAction,
  startTwoFactorSetupAction,
  turnOffTwoFactorAction,
} from './two-factor-actions';
import { Integrations } from './integrations';
import { ScheduledJobs } from './scheduled-jobs';
import { TrustCenter } from './trust';
import { Assistant } from './assistant';
import { SingleSignOn } from './sso';
import { Scim } from './scim';

export const metadata: Metadata = { title: 'Settings' };

type Query = Record<string, string | string[] | undefined>;

// One loader per section: only the open section's data is read. Each hands its client component plain values
// (dates formatted here, on the server) and the server actions it may use; what a role may not do is not handed.

async function Profile({ member }: { member: Member }) {
  const account = await readAccount(member);
  const facts = {
    accountType: 'Organization member',
    memberSince: formatMonth(account.joinedAt),
    lastLogin: account.lastSeenAt ? formatMoment(account.lastSeenAt) : 'This session',
    role: teamRoleInfo[member.role].label,
  };
  return <ProfileSection profile={account.profile} version={account.version} account={facts} action={updateProfile} />;
}

const twoFactorActions = {
  start: startTwoFactorSetupAction,
  confirm: confirmTwoFactorAction,
  regenerate: regenerateRecoveryCodesAction,
  turnOff: turnOffTwoFactorAction,
};

async function Security({ member }: { member: Member }) {
  const store = accounts();
  // A sign-in provider keeps the password, the sessions and the second factor: null tells the section to say so.
  const [sessionCount, overview] = await Promise.all([
    store ? requireSession().then((session) => store.activeSessionCount(session.token)) : null,
    twoFactorOverview(member),
  ]);
  const { account, organizationRequires, organizationVersion } = overview;
  const status = account && {
    on: account.enabledAt !== null,
    since: account.enabledAt ? formatDay(account.enabledAt) : null,
    recoveryCodesLeft: account.recoveryCodesLeft,
    owed: organizationRequires && account.enabledAt === null,
    account: member.email,
  };
  return (
    <SecuritySection
      sessionCount={sessionCount}
      changePassword={changePassword}
      endOtherSessions={endOtherSessions}
      twoFactor={status ? { status, actions: twoFactorActions } : null}
      requirement={{
        value: { required: organizationRequires, version: organizationVersion },
        action: can(member.role, 'organization.manage') ? setMfaRequirementAction : null,
      }}
    />
  );
}

async function Notifications({ member }: { member: Member }) {
  const account = await readAccount(member);
  return <NotificationsSection settings={account.notifications} version={account.version} action={updateNotifications} />;
}

async function Team({ member }: { member: Member }) {
  const [members, invitations] = await Promise.all([listMembers(member), listPendingInvitations(member)]);
  const manage = can(member.role, 'team.manage')
    ? { invite: inviteTeamMember, withdraw: withdrawInvitation, changeRole: changeMemberRole, remove: removeTeamMember }
    : null;
  return (
    <TeamSection
      members={members.map(({ id, name, email, role, version }) => ({ id, name, email, role, version }))}
      invitations={invitations.map(({ id, email, role, expiresAt }) => ({ id, email, role, expires: formatDay(expiresAt) }))}
      manage={manage}
    />
  );
}

async function Organization({ member, page }: { member: Member; page: number }) {
  const [organization, activity, storage, secondPerson] = await Promise.all([
    organizationOf(member),
    listActivity(member, page),
    organizationStorage(member),
    secondPersonSetting(member),
  ]);
  const admin = can(member.role, 'organization.manage');
  const entries = activity.entries.map(({ id, actorName, summary, at }) => ({
    id,
    actorName,
    summary,
    at: formatMoment(at),
    atIso: at.toISOString(),
  }));
  const section = (
    <OrganizationSection
      name={organization.name}
      version={organization.version}
      rename={admin ? renameOrganizationAction : null}
      secondPerson={{ required: secondPerson.required, action: admin ? secondPersonAction : null }}
      storage={{ use: storage, retentionDays: env().ACTIVITY_RETENTION_DAYS }}
      activity={{ entries, page, hasOlder: page * ACTIVITY_PAGE_SIZE < activity.total }}
    />
  );
  if (!admin) return section;
  return (
    <div className="space-y-8">
      {section}
      <ScheduledJobs member={member} />
    </div>
  );
}

async function ApiKeys({ member }: { member: Member }) {
  // listApiKeys refuses other roles, so it is only called for those who may manage keys.
  if (!can(member.role, 'apiKeys.manage')) return <AdminNote>Only administrators can see and manage API keys.</AdminNote>;
  const keys = await listApiKeys(member);
  const items = keys.map(({ id, name, maskedValue, scope, createdAt, lastUsedAt }) => ({
    id,
    name,
    maskedValue,
    scope,
    created: formatDay(createdAt),
    lastUsed: lastUsedAt ? formatMoment(lastUsedAt) : null,
  }));
  const { open, closed } = await frameworksByApiAccess(member);
  return (
    <div className="space-y-6">
      <FrameworksClosedToKeys closed={closed.map((framework) => closedFramework(framework.frameworkId))} openCount={open.length} />
      <ApiKeysSection keys={items} create={createApiKeyAction} revoke={revokeApiKeyAction} />
    </div>
  );
}

/** The open section; Organization's activity and Trust center's policies are paged by `?page=`. */
function SectionBody({ section, member, query }: { section: SettingsSection; member: Member; query: Query }) {
  const list = readListQuery(query, {});
  switch (section) {
    case 'profile':
      return <Profile member={member} />;
    case 'security':
      return (
        <div className="space-y-8">
          <Security member={member} />
          <SingleSignOn member={member} />
          <Scim member={member} />
        </div>
      );
    case 'notifications':
      return <Notifications member={member} />;
    case 'team':
      return <Team member={member} />;
    case 'organization':
      return <Organization member={member} page={list.page} />;
    case 'api':
      return <ApiKeys member={member} />;
    case 'billing':
      return <EmptyState title="No billing details yet">Your plan and invoices will appear here once billing is set up.</EmptyState>;
    case 'integrations':
      return <Integrations member={member} />;
    case 'trust':
      return <TrustCenter member={member} query={list} />;
    case 'assistant':
      return <Assistant member={member} />;
  }
}

/** Settings: the section comes from the `path` query value (unknown values show Profile, a repeated one its first). */
export default async function SettingsPage({ searchParams }: { searchParams: Promise<Query> }) {
  const query = await searchParams;
  const section = resolveSettingsSection(query.path);
  // Security is where a member whose organization requires two-factor sign-in sets it up: it opens before that.
  const member = section === 'security' ? await requireMemberDuringMfaSetup() : await requireMember();
  return (
    <>
      <PageHeader title="Settings" description="Manage your profile, security, notifications, team, organization and API keys." />
      <SettingsFrame section={section}>
        <SectionBody section={section} member={member} query={query} />
      </SettingsFrame>
    </>
  );
}
