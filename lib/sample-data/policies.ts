import type { Policy, PolicyTemplate } from '@/lib/schemas/policy';

/** The policy library's headline figures (spec §2.4). */
export const samplePolicyStats = { total: 47, approved: 38, underReview: 6, expiringSoon: 3 } as const;

export const samplePolicies: readonly Policy[] = [
  {
    id: 'pol-001',
    name: 'Information Security Policy',
    version: 'v3.2',
    description: 'Company-wide rules for protecting information assets.',
    status: 'approved',
    frameworks: ['soc2', 'iso27001'],
    owner: 'Sarah Chen',
    lastUpdated: '2 days ago',
    reviewDue: '10 months',
  },
  {
    id: 'pol-002',
    name: 'Data Privacy Policy',
    version: 'v2.0',
    description: 'How personal data is collected, used, shared and deleted.',
    status: 'review',
    frameworks: ['gdpr', 'ccpa'],
    owner: 'Michael Torres',
    lastUpdated: '1 week ago',
    reviewDue: 'Pending',
  },
  {
    id: 'pol-003',
    name: 'Backup and Recovery Policy',
    version: 'v1.0',
    description: 'Backup schedules, retention and restore testing.',
    status: 'draft',
    frameworks: ['soc2'],
    owner: 'David Kim',
    lastUpdated: '3 days ago',
    reviewDue: 'N/A',
  },
  {
    id: 'pol-004',
    name: 'Access Control Policy',
    version: 'v2.4',
    description: 'Granting, reviewing and revoking access to systems.',
    status: 'expired',
    frameworks: ['iso27001', 'pci'],
    owner: 'Emily Johnson',
    lastUpdated: '13 months ago',
    reviewDue: 'Overdue',
  },
  {
    id: 'pol-005',
    name: 'Incident Response Policy',
    version: 'v2.1',
    description: 'Detecting, reporting and responding to security incidents.',
    status: 'approved',
    frameworks: ['soc2', 'hipaa'],
    owner: 'Sarah Chen',
    lastUpdated: '1 month ago',
    reviewDue: '11 months',
  },
  {
    id: 'pol-006',
    name: 'Vendor Management Policy',
    version: 'v1.3',
    description: 'Assessing and monitoring third-party vendors.',
    status: 'review',
    frameworks: ['soc2', 'gdpr'],
    owner: 'Michael Torres',
    lastUpdated: '5 days ago',
    reviewDue: 'Pending',
  },
];

/** The four template cards (spec §2.4: ids security, privacy, backup, access). */
export const samplePolicyTemplates: readonly PolicyTemplate[] = [
  { id: 'security', name: 'Information Security Policy', description: 'A baseline security policy covering assets, risks and responsibilities.', frameworks: ['SOC 2', 'ISO 27001'] },
  { id: 'privacy', name: 'Privacy Policy', description: 'Personal data handling, consent and data subject rights.', frameworks: ['GDPR', 'CCPA'] },
  { id: 'backup', name: 'Backup & Recovery Policy', description: 'Backup frequency, retention, and tested restore procedures.', frameworks: ['SOC 2', 'ISO 27001'] },
  { id: 'access', name: 'Access Control Policy', description: 'Least privilege, access reviews and joiner-mover-leaver steps.', frameworks: ['SOC 2', 'PCI DSS'] },
];
