import {
  isoNextActionSchema,
  isoPhaseSchema,
  isoSummarySchema,
  isoTimelineItemSchema,
} from '@/lib/schemas/iso-setup';

/**
 * ISO 27001 setup guidance (product content until the ISMS phases are the organization's own records).
 * spec §9: 114 Annex A controls, 73 implemented, 8 of 12 phases, 65% complete.
 */
export const isoSummary = isoSummarySchema.parse({ annexAControls: 114, implemented: 73, phasesDone: 8, phasesTotal: 12, percentComplete: 65 });

export const isoPhases = [
  {
    id: 'planning', title: 'Phase 1: Planning & Scoping', progress: 100,
    steps: [
      { name: 'Define ISMS scope', description: 'Set the boundaries of the information security management system.', status: 'completed', note: 'Completed on Sep 12', assignee: 'Sarah Chen', actions: ['View', 'Edit'] },
      { name: 'Information security policy', description: 'Top-level policy approved by management.', status: 'completed', note: 'Approved on Sep 26', assignee: 'Michael Rodriguez', actions: ['View'] },
    ],
  },
  {
    id: 'risk', title: 'Phase 2: Risk Assessment', progress: 100,
    steps: [
      { name: 'Asset inventory', description: 'List information assets and their owners.', status: 'completed', note: '214 assets recorded', assignee: 'David Kim', actions: ['View', 'Edit'] },
      { name: 'Risk assessment', description: 'Identify threats and vulnerabilities and rate each risk.', status: 'completed', note: '38 risks rated', assignee: 'Sarah Chen', actions: ['View'] },
    ],
  },
  {
    id: 'implementation', title: 'Phase 3: Control Implementation', progress: 64,
    steps: [
      { name: 'Statement of Applicability', description: 'Record which Annex A controls apply and why.', status: 'completed', note: 'Signed off on Oct 30', assignee: 'Emily Watson', actions: ['View'] },
      { name: 'Implement Annex A controls', description: 'Put the selected controls in place and collect evidence.', status: 'in-progress', note: '73 of 114 controls implemented', assignee: 'Engineering team', actions: ['Continue', 'View All'] },
      { name: 'Security awareness training', description: 'Train every employee on the ISMS and their duties.', status: 'pending', note: 'Not started', assignee: 'Unassigned', actions: ['Assign', 'Start'] },
    ],
  },
  {
    id: 'audit', title: 'Phase 4: Audit & Certification', progress: 0,
    steps: [
      { name: 'Internal audit', description: 'Audit the ISMS against the standard before certification.', status: 'pending', note: 'Planned for January', assignee: 'Unassigned', actions: ['Assign', 'Start'] },
      { name: 'Certification audit', description: 'Stage 1 and stage 2 audits by the certification body.', status: 'pending', note: 'Planned for March', assignee: 'Michael Rodriguez', actions: ['View'] },
    ],
  },
].map((phase) => isoPhaseSchema.parse(phase));

export const isoNextActions = [
  { title: 'Finish access control policies (A.5.15-A.5.18)', priority: 'high', due: 'Due Dec 1', assignee: 'Sarah Chen' },
  { title: 'Assign owner for security awareness training', priority: 'high', due: 'Due Dec 5', assignee: 'Emily Watson' },
  { title: 'Collect supplier security evidence', priority: 'medium', due: 'Due Dec 15', assignee: 'David Kim' },
].map((action) => isoNextActionSchema.parse(action));

export const isoResources = [
  { title: 'ISO 27001 implementation guide', href: '/resources/isoVsSoc2' },
  { title: 'Annex A control templates', href: '/manage/policies' },
  { title: 'Evidence checklist', href: '/manage/evidence' },
] as const;

export const isoTimeline = [
  { title: 'Planning & scoping', when: 'September 2026', state: 'completed' },
  { title: 'Risk assessment', when: 'October 2026', state: 'completed' },
  { title: 'Control implementation', when: 'November 2026 - January 2027', state: 'current' },
  { title: 'Internal audit', when: 'February 2027', state: 'scheduled' },
  { title: 'Certification audit', when: 'March 2027', state: 'scheduled' },
].map((item) => isoTimelineItemSchema.parse(item));
