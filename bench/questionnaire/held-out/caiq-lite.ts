// CSA CAIQ-Lite v4.0.3, held-out half: questions copied word for word, ids as in the source.
// Source, version and licence: see ../sources.ts. The expected answers are for the demo organization (lib/seed),
// decided by reading its records; the held-out half is never used to tune the answerer.
import { notInRecords, yes, type BenchQuestion } from '../types';

export const caiqLiteHeldOut: BenchQuestion[] = [
  {
    source: 'caiq-lite',
    id: 'A&A-03.1',
    text: 'Are independent audit and assurance assessments performed according to risk-based plans and policies?',
    expected: notInRecords(
      'Outside assessments happen periodically and after major changes; no record speaks of risk-based plans for them.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'A&A-06.1',
    text: 'Is a risk-based corrective action plan to remediate audit findings established, documented, approved, communicated, applied, evaluated, and maintained?',
    expected: yes(
      ['control:AUD-04', 'control:ISM-07'],
      [],
      'Deficiencies from audits are logged with owners and due dates and tracked to correction.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'AIS-04.1',
    text: 'Is an SDLC process defined and implemented for application design, development, deployment, and operation per organizationally designed security requirements?',
    expected: yes(
      ['control:SDL-01', 'policy:Secure Development Policy'],
      ['control:SDL-02'],
      'A documented development process with security activities at each stage.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'AIS-07.1',
    text: 'Are application security vulnerabilities remediated following defined processes?',
    expected: yes(
      ['control:VUL-01', 'policy:Vulnerability Management Policy'],
      ['control:SDL-09'],
      'Scanning and patching under an approved Vulnerability Management Policy.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'BCR-02.1',
    text: 'Are criteria for developing business continuity and operational resiliency strategies and capabilities established based on business disruption and risk impacts?',
    expected: yes(['control:BCP-02'], ['control:BCP-01'], 'A business impact analysis ranks systems and sets recovery objectives.'),
  },
  {
    source: 'caiq-lite',
    id: 'BCR-08.1',
    text: 'Is cloud data periodically backed up?',
    expected: yes(['control:BCP-04', 'policy:Information Security Policy§4.8'], [], 'Critical data is backed up automatically.'),
  },
  {
    source: 'caiq-lite',
    id: 'CEK-03.1',
    text: 'Are data at-rest and in-transit cryptographically protected using cryptographic libraries certified to approved standards?',
    expected: notInRecords('Data is encrypted at rest and in transit, but no record says the libraries are certified.'),
  },
  {
    source: 'caiq-lite',
    id: 'DSP-07.1',
    text: 'Are systems, products, and business practices based on security principles by design and per industry best practices?',
    expected: yes(
      ['control:SDL-02', 'control:PRV-20'],
      ['control:SDL-01'],
      'Security design review of new projects and privacy by design.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'IAM-04.1',
    text: 'Is the separation of duties principle employed when implementing information system access?',
    expected: yes(['control:GOV-05'], ['control:ICF-04'], 'An implemented segregation of duties control.'),
  },
  {
    source: 'caiq-lite',
    id: 'IVS-03.1',
    text: 'Are communications between environments monitored?',
    expected: notInRecords('Traffic between environments is restricted (NET-02); monitoring between environments is not named.'),
  },
  {
    source: 'caiq-lite',
    id: 'SEF-03.1',
    text: 'Is a security incident response plan established, documented, approved, communicated, applied, evaluated, and maintained?',
    expected: yes(
      ['control:INC-01', 'policy:Incident Response Policy'],
      [],
      'An incident response plan and an approved Incident Response Policy.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'TVM-03.1',
    text: 'Are processes, procedures, and technical measures defined for vulnerability identifications?',
    expected: yes(
      ['control:VUL-01', 'control:VUL-03', 'policy:Vulnerability Management Policy'],
      [],
      'Vulnerability scanning and threat intelligence.',
    ),
  },
];
