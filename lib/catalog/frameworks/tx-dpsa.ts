import type { LibraryFramework } from '@/lib/catalog/types';
import { groupOf } from './rows';

/**
 * The Texas Data Privacy and Security Act (Tex. Bus. & Com. Code ch. 541): the duties of controllers and processors,
 * by section and, where the section holds several, subsection (docs/frameworks/tx-dpsa.md).
 */
export const txDpsa: LibraryFramework = {
  id: 'tx-dpsa',
  name: 'Texas TDPSA',
  edition: 'Tex. Bus. & Com. Code ch. 541, in force since 1 July 2024',
  groups: [
    groupOf('rights', 'Consumer rights (Subchapter B)', [
      ['541.051', 'Access, correction, deletion, portability and opt-outs'],
      ['541.052', 'Answer requests within 45 days, free twice a year'],
      ['541.053', 'A process to appeal a refusal, answered within 60 days'],
      ['541.055', 'Two or more ways to submit requests, incl. universal opt-out signals'],
    ]),
    groupOf('controllers', 'Controller duties (Subchapter C)', [
      ['541.101(a)(1)', 'Limit collection to what is adequate, relevant and necessary'],
      ['541.101(a)(2)', 'Reasonable administrative, technical and physical security'],
      ['541.101(b)(1)', 'No processing for incompatible purposes without consent'],
      ['541.101(b)(2)', 'No processing in violation of anti-discrimination laws'],
      ['541.101(b)(3)', 'No discrimination for exercising rights'],
      ['541.101(b)(4)', 'Process sensitive data only with consent'],
      ['541.102(a)', 'A clear privacy notice with the required content'],
      ['541.102(b)', 'Notice that sensitive personal data may be sold'],
      ['541.102(c)', 'Notice that biometric personal data may be sold'],
      ['541.103', 'Disclose sale and targeted advertising and how to opt out'],
    ]),
    groupOf('processors', 'Processors and assessments', [
      ['541.104(a)', 'Processors follow instructions and help the controller'],
      ['541.104(b)', 'A contract between controller and processor with the required terms'],
      ['541.105', 'Data protection assessments of higher-risk processing'],
    ]),
  ],
};
