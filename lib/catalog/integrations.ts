/** The directory's categories, in the order it shows them, with their headings. */
export const integrationCategories = {
  identity: 'Identity',
  code: 'Code',
  cloud: 'Cloud',
  devices: 'Devices',
  'work-tracking': 'Work tracking',
  messages: 'Messages',
  'people-source': 'People source',
} as const;
export type IntegrationCategory = keyof typeof integrationCategories;

/** A tool evidence is collected from: `available` once the product can connect it. */
export type IntegrationOffer = {
  id: string;
  name: string;
  description: string;
  category: IntegrationCategory;
  available: boolean;
  /** What the provider calls the account connected. */
  accountLabel: string;
};

/**
 * The integrations: the source code host, the cloud account and the identity providers the product connects, and
 * those of the other categories listed as what comes next, with no connect button, so nobody takes them for working
 * ones.
 */
export const integrationOffers: readonly IntegrationOffer[] = [
  {
    id: 'github',
    name: 'GitHub',
    description: 'Organization two-factor, branch protection and security alerts.',
    category: 'code',
    available: true,
    accountLabel: 'Organization',
  },
  {
    id: 'aws',
    name: 'AWS',
    description: 'IAM users, access keys, S3 buckets and CloudTrail.',
    category: 'cloud',
    available: true,
    accountLabel: 'Account',
  },
  {
    id: 'google-cloud',
    name: 'Google Cloud',
    description: 'Public and uniform-access buckets, service account key age, Data Access audit logs and primitive roles of people.',
    category: 'cloud',
    available: true,
    accountLabel: 'Project',
  },
  {
    id: 'azure',
    name: 'Azure',
    description:
      'Storage accounts’ HTTPS, TLS and public access, key vault recovery, activity log export, Defender for Cloud plans and SQL auditing.',
    category: 'cloud',
    available: true,
    accountLabel: 'Tenant',
  },
  {
    id: 'google-workspace',
    name: 'Google Workspace',
    description: 'Users, 2-Step Verification enrolment and enforcement, admin roles and suspended users; fills People.',
    category: 'identity',
    available: true,
    accountLabel: 'Domain',
  },
  {
    id: 'okta',
    name: 'Okta',
    description: 'Users, MFA enrollment, inactive users and admin roles.',
    category: 'identity',
    available: true,
    accountLabel: 'Org',
  },
  {
    id: 'entra-id',
    name: 'Microsoft Entra ID',
    description:
      'Users and guests, MFA registration, conditional access requiring MFA, directory roles and leavers’ accounts; fills People.',
    category: 'identity',
    available: true,
    accountLabel: 'Tenant',
  },
  {
    id: 'gitlab',
    name: 'GitLab',
    description: 'Group two-factor, protected default branches, merge request approvals and owners.',
    category: 'code',
    available: true,
    accountLabel: 'Group',
  },
  {
    id: 'intune',
    name: 'Microsoft Intune',
    description: 'Disk encryption, OS version, compliance, screen lock, firewall and last sync of each managed device, tied to People.',
    category: 'devices',
    available: true,
    accountLabel: 'Tenant',
  },
  {
    id: 'jamf',
    name: 'Jamf',
    description: 'Disk encryption, OS version, screen lock and firewall of each managed Mac.',
    category: 'devices',
    available: false,
    accountLabel: 'Instance',
  },
  {
    id: 'jira',
    name: 'Jira',
    description: 'An issue opened for each failing check or overdue task, commented and closed when it is fixed.',
    category: 'work-tracking',
    available: true,
    accountLabel: 'Project',
  },
  {
    id: 'linear',
    name: 'Linear',
    description: 'An issue opened in a team for each failing check or overdue task, completed when it is fixed.',
    category: 'work-tracking',
    available: true,
    accountLabel: 'Team',
  },
  {
    id: 'slack',
    name: 'Slack',
    description: 'New failing checks and overdue tasks posted to a channel, and whether the workspace requires two-factor.',
    category: 'messages',
    available: true,
    accountLabel: 'Channel',
  },
  {
    id: 'bamboohr',
    name: 'BambooHR',
    description:
      'Employees with hire and termination dates: fills People, so onboarding and offboarding start by themselves, and checks leavers’ accounts.',
    category: 'people-source',
    available: true,
    accountLabel: 'Company',
  },
];

/** Where integrations are connected and disconnected. */
export const INTEGRATIONS_HREF = '/manage/settings?path=integrations';
