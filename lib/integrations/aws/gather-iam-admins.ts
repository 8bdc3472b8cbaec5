import { paginateGetAccountAuthorizationDetails, type IAMClient } from '@aws-sdk/client-iam';
import type { DirectAdmin } from './facts-services';
import { ADMINISTRATOR_ACCESS, grantsFullAdmin } from './policy-documents';

/**
 * The IAM users with a full-admin policy attached to the user itself: AdministratorAccess, a customer managed
 * policy whose default version allows "*" on "*", or such an inline policy. Read from every page of the account
 * authorization details (users and customer managed policies, with their documents).
 */
export async function gatherDirectAdmins(iam: IAMClient): Promise<DirectAdmin[]> {
  const adminPolicies = new Set([ADMINISTRATOR_ACCESS]);
  const users: { name: string; attached: { name: string; arn: string }[]; inline: string[] }[] = [];
  const pages = paginateGetAccountAuthorizationDetails({ client: iam }, { Filter: ['User', 'LocalManagedPolicy'] });
  for await (const page of pages) {
    for (const policy of page.Policies ?? []) {
      const current = policy.PolicyVersionList?.find((version) => version.IsDefaultVersion);
      if (policy.Arn && grantsFullAdmin(current?.Document)) adminPolicies.add(policy.Arn);
    }
    for (const user of page.UserDetailList ?? []) {
      users.push({
        name: user.UserName ?? '(unnamed user)',
        attached: (user.AttachedManagedPolicies ?? []).map((policy) => ({ name: policy.PolicyName ?? '', arn: policy.PolicyArn ?? '' })),
        inline: (user.UserPolicyList ?? [])
          .filter((policy) => grantsFullAdmin(policy.PolicyDocument))
          .map((policy) => `${policy.PolicyName ?? '(unnamed)'} (inline)`),
      });
    }
  }
  // Policies may be listed on a later page than the users they are attached to, so users are judged at the end.
  return users.map((user) => ({
    user: user.name,
    policies: [...user.attached.filter((policy) => adminPolicies.has(policy.arn)).map((policy) => policy.name), ...user.inline],
  }));
}
