import type { Audit } from '@/lib/schemas/audit';
import type { TrackedFramework } from '@/lib/schemas/frameworks';

/** Sample audits: upcoming ones (scheduled, preparing) and the history. */
export const sampleAudits: readonly Audit[] = [
  {
    id: 'aud-001',
    name: 'SOC 2 Type II Annual Audit',
    type: 'external',
    framework: 'soc2',
    auditor: 'Deloitte & Touche',
    startDate: '2027-01-05',
    endDate: '2027-01-23',
    description: 'Annual Type II examination of the security and availability criteria.',
    status: 'scheduled',
    result: 'Pending',
  },
  {
    id: 'aud-002',
    name: 'ISO 27001 Surveillance Audit',
    type: 'certification',
    framework: 'iso27001',
    auditor: 'BSI Group',
    startDate: '2027-02-15',
    endDate: '2027-02-19',
    description: 'First-year surveillance audit of the ISMS.',
    status: 'preparing',
    result: 'Pending',
  },
  {
    id: 'aud-003',
    name: 'Q4 Internal Access Review',
    type: 'internal',
    framework: 'hipaa',
    auditor: 'Internal Audit Team',
    startDate: '2026-11-16',
    endDate: '2026-11-27',
    description: 'Quarterly review of access to systems holding PHI.',
    status: 'in-progress',
    result: 'Pending',
  },
  {
    id: 'aud-004',
    name: 'GDPR Compliance Assessment',
    type: 'external',
    framework: 'gdpr',
    auditor: 'PwC Privacy Team',
    startDate: '2026-09-08',
    endDate: '2026-09-19',
    description: 'Assessment of records of processing and data subject request handling.',
    status: 'completed',
    result: 'Pass',
  },
  {
    id: 'aud-005',
    name: 'PCI DSS Assessment',
    type: 'certification',
    framework: 'pci',
    auditor: 'Trustwave',
    startDate: '2026-06-02',
    endDate: '2026-06-13',
    description: 'Annual assessment by a qualified security assessor.',
    status: 'completed',
    result: 'Conditional Pass',
  },
  {
    id: 'aud-006',
    name: 'SOC 2 Readiness Review',
    type: 'internal',
    framework: 'soc2',
    auditor: 'Internal Audit Team',
    startDate: '2026-03-09',
    endDate: '2026-03-13',
    description: 'Readiness review ahead of the Type II window.',
    status: 'completed',
    result: 'Pass',
  },
];

export type AuditReadiness = { framework: TrackedFramework; percent: number };

/** Readiness per framework for the Audit Readiness grid. */
export const sampleAuditReadiness: readonly AuditReadiness[] = [
  { framework: 'soc2', percent: 92 },
  { framework: 'iso27001', percent: 78 },
  { framework: 'gdpr', percent: 95 },
  { framework: 'hipaa', percent: 85 },
  { framework: 'pci', percent: 64 },
];
