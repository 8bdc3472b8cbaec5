import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * ISO/IEC 42001:2023, the AI management system standard: clauses 4 to 10 and the 38 controls of Annex A, by their
 * numbers, with titles in our own words since the standard's text is copyrighted (docs/frameworks/iso42001.md).
 */
export const iso42001: LibraryFramework = {
  id: 'iso42001',
  name: 'ISO 42001',
  edition: 'ISO/IEC 42001:2023, clauses 4–10 and Annex A',
  groups: [
    groupOf('4', 'Context of the organization', [
      ['4.1', 'The organization, its context and its roles regarding AI'],
      ['4.2', 'Needs and expectations of interested parties'],
      ['4.3', 'Scope of the AI management system'],
      ['4.4', 'Establish and keep up the AI management system'],
    ]),
    groupOf('5', 'Leadership', [
      ['5.1', 'Leadership and commitment'],
      ['5.2', 'AI policy'],
      ['5.3', 'Roles, responsibilities and authorities'],
    ]),
    groupOf('6', 'Planning', [
      ['6.1.1', 'Address risks and opportunities: general'],
      ['6.1.2', 'AI risk assessment process'],
      ['6.1.3', 'AI risk treatment and statement of applicability'],
      ['6.1.4', 'AI system impact assessment process'],
      ['6.2', 'AI objectives and plans to achieve them'],
      ['6.3', 'Planning of changes'],
    ]),
    groupOf('7', 'Support', [
      ['7.1', 'Resources'],
      ['7.2', 'Competence'],
      ['7.3', 'Awareness'],
      ['7.4', 'Communication'],
      ['7.5.1', 'Documented information: general'],
      ['7.5.2', 'Creating and updating documented information'],
      ['7.5.3', 'Control of documented information'],
    ]),
    groupOf('8', 'Operation', [
      ['8.1', 'Operational planning and control'],
      ['8.2', 'Perform AI risk assessments'],
      ['8.3', 'Carry out AI risk treatment'],
      ['8.4', 'Perform AI system impact assessments'],
    ]),
    groupOf('9', 'Performance evaluation', [
      ['9.1', 'Monitoring, measurement, analysis and evaluation'],
      ['9.2.1', 'Internal audit: general'],
      ['9.2.2', 'Internal audit programme'],
      ['9.3.1', 'Management review: general'],
      ['9.3.2', 'Management review inputs'],
      ['9.3.3', 'Management review results'],
    ]),
    groupOf('10', 'Improvement', [
      ['10.1', 'Continual improvement'],
      ['10.2', 'Nonconformity and corrective action'],
    ]),
    groupOf('A.2', 'Policies related to AI', [
      ['A.2.2', 'AI policy'],
      ['A.2.3', 'Alignment with other policies'],
      ['A.2.4', 'Review of the AI policy'],
    ]),
    groupOf('A.3', 'Internal organization', [
      ['A.3.2', 'AI roles and responsibilities'],
      ['A.3.3', 'Reporting of concerns'],
    ]),
    groupOf('A.4', 'Resources for AI systems', [
      ['A.4.2', 'Documentation of resources'],
      ['A.4.3', 'Data resources'],
      ['A.4.4', 'Tooling resources'],
      ['A.4.5', 'System and computing resources'],
      ['A.4.6', 'Human resources'],
    ]),
    groupOf('A.5', 'Assessing impacts of AI systems', [
      ['A.5.2', 'Impact assessment process'],
      ['A.5.3', 'Documentation of impact assessments'],
      ['A.5.4', 'Impact on individuals or groups'],
      ['A.5.5', 'Societal impacts'],
    ]),
    groupOf('A.6', 'AI system life cycle', [
      ['A.6.1.2', 'Objectives for responsible development'],
      ['A.6.1.3', 'Processes for responsible design and development'],
      ['A.6.2.2', 'Requirements and specification'],
      ['A.6.2.3', 'Documentation of design and development'],
      ['A.6.2.4', 'Verification and validation'],
      ['A.6.2.5', 'Deployment'],
      ['A.6.2.6', 'Operation and monitoring'],
      ['A.6.2.7', 'Technical documentation'],
      ['A.6.2.8', 'Recording of event logs'],
    ]),
    groupOf('A.7', 'Data for AI systems', [
      ['A.7.2', 'Data for development and enhancement'],
      ['A.7.3', 'Acquisition of data'],
      ['A.7.4', 'Quality of data'],
      ['A.7.5', 'Data provenance'],
      ['A.7.6', 'Data preparation'],
    ]),
    groupOf('A.8', 'Information for interested parties', [
      ['A.8.2', 'Documentation and information for users'],
      ['A.8.3', 'External reporting'],
      ['A.8.4', 'Communication of incidents'],
      ['A.8.5', 'Information for interested parties'],
    ]),
    groupOf('A.9', 'Use of AI systems', [
      ['A.9.2', 'Processes for responsible use'],
      ['A.9.3', 'Objectives for responsible use'],
      ['A.9.4', 'Intended use'],
    ]),
    groupOf('A.10', 'Third-party and customer relationships', [
      ['A.10.2', 'Allocating responsibilities'],
      ['A.10.3', 'Suppliers'],
      ['A.10.4', 'Customers'],
    ]),
  ],
};
