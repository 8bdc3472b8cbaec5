import { ScimSection } from '@/components/manage/settings/scim-section';
import { formatDay, formatMoment } from '@/components/manage/settings/dates';
import { can } from '@/lib/domain/permissions';
import { scimBase } from '@/lib/scim/route';
import type { Member } from '@/lib/workspace/member';
import { listGroupRoles, listScimTokens, SCIM_DEFAULT_ROLE } from '@/lib/workspace/scim';
import { createScimTokenAction, revokeScimTokenAction, setScimGroupRoleAction } from './scim-actions';

/** Settings › Security › Provisioning (administrators): the SCIM address, its tokens and the groups' roles. */
export async function Scim({ member }: { member: Member }) {
  if (!can(member.role, 'apiKeys.manage') || !can(member.role, 'team.manage')) return null;
  const [tokens, groups] = await Promise.all([listScimTokens(member), listGroupRoles(member)]);
  return (
    <ScimSection
      baseUrl={scimBase()}
      defaultRole={SCIM_DEFAULT_ROLE}
      tokens={tokens.map(({ id, name, maskedValue, createdAt, lastUsedAt }) => ({
        id,
        name,
        maskedValue,
        created: formatDay(createdAt),
        lastUsed: lastUsedAt ? formatMoment(lastUsedAt) : null,
      }))}
      groups={groups}
      actions={{ create: createScimTokenAction, revoke: revokeScimTokenAction, mapGroup: setScimGroupRoleAction }}
    />
  );
}
