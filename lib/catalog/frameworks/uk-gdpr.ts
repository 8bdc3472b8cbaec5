import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf as group, type RequirementRow as Row } from './rows';

/**
 * The UK GDPR articles a controller must be able to evidence under its accountability duty (Art. 5(2), Art. 24), by
 * article number as in the GDPR it was retained from, and the Data Protection Act 2018's conditions for special
 * category and criminal offence data (docs/frameworks/uk-gdpr.md).
 */

const principles: Row[] = [
  ['Art. 5', 'Principles for processing personal data'],
  ['Art. 6', 'Lawful basis for each processing'],
  ['Art. 7', 'Valid, provable and withdrawable consent'],
  ['Art. 8', "Children's consent for online services (13 in the UK)"],
  ['Art. 9', 'Special categories of personal data'],
  ['Art. 10', 'Criminal convictions and offences data'],
];

const rights: Row[] = [
  ['Art. 12', 'Clear communication and timely handling of requests'],
  ['Art. 13', 'Privacy notice when collecting from the individual'],
  ['Art. 14', 'Privacy notice when data comes from elsewhere'],
  ['Art. 15', 'Right of access'],
  ['Art. 16', 'Right to rectification'],
  ['Art. 17', 'Right to erasure'],
  ['Art. 18', 'Right to restriction of processing'],
  ['Art. 19', 'Telling recipients about rectification, erasure or restriction'],
  ['Art. 20', 'Right to data portability'],
  ['Art. 21', 'Right to object, including to direct marketing'],
  ['Art. 22', 'Automated decisions and profiling'],
];

const duties: Row[] = [
  ['Art. 24', 'Controller responsibility and appropriate measures'],
  ['Art. 25', 'Data protection by design and by default'],
  ['Art. 26', 'Joint controller arrangement'],
  ['Art. 27', 'UK representative for controllers outside the UK'],
  ['Art. 28', 'Processor selection and data processing agreements'],
  ['Art. 29', "Processing only on the controller's instructions"],
  ['Art. 30', 'Records of processing activities'],
  ['Art. 31', 'Cooperation with the ICO'],
];

const security: Row[] = [
  ['Art. 32', 'Security of processing'],
  ['Art. 33', 'Breach notification to the ICO within 72 hours'],
  ['Art. 34', 'Breach communication to affected individuals'],
];

const dpiaDpo: Row[] = [
  ['Art. 35', 'Data protection impact assessment'],
  ['Art. 36', 'Prior consultation of the ICO on high residual risk'],
  ['Art. 37', 'Designation of a data protection officer'],
  ['Art. 38', 'Position and independence of the DPO'],
  ['Art. 39', 'Tasks of the DPO'],
];

const dpa2018: Row[] = [
  ['DPA 2018 s. 10', 'A Schedule 1 condition for special category and criminal offence data'],
  ['DPA 2018 Sch. 1 Pt 4', 'Appropriate policy document for that processing, kept and reviewed'],
];

const transfers: Row[] = [
  ['Art. 44', 'Conditions for any transfer outside the UK'],
  ['Art. 45', 'Transfers under UK adequacy regulations'],
  ['Art. 46', 'Transfers with appropriate safeguards (IDTA or UK addendum)'],
  ['Art. 47', 'Binding corporate rules'],
  ['Art. 49', 'Derogations for specific situations'],
];

export const ukGdpr: LibraryFramework = {
  id: 'uk-gdpr',
  name: 'UK GDPR',
  edition: 'UK GDPR (retained Regulation (EU) 2016/679 as amended by the DPPEC Regulations 2019) with the Data Protection Act 2018',
  groups: [
    group('principles', 'Principles and lawful basis', principles),
    group('rights', 'Transparency and data subject rights', rights),
    group('duties', 'Controller and processor duties', duties),
    group('security', 'Security and breaches', security),
    group('dpia-dpo', 'Impact assessment and DPO', dpiaDpo),
    group('transfers', 'International transfers', transfers),
    group('dpa-2018', 'Data Protection Act 2018', dpa2018),
  ],
};
