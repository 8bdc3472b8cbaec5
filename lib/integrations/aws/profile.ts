import type { ProviderProfile } from '../framework/profile';

/** AWS: a role assumed with an external ID, or a read-only IAM user's access key. */
export const awsProfile: ProviderProfile = {
  category: 'cloud',
  auth: 'role',
  defaultBaseUrl: '',
  collects:
    "IAM's credential report (root and users' MFA and access keys), the password policy, S3 buckets' public access and encryption, CloudTrail trails.",
  leastPrivilege: [
    "Create a role the product assumes, trusting the product's account with an external ID, or an IAM user for an access key.",
    'Attach the AWS managed policy SecurityAudit and nothing else: it reads configuration, never data.',
  ],
};
