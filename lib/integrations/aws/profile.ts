import type { ProviderProfile } from '../framework/profile';

/** AWS: a role assumed with an external ID, or a read-only IAM user's access key. */
export const awsProfile: ProviderProfile = {
  category: 'cloud',
  auth: 'role',
  defaultBaseUrl: '',
  collects:
    "IAM's credential report (root and users' MFA and access keys), the password policy; users, groups and roles with their admin policies, roles' trust and last use (for access reviews); S3 buckets' public access, encryption and versioning; CloudTrail trails; in each enabled region GuardDuty, AWS Config, EBS default encryption, security groups, RDS instances and KMS keys' rotation; Security Hub's findings as vulnerabilities.",
  leastPrivilege: [
    "Create a role the product assumes, trusting the product's account with an external ID, or an IAM user for an access key.",
    'Attach the AWS managed policy SecurityAudit and nothing else: it reads configuration, never data.',
    'With a narrower policy of your own, grant iam:GetAccountAuthorizationDetails: without it the access review lists the IAM users but neither the roles nor who holds admin rights.',
    "Turn on Security Hub in the region you connect (its aggregation region, if you aggregate) to have its findings, Inspector's and GuardDuty's included, read as vulnerabilities.",
  ],
};
