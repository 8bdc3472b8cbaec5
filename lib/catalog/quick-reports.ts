import type { ReportType } from '@/lib/schemas/reports/records';

/**
 * A Quick Reports card: a ready-made report with its estimated generation time in minutes, and the
 * report it requests: its type, over the organization's frameworks, for the past twelve months, as a PDF.
 */
export type QuickReport = { id: string; name: string; description: string; minutes: number; type: ReportType };

/** The four Quick Reports cards, in the screen's order. */
export const quickReports: readonly QuickReport[] = [
  {
    id: 'compliance-status',
    name: 'Compliance Status',
    description: 'Current status across all active frameworks.',
    minutes: 2,
    type: 'framework',
  },
  {
    id: 'audit-readiness',
    name: 'Audit Readiness',
    description: 'Evidence and controls ready for the next audit.',
    minutes: 5,
    type: 'audit',
  },
  {
    id: 'framework-gaps',
    name: 'Framework Gaps',
    description: 'Controls and evidence still missing per framework.',
    minutes: 3,
    type: 'gap-analysis',
  },
  {
    id: 'security-assessment',
    name: 'Security Assessment',
    description: 'Security controls, findings and open risks.',
    minutes: 4,
    type: 'security',
  },
];
