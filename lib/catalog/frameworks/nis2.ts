import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * NIS2 (Directive (EU) 2022/2555): the duties of essential and important entities under Articles 20, 21 and 23, by
 * article and paragraph, and the thirteen sections of the Annex to Implementing Regulation (EU) 2024/2690, which
 * details Article 21(2) for digital infrastructure and digital providers (docs/frameworks/nis2.md).
 */
export const nis2: LibraryFramework = {
  id: 'nis2',
  name: 'NIS2',
  edition: 'Directive (EU) 2022/2555 with Implementing Regulation (EU) 2024/2690 of 17 October 2024',
  groups: [
    groupOf('governance', 'Governance (Art. 20)', [
      ['Art. 20(1)', 'Management bodies approve the measures and oversee them'],
      ['Art. 20(2)', 'Management body members take cybersecurity training'],
    ]),
    groupOf('measures', 'Cybersecurity risk-management measures (Art. 21)', [
      ['Art. 21(1)', 'Appropriate and proportionate measures based on risk'],
      ['Art. 21(2)(a)', 'Policies on risk analysis and information system security'],
      ['Art. 21(2)(b)', 'Incident handling'],
      ['Art. 21(2)(c)', 'Business continuity, backups, disaster recovery and crisis management'],
      ['Art. 21(2)(d)', 'Supply chain security'],
      ['Art. 21(2)(e)', 'Security in acquisition, development and maintenance, incl. vulnerabilities'],
      ['Art. 21(2)(f)', 'Assess the effectiveness of the measures'],
      ['Art. 21(2)(g)', 'Basic cyber hygiene and cybersecurity training'],
      ['Art. 21(2)(h)', 'Cryptography and encryption'],
      ['Art. 21(2)(i)', 'Human resources security, access control and asset management'],
      ['Art. 21(2)(j)', 'Multi-factor authentication and secured communications'],
      ['Art. 21(3)', 'Weigh each supplier’s vulnerabilities and practices'],
      ['Art. 21(4)', 'Correct shortfalls without undue delay'],
    ]),
    groupOf('reporting', 'Reporting obligations (Art. 23)', [
      ['Art. 23(1)', 'Notify the CSIRT or authority of significant incidents, and service recipients'],
      ['Art. 23(2)', 'Tell recipients threatened by a significant cyber threat what they can do'],
      ['Art. 23(4)(a)', 'Early warning within 24 hours'],
      ['Art. 23(4)(b)', 'Incident notification within 72 hours'],
      ['Art. 23(4)(c)', 'Intermediate report on request'],
      ['Art. 23(4)(d)', 'Final report within one month'],
      ['Art. 23(4)(e)', 'Progress report while the incident is ongoing'],
    ]),
    groupOf('annex', 'Technical and methodological requirements (2024/2690 Annex)', [
      ['Annex 1', 'Policy on the security of network and information systems'],
      ['Annex 2', 'Risk management policy'],
      ['Annex 3', 'Incident handling'],
      ['Annex 4', 'Business continuity and crisis management'],
      ['Annex 5', 'Supply chain security'],
      ['Annex 6', 'Security in acquisition, development and maintenance'],
      ['Annex 7', 'Assessing the effectiveness of risk-management measures'],
      ['Annex 8', 'Basic cyber hygiene practices and security training'],
      ['Annex 9', 'Cryptography'],
      ['Annex 10', 'Human resources security'],
      ['Annex 11', 'Access control'],
      ['Annex 12', 'Asset management'],
      ['Annex 13', 'Environmental and physical security'],
    ]),
  ],
};
