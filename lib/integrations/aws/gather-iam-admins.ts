import { paginateGetAccountAuthorizationDetails, type AttachedPolicy, type IAMClient, type PolicyDetail } from '@aws-sdk/client-iam';
import type { DirectAdmin } from './facts-services';
import { SERVICE_LINKED_PATH, type GroupAdmin, type IamRole } from './facts-iam';
import { ADMINISTRATOR_ACCESS, grantsFullAdmin, trustedPrincipals } from './policy-documents';

/** What the account authorization details tell of who holds full admin, and the roles to review. */
export type IamAccess = { directAdmins: DirectAdmin[]; groupAdmins: GroupAdmin[]; roles: IamRole[] };

type Holder = { attached: AttachedPolicy[]; inline: PolicyDetail[] };

/**
 * Reads every page of the account authorization details (users, groups, roles and customer managed policies, with
 * their documents) in one paged call, and answers: the users with a full-admin policy attached to the user itself
 * (AdministratorAccess, a customer managed policy whose default version allows "*" on "*", or such an inline policy),
 * the users holding one through a group, and each role with its trust, admin policies and last use. Service-linked
 * roles are left out: AWS creates, trusts and manages them for its own services, and a reviewer can neither change
 * nor remove them but through the service.
 */
export async function gatherIamAccess(iam: IAMClient): Promise<IamAccess> {
  const adminPolicies = new Set([ADMINISTRATOR_ACCESS]);
  const users: (Holder & { name: string; groups: string[] })[] = [];
  const groups = new Map<string, Holder>();
  const roles: (Holder & Omit<IamRole, 'adminPolicies'>)[] = [];
  const pages = paginateGetAccountAuthorizationDetails({ client: iam }, { Filter: ['User', 'Group', 'Role', 'LocalManagedPolicy'] });
  for await (const page of pages) {
    for (const policy of page.Policies ?? []) {
      const current = policy.PolicyVersionList?.find((version) => version.IsDefaultVersion);
      if (policy.Arn && grantsFullAdmin(current?.Document)) adminPolicies.add(policy.Arn);
    }
    for (const user of page.UserDetailList ?? []) {
      users.push({
        name: user.UserName ?? '(unnamed user)',
        groups: user.GroupList ?? [],
        attached: user.AttachedManagedPolicies ?? [],
        inline: user.UserPolicyList ?? [],
      });
    }
    for (const group of page.GroupDetailList ?? []) {
      groups.set(group.GroupName ?? '', { attached: group.AttachedManagedPolicies ?? [], inline: group.GroupPolicyList ?? [] });
    }
    for (const role of page.RoleDetailList ?? []) {
      if (role.Path?.startsWith(SERVICE_LINKED_PATH)) continue;
      roles.push({
        name: role.RoleName ?? '(unnamed role)',
        arn: role.Arn ?? role.RoleName ?? '(unnamed role)',
        trustedBy: trustedPrincipals(role.AssumeRolePolicyDocument),
        lastUsed: role.RoleLastUsed?.LastUsedDate?.toISOString() ?? null,
        attached: role.AttachedManagedPolicies ?? [],
        inline: role.RolePolicyList ?? [],
      });
    }
  }
  // Policies may be listed on a later page than the users, groups and roles they are attached to, so all are judged at the end.
  const adminOf = ({ attached, inline }: Holder) => [
    ...attached.filter((policy) => adminPolicies.has(policy.PolicyArn ?? '')).map((policy) => policy.PolicyName ?? '(unnamed)'),
    ...inline.filter((policy) => grantsFullAdmin(policy.PolicyDocument)).map((policy) => `${policy.PolicyName ?? '(unnamed)'} (inline)`),
  ];
  const groupAdmin = new Map([...groups].map(([name, group]) => [name, adminOf(group)]));
  return {
    directAdmins: users.map((user) => ({ user: user.name, policies: adminOf(user) })),
    groupAdmins: users.map((user) => ({
      user: user.name,
      policies: user.groups.flatMap((group) => (groupAdmin.get(group) ?? []).map((policy) => `${policy} (group ${group})`)),
    })),
    roles: roles.map(({ attached, inline, ...role }) => ({ ...role, adminPolicies: adminOf({ attached, inline }) })),
  };
}
