import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * DORA, the Digital Operational Resilience Act (Regulation (EU) 2022/2554), with its regulatory technical standards
 * on the ICT risk management framework (Commission Delegated Regulation (EU) 2024/1774): the Act's articles that put
 * duties on a financial entity, and Title II of the RTS, each by article number (docs/frameworks/dora.md).
 */
export const dora: LibraryFramework = {
  id: 'dora',
  name: 'DORA',
  edition: 'Regulation (EU) 2022/2554 (applies from 17 January 2025) with Delegated Regulation (EU) 2024/1774',
  groups: [
    groupOf('risk-management', 'ICT risk management (Chapter II)', [
      ['Art. 5', 'Management body defines, approves and oversees the ICT risk framework'],
      ['Art. 6', 'A documented ICT risk management framework, reviewed and audited'],
      ['Art. 7', 'Reliable ICT systems with enough capacity and resilience'],
      ['Art. 8', 'Identify and classify ICT assets, functions and dependencies'],
      ['Art. 9', 'Protection and prevention'],
      ['Art. 10', 'Detection of anomalous activity'],
      ['Art. 11', 'ICT business continuity, response and recovery'],
      ['Art. 12', 'Backup policies, restoration and recovery'],
      ['Art. 13', 'Learning and evolving from incidents and tests'],
      ['Art. 14', 'Crisis communication plans'],
    ]),
    groupOf('incidents', 'ICT-related incidents (Chapter III)', [
      ['Art. 17', 'ICT-related incident management process'],
      ['Art. 18', 'Classification of incidents and cyber threats'],
      ['Art. 19', 'Reporting of major ICT-related incidents'],
    ]),
    groupOf('testing', 'Digital operational resilience testing (Chapter IV)', [
      ['Art. 24', 'A risk-based resilience testing programme'],
      ['Art. 25', 'Testing of ICT tools and systems'],
      ['Art. 26', 'Threat-led penetration testing where required'],
    ]),
    groupOf('third-party', 'ICT third-party risk (Chapter V)', [
      ['Art. 28', 'Third-party risk strategy, register of information and exit strategies'],
      ['Art. 29', 'Assess ICT concentration risk before contracting'],
      ['Art. 30', 'Key contractual provisions for ICT services'],
    ]),
    groupOf('rts', 'RTS on the ICT risk management framework (2024/1774, Title II)', [
      ['RTS Art. 2', 'General elements of ICT security policies'],
      ['RTS Art. 3', 'ICT risk management policy and procedures'],
      ['RTS Art. 4', 'ICT asset management policy'],
      ['RTS Art. 5', 'ICT asset management procedure'],
      ['RTS Art. 6', 'Encryption and cryptographic controls'],
      ['RTS Art. 7', 'Cryptographic key management'],
      ['RTS Art. 8', 'Policies and procedures for ICT operations'],
      ['RTS Art. 9', 'Capacity and performance management'],
      ['RTS Art. 10', 'Vulnerability and patch management'],
      ['RTS Art. 11', 'Data and system security'],
      ['RTS Art. 12', 'Logging'],
      ['RTS Art. 13', 'Network security management'],
      ['RTS Art. 14', 'Securing information in transit'],
      ['RTS Art. 15', 'ICT project management'],
      ['RTS Art. 16', 'Acquisition, development and maintenance of ICT systems'],
      ['RTS Art. 17', 'ICT change management'],
      ['RTS Art. 18', 'Physical and environmental security'],
      ['RTS Art. 19', 'Human resources policy'],
      ['RTS Art. 20', 'Identity management'],
      ['RTS Art. 21', 'Access control'],
      ['RTS Art. 22', 'ICT-related incident management policy'],
      ['RTS Art. 23', 'Detecting anomalous activity and criteria for incident response'],
      ['RTS Art. 24', 'ICT business continuity policy'],
      ['RTS Art. 25', 'Testing of ICT business continuity plans'],
      ['RTS Art. 26', 'ICT response and recovery plans'],
      ['RTS Art. 27', 'Report on the review of the ICT risk management framework'],
    ]),
  ],
};
