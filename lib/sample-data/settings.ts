import type { AccountInfo, ApiKey, Profile, TeamMember } from '@/lib/schemas/settings';

/** The sample user's profile (an Admin in settings, spec §6). */
export const sampleProfile: Profile = {
  firstName: 'John',
  lastName: 'Smith',
  email: 'john.smith@acme-health.com',
  phone: '+1 (555) 123-4567',
  jobTitle: 'Compliance Manager',
  department: 'Compliance',
  company: 'Acme Health Inc.',
  employeeId: 'EMP-2024-0147',
  manager: 'Sarah Chen',
  timeZone: 'PT',
  language: 'English (US)',
  dateFormat: 'MM/DD/YYYY',
};

export const sampleAccount: AccountInfo = {
  accountType: 'Enterprise',
  memberSince: 'March 2024',
  lastLogin: 'Today at 9:15 AM',
  role: 'Admin',
};

export const sampleTeam: readonly TeamMember[] = [
  { id: 'tm-001', name: 'John Smith', email: 'john.smith@acme-health.com', role: 'admin' },
  { id: 'tm-002', name: 'Sarah Chen', email: 'sarah.chen@acme-health.com', role: 'admin' },
  { id: 'tm-003', name: 'Michael Torres', email: 'michael.torres@acme-health.com', role: 'member' },
  { id: 'tm-004', name: 'Emily Johnson', email: 'emily.johnson@acme-health.com', role: 'viewer' },
];

export const sampleApiKeys: readonly ApiKey[] = [
  { id: 'key-001', name: 'Production API Key', status: 'Active', maskedValue: 'sk_live_••••••••••••7f3a', created: 'Created Jan 15, 2026' },
  { id: 'key-002', name: 'Evidence Collector', status: 'Active', maskedValue: 'sk_live_••••••••••••c21e', created: 'Created Aug 2, 2026' },
];
