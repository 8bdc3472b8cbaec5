import type { RequirementGroup } from '@/lib/catalog/types';
import { groupOf as group } from './frameworks/rows';

/**
 * ISO 27001: the management-system clauses 4 to 10 of the 2022 edition (30 requirements), in the same shape as
 * the Annex A themes, so the framework can list them beside Annex A. Titles are our own short wording.
 */
export const iso27001ClauseGroups: readonly RequirementGroup[] = [
  group('4', 'Context of the organization', [
    ['4.1', 'Internal and external issues that shape the ISMS'],
    ['4.2', 'Interested parties and what they expect'],
    ['4.3', 'Boundaries and scope of the ISMS'],
    ['4.4', 'Running and improving the ISMS as a set of processes'],
  ]),
  group('5', 'Leadership', [
    ['5.1', 'Top management commitment'],
    ['5.2', 'Security policy set by top management'],
    ['5.3', 'Assigned roles, duties and authority'],
  ]),
  group('6', 'Planning', [
    ['6.1.1', 'Planning for risks and opportunities'],
    ['6.1.2', 'Method for assessing security risks'],
    ['6.1.3', 'Treating risks and the Statement of Applicability'],
    ['6.2', 'Security objectives and plans to reach them'],
    ['6.3', 'Planned changes to the ISMS'],
  ]),
  group('7', 'Support', [
    ['7.1', 'Resources for the ISMS'],
    ['7.2', 'Competence of the people doing security work'],
    ['7.3', 'Staff awareness of policy and their part'],
    ['7.4', 'Internal and external security communication'],
    ['7.5.1', 'Documented information the ISMS needs'],
    ['7.5.2', 'Writing, approving and updating documents'],
    ['7.5.3', 'Keeping documents available and protected'],
  ]),
  group('8', 'Operation', [
    ['8.1', 'Planning and controlling security operations'],
    ['8.2', 'Running risk assessments on schedule'],
    ['8.3', 'Carrying out the risk treatment plan'],
  ]),
  group('9', 'Performance evaluation', [
    ['9.1', 'Measuring and evaluating security performance'],
    ['9.2.1', 'Internal audits at planned intervals'],
    ['9.2.2', 'Internal audit programme'],
    ['9.3.1', 'Management reviews at planned intervals'],
    ['9.3.2', 'What a management review considers'],
    ['9.3.3', 'Decisions a management review records'],
  ]),
  group('10', 'Improvement', [
    ['10.1', 'Continual improvement of the ISMS'],
    ['10.2', 'Nonconformities and corrective action'],
  ]),
];
