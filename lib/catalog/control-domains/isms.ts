import type { LibraryControl } from '@/lib/catalog/types';

/**
 * The ISO 27001 management system (clauses 4 to 10): controls for the clauses that no other control of the library
 * answers. Clauses an existing control already answers are listed in isoClauseExistingControls instead. Where the
 * same work meets a SOC 2 common criterion (objectives CC3.1, choosing controls CC5.1, monitoring CC2.1 and CC4.1,
 * deficiencies CC4.2), the control maps to it too (docs/frameworks/soc2.md).
 */
export const ismsControls: readonly LibraryControl[] = [
  {
    id: 'ISM-01',
    name: 'ISMS scope and context',
    asks:
      'Record the internal and external issues and the interested parties (customers, regulators, staff, suppliers) with what they expect, and ' +
      'from them set the scope of the management system: the sites, teams, systems and services inside it, what is left out and why.',
    evidence: 'Approved ISMS scope statement; register of issues and interested parties with their requirements, reviewed this year',
    owner: 'Compliance',
    maps: ['iso27001:4.1', 'iso27001:4.2', 'iso27001:4.3'],
  },
  {
    id: 'ISM-02',
    name: 'ISMS objectives and planning',
    asks:
      'Set measurable security objectives at the relevant levels, plan for each what will be done, by whom, with what and by when, and plan ' +
      'changes to the management system and its processes before making them.',
    evidence: 'Objectives with owners, targets, dates and status; ISMS process map; change plans for the management system',
    owner: 'Leadership',
    maps: ['iso27001:4.4', 'iso27001:6.2', 'iso27001:6.3', 'iso27001:8.1', 'iso27001:10.1', 'soc2:CC3.1'],
  },
  {
    id: 'ISM-03',
    name: 'Statement of Applicability',
    asks:
      'Keep a Statement of Applicability listing every Annex A control as applicable or not, with the reason for each choice, whether it is ' +
      'implemented and the risks or obligations that justify it, and have it approved with the risk treatment plan.',
    evidence: 'Approved Statement of Applicability covering all 93 Annex A controls; risk treatment plan it refers to',
    owner: 'Security',
    maps: ['iso27001:6.1.3', 'soc2:CC5.1'],
  },
  {
    id: 'ISM-04',
    name: 'ISMS performance measurement',
    asks:
      'Decide what security processes and controls are measured, how, how often and by whom, and analyse the results so leadership can judge ' +
      'how well the management system works.',
    evidence: 'Measurement plan with metrics and owners; periodic metric reports with their analysis',
    owner: 'Security',
    maps: ['iso27001:9.1', 'soc2:CC2.1', 'soc2:CC4.1'],
  },
  {
    id: 'ISM-05',
    name: 'Internal audit programme',
    asks:
      'Plan internal audits of the management system over a cycle that covers every clause and area in scope, set the criteria and scope of each ' +
      'audit, pick objective auditors, and report the results to the managers concerned.',
    evidence: 'Internal audit programme for the cycle; audit plans and reports with findings; auditor assignments',
    owner: 'Compliance',
    maps: ['iso27001:9.2.1', 'iso27001:9.2.2', 'soc2:CC4.1'],
  },
  {
    id: 'ISM-06',
    name: 'Management review',
    asks:
      'Have top management review the management system at planned intervals, covering the status of past actions, changes in issues and ' +
      'expectations, performance, audit results, risks and improvement chances, and record the decisions taken.',
    evidence: 'Management review minutes with date, attendees, inputs considered and decisions; follow-up of the actions decided',
    owner: 'Leadership',
    maps: ['iso27001:9.3.1', 'iso27001:9.3.2', 'iso27001:9.3.3', 'iso27001:10.1', 'soc2:CC4.2'],
  },
  {
    id: 'ISM-07',
    name: 'Nonconformity and corrective action',
    asks:
      'Record each nonconformity found, fix it and deal with its consequences, find its cause, take corrective action so it does not recur, and ' +
      'check that the action worked.',
    evidence: 'Nonconformity log with causes, corrective actions, owners, due dates and effectiveness checks',
    owner: 'Compliance',
    maps: ['iso27001:10.2', 'iso27001:10.1', 'soc2:CC4.2'],
  },
];
