import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * ISO/IEC 27701:2019, the privacy extension of an ISO/IEC 27001 management system: the controls of Annex A (PII
 * controllers) and Annex B (PII processors) by their numbers, with titles in our own words since the standard's text
 * is copyrighted (docs/frameworks/iso27701.md).
 */
export const iso27701: LibraryFramework = {
  id: 'iso27701',
  name: 'ISO 27701',
  edition: 'ISO/IEC 27701:2019, Annex A (controllers) and Annex B (processors)',
  groups: [
    groupOf('A.7.2', 'Controllers: conditions for collection and processing', [
      ['A.7.2.1', 'Identify and record the purposes of processing'],
      ['A.7.2.2', 'Identify and record the lawful basis'],
      ['A.7.2.3', 'Decide when and how consent is to be obtained'],
      ['A.7.2.4', 'Obtain and record consent'],
      ['A.7.2.5', 'Privacy impact assessment'],
      ['A.7.2.6', 'Contracts with processors'],
      ['A.7.2.7', 'Joint controller arrangements'],
      ['A.7.2.8', 'Records of processing'],
    ]),
    groupOf('A.7.3', 'Controllers: obligations to individuals', [
      ['A.7.3.1', 'Determine and meet obligations to the people whose data it is'],
      ['A.7.3.2', 'Decide what information to give individuals'],
      ['A.7.3.3', 'Give individuals that information'],
      ['A.7.3.4', 'Let people change or withdraw consent'],
      ['A.7.3.5', 'Let people object to processing'],
      ['A.7.3.6', 'Access, correction and erasure'],
      ['A.7.3.7', 'Tell third parties of corrections and erasures'],
      ['A.7.3.8', 'Provide a copy of the data processed'],
      ['A.7.3.9', 'Handle requests'],
      ['A.7.3.10', 'Automated decision-making'],
    ]),
    groupOf('A.7.4', 'Controllers: privacy by design and by default', [
      ['A.7.4.1', 'Limit collection'],
      ['A.7.4.2', 'Limit processing'],
      ['A.7.4.3', 'Accuracy and quality'],
      ['A.7.4.4', 'Data minimization objectives'],
      ['A.7.4.5', 'De-identify or delete at the end of processing'],
      ['A.7.4.6', 'Temporary files'],
      ['A.7.4.7', 'Retention'],
      ['A.7.4.8', 'Disposal'],
      ['A.7.4.9', 'Controls on transmission'],
    ]),
    groupOf('A.7.5', 'Controllers: sharing, transfer and disclosure', [
      ['A.7.5.1', 'Basis for transfers between jurisdictions'],
      ['A.7.5.2', 'Countries and organizations data may be transferred to'],
      ['A.7.5.3', 'Records of transfers'],
      ['A.7.5.4', 'Records of disclosures to third parties'],
    ]),
    groupOf('B.8.2', 'Processors: conditions for collection and processing', [
      ['B.8.2.1', 'Customer agreement'],
      ['B.8.2.2', "Process only for the customer's purposes"],
      ['B.8.2.3', 'No marketing or advertising use without consent'],
      ['B.8.2.4', 'Tell the customer of an instruction that infringes the law'],
      ['B.8.2.5', 'Help the customer show it meets its obligations'],
      ['B.8.2.6', 'Records of processing'],
    ]),
    groupOf('B.8.3', 'Processors: obligations to individuals', [['B.8.3.1', 'Help the customer meet its obligations to individuals']]),
    groupOf('B.8.4', 'Processors: privacy by design and by default', [
      ['B.8.4.1', 'Temporary files'],
      ['B.8.4.2', 'Return, transfer or disposal of data'],
      ['B.8.4.3', 'Controls on transmission'],
    ]),
    groupOf('B.8.5', 'Processors: sharing, transfer and disclosure', [
      ['B.8.5.1', 'Basis for transfers between jurisdictions'],
      ['B.8.5.2', 'Countries and organizations data may be transferred to'],
      ['B.8.5.3', 'Records of disclosures to third parties'],
      ['B.8.5.4', 'Tell the customer of disclosure requests'],
      ['B.8.5.5', 'Disclose only when legally bound'],
      ['B.8.5.6', 'Disclose the sub-processors used'],
      ['B.8.5.7', 'Engage sub-processors only as agreed'],
      ['B.8.5.8', 'Tell the customer before changing sub-processors'],
    ]),
  ],
};
