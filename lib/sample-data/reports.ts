import type { Report } from '@/lib/schemas/report';
import type { TrackedFramework } from '@/lib/schemas/frameworks';

export const sampleReports: readonly Report[] = [
  {
    id: 'rep-001',
    name: 'SOC 2 Compliance Status Report',
    type: 'framework',
    frameworks: ['soc2'],
    startDate: '2026-08-01',
    endDate: '2026-10-31',
    format: 'pdf',
    notes: 'Quarterly status for the board.',
    generated: '2 hours ago',
    status: 'generated',
    size: '2.4 MB',
  },
  {
    id: 'rep-002',
    name: 'Q3 Executive Summary',
    type: 'executive',
    frameworks: ['soc2', 'iso27001', 'gdpr'],
    startDate: '2026-07-01',
    endDate: '2026-09-30',
    format: 'pdf',
    notes: '',
    generated: '1 day ago',
    status: 'generated',
    size: '1.1 MB',
  },
  {
    id: 'rep-003',
    name: 'ISO 27001 Gap Analysis',
    type: 'gap-analysis',
    frameworks: ['iso27001'],
    startDate: '2026-01-01',
    endDate: '2026-11-20',
    format: 'excel',
    notes: 'Annex A controls not yet implemented.',
    generated: 'Just now',
    status: 'generating',
    size: '—',
  },
  {
    id: 'rep-004',
    name: 'PCI DSS Security Assessment',
    type: 'security',
    frameworks: ['pci'],
    startDate: '2026-05-01',
    endDate: '2026-06-30',
    format: 'word',
    notes: '',
    generated: '3 days ago',
    status: 'generated',
    size: '3.8 MB',
  },
  {
    id: 'rep-005',
    name: 'GDPR & CCPA Audit Readiness',
    type: 'audit',
    frameworks: ['gdpr', 'ccpa'],
    startDate: '2026-09-01',
    endDate: '2026-11-15',
    format: 'pdf',
    notes: 'Privacy audit preparation.',
    generated: '1 week ago',
    status: 'generated',
    size: '1.7 MB',
  },
];

/** Quick Reports cards with their estimated generation time in minutes (spec §9). */
export const quickReports = [
  { id: 'compliance-status', name: 'Compliance Status', description: 'Current status across all active frameworks.', minutes: 2 },
  { id: 'audit-readiness', name: 'Audit Readiness', description: 'Evidence and controls ready for the next audit.', minutes: 5 },
  { id: 'framework-gaps', name: 'Framework Gaps', description: 'Controls and evidence still missing per framework.', minutes: 3 },
  { id: 'security-assessment', name: 'Security Assessment', description: 'Security controls, findings and open risks.', minutes: 4 },
] as const;

export type ComplianceStatusRow = { framework: TrackedFramework; percent: number; label: 'Compliant' | 'In Progress' | 'Review Required' };

/** Current Compliance Status per framework, with the spec's compliance labels. */
export const sampleComplianceStatus: readonly ComplianceStatusRow[] = [
  { framework: 'soc2', percent: 94, label: 'Compliant' },
  { framework: 'iso27001', percent: 78, label: 'In Progress' },
  { framework: 'gdpr', percent: 96, label: 'Compliant' },
  { framework: 'hipaa', percent: 88, label: 'In Progress' },
  { framework: 'pci', percent: 62, label: 'Review Required' },
];
