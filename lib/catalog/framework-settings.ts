/** Framework settings' content (product content until settings are stored per organization): people with access, audit schedule and integrations (spec §2.4, §6). */
export const frameworkRoles = ['Admin', 'Editor', 'Viewer'] as const;
export type FrameworkRole = (typeof frameworkRoles)[number];

export const frameworkUsers: readonly { name: string; email: string; role: FrameworkRole }[] = [
  { name: 'Sarah Chen', email: 'sarah.chen@company.com', role: 'Admin' },
  { name: 'Michael Rodriguez', email: 'michael.rodriguez@company.com', role: 'Editor' },
  { name: 'Emily Watson', email: 'emily.watson@company.com', role: 'Viewer' },
];

export const auditSchedule: readonly { name: string; date: string; status: 'Scheduled' | 'Pending' }[] = [
  { name: 'Quarterly access review', date: 'January 15, 2027', status: 'Scheduled' },
  { name: 'SOC 2 Type II external audit', date: 'March 15, 2027', status: 'Scheduled' },
  { name: 'Internal controls self-assessment', date: 'To be confirmed', status: 'Pending' },
];

export const integrations: readonly { name: string; description: string; connected: boolean }[] = [
  { name: 'AWS', description: 'Cloud configuration and access logs.', connected: true },
  { name: 'GitHub', description: 'Code review and change management evidence.', connected: true },
  { name: 'Okta', description: 'User provisioning and MFA status.', connected: false },
  { name: 'Jira', description: 'Remediation tickets for failing controls.', connected: false },
];
