import type { PolicyTemplate } from '@/lib/schemas/policy';

/** The four template cards (spec §2.4: ids security, privacy, backup, access). */
export const policyTemplates: readonly PolicyTemplate[] = [
  { id: 'security', name: 'Information Security Policy', description: 'A baseline security policy covering assets, risks and responsibilities.', frameworks: ['SOC 2', 'ISO 27001'] },
  { id: 'privacy', name: 'Privacy Policy', description: 'Personal data handling, consent and data subject rights.', frameworks: ['GDPR', 'CCPA'] },
  { id: 'backup', name: 'Backup & Recovery Policy', description: 'Backup frequency, retention, and tested restore procedures.', frameworks: ['SOC 2', 'ISO 27001'] },
  { id: 'access', name: 'Access Control Policy', description: 'Least privilege, access reviews and joiner-mover-leaver steps.', frameworks: ['SOC 2', 'PCI DSS'] },
];
