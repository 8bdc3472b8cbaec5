/**
 * Framework settings' product content: the role names of Users & Permissions and the
 * integrations offered. The people and the audits shown are the organization's own (lib/workspace).
 */
export const frameworkRoles = ['Admin', 'Editor', 'Viewer'] as const;
export type FrameworkRole = (typeof frameworkRoles)[number];

export const integrations: readonly { name: string; description: string; connected: boolean }[] = [
  { name: 'AWS', description: 'Cloud configuration and access logs.', connected: true },
  { name: 'GitHub', description: 'Code review and change management evidence.', connected: true },
  { name: 'Okta', description: 'User provisioning and MFA status.', connected: false },
  { name: 'Jira', description: 'Remediation tickets for failing controls.', connected: false },
];
