import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * The Virginia Consumer Data Protection Act (Code of Virginia §59.1-575 to 59.1-585): the duties of controllers and
 * processors, by section, subsection and subdivision (docs/frameworks/va-cdpa.md).
 */
export const vaCdpa: LibraryFramework = {
  id: 'va-cdpa',
  name: 'Virginia CDPA',
  edition: 'Code of Virginia §59.1-575 to 59.1-585, in force since 1 January 2023, as amended through 2025',
  groups: [
    groupOf('rights', 'Consumer rights (§59.1-577)', [
      ['59.1-577(A)(1)', 'Confirm processing and give access to personal data'],
      ['59.1-577(A)(2)', 'Correct inaccurate personal data'],
      ['59.1-577(A)(3)', 'Delete personal data'],
      ['59.1-577(A)(4)', 'Give a portable copy of the data the consumer provided'],
      ['59.1-577(A)(5)', 'Opt out of targeted advertising, sale and profiling'],
      ['59.1-577(B)', 'Answer requests within 45 days, free of charge twice a year'],
      ['59.1-577(C)', 'A process to appeal a refusal'],
    ]),
    groupOf('controllers', 'Controller duties (§59.1-578)', [
      ['59.1-578(A)(1)', 'Limit collection to what is adequate, relevant and necessary'],
      ['59.1-578(A)(2)', 'No processing for incompatible purposes without consent'],
      ['59.1-578(A)(3)', 'Reasonable administrative, technical and physical security'],
      ['59.1-578(A)(4)', 'No unlawful discrimination, none for exercising rights'],
      ['59.1-578(A)(5)', 'Process sensitive data only with consent'],
      ['59.1-578(C)', 'A clear and meaningful privacy notice'],
      ['59.1-578(D)', 'Disclose sale and targeted advertising and how to opt out'],
      ['59.1-578(E)', 'Secure and reliable ways to submit requests'],
    ]),
    groupOf('processors', 'Processors and assessments (§59.1-579, §59.1-580)', [
      ['59.1-579(A)', 'Processors follow instructions and help the controller'],
      ['59.1-579(B)', 'A contract between controller and processor with the required terms'],
      ['59.1-580(A)', 'Data protection assessments of higher-risk processing'],
    ]),
  ],
};
