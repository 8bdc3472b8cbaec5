// CSA CAIQ-Lite v4.0.3, held-out half: questions copied word for word, ids as in the source.
// Source, version and licence: see ../sources.ts. The expected answers are for the demo organization (lib/seed),
// decided by reading its records. The held-out half was meant never to be used for tuning, but its questions have
// been looked at while the answerer's rules were written; questions never shown then are in the blind split (../blind).
import { notInRecords, yes, type BenchQuestion } from '../types';

export const caiqLiteHeldOut: BenchQuestion[] = [
  {
    source: 'caiq-lite',
    id: 'A&A-03.1',
    text: 'Are independent audit and assurance assessments performed according to risk-based plans and policies?',
    expected: notInRecords(
      'Outside assessments happen periodically and after major changes (AUD-02); no record, the yearly penetration test (Vulnerability Management Policy§4.3) included, speaks of risk-based plans for them.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'A&A-06.1',
    text: 'Is a risk-based corrective action plan to remediate audit findings established, documented, approved, communicated, applied, evaluated, and maintained?',
    expected: yes(
      ['control:AUD-04', 'control:ISM-07'],
      ['policy:Risk Management Policy§4.9', 'policy:Risk Management Policy§4.5'],
      'Deficiencies from audits are logged with owners and due dates and tracked to correction.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'AIS-04.1',
    text: 'Is an SDLC process defined and implemented for application design, development, deployment, and operation per organizationally designed security requirements?',
    expected: yes(
      ['control:SDL-01', 'policy:Secure Development Policy§3', 'policy:Secure Development Policy§4.1'],
      [
        'control:SDL-02',
        'policy:Secure Development Policy§4.2',
        'policy:Secure Development Policy§4.3',
        'policy:Secure Development Policy§4.4',
        'policy:Secure Development Policy§4.5',
        'policy:Secure Development Policy§4.9',
        'policy:Change Management Policy§4.6',
      ],
      'A documented development process with security activities at each stage, driven by written security requirements (Secure Development Policy§4.1).',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'AIS-07.1',
    text: 'Are application security vulnerabilities remediated following defined processes?',
    expected: yes(
      [
        'control:VUL-01',
        'policy:Vulnerability Management Policy§4.6',
        'policy:Vulnerability Management Policy§4.7',
        'policy:Vulnerability Management Policy§4.8',
        'policy:Secure Development Policy§4.5',
      ],
      [
        'control:SDL-09',
        'policy:Vulnerability Management Policy§4.3',
        'policy:Vulnerability Management Policy§4.5',
        'policy:Vulnerability Management Policy§4.9',
        'policy:Patch Management Policy§4.3',
      ],
      'Findings are tracked and fixed within set times by severity (Vulnerability Management Policy§4.6).',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'BCR-02.1',
    text: 'Are criteria for developing business continuity and operational resiliency strategies and capabilities established based on business disruption and risk impacts?',
    expected: yes(
      ['control:BCP-02', 'policy:Business Continuity Policy§4.1'],
      ['control:BCP-01', 'policy:Business Continuity Policy§3', 'policy:Disaster Recovery Plan§4.1'],
      'A business impact analysis sets tolerable downtime and recovery objectives from the impact of loss (Business Continuity Policy§4.1).',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'BCR-08.1',
    text: 'Is cloud data periodically backed up?',
    expected: yes(
      ['control:BCP-04', 'policy:Information Security Policy§4.8'],
      [
        'policy:Disaster Recovery Plan§4.3',
        'policy:Disaster Recovery Plan§4.4',
        'policy:Cloud Security Policy§4.3',
        'policy:Cryptography Policy§4.3',
        'policy:Records Management Policy§4.5',
      ],
      'Critical data is backed up automatically (BCP-04).',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'CEK-03.1',
    text: 'Are data at-rest and in-transit cryptographically protected using cryptographic libraries certified to approved standards?',
    expected: notInRecords(
      'Data is encrypted at rest and in transit, but the Cryptography Policy§4.6 only prefers FIPS-validated modules; only key generation requires them (Encryption Key Management Policy§4.2).',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'DSP-07.1',
    text: 'Are systems, products, and business practices based on security principles by design and per industry best practices?',
    expected: yes(
      [
        'control:SDL-02',
        'control:PRV-20',
        'policy:Secure Development Policy§4.1',
        'policy:Secure Development Policy§4.3',
        'policy:Configuration Management Policy§4.1',
      ],
      ['control:SDL-01', 'policy:Secure Development Policy§4.2', 'policy:Secure Development Policy§4.4'],
      'Security design review, secure design principles and OWASP ASVS requirements (Secure Development Policy§4.1, §4.3), and privacy by design.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'IAM-04.1',
    text: 'Is the separation of duties principle employed when implementing information system access?',
    expected: yes(
      ['control:GOV-05'],
      [
        'control:ICF-04',
        'policy:Encryption Key Management Policy§4.5',
        'policy:Privileged Access Policy§4.2',
        'policy:Change Management Policy§4.3',
        'policy:Change Management Policy§4.7',
      ],
      'An implemented segregation of duties control; policies apply it only to keys, privileged requests and changes.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'IVS-03.1',
    text: 'Are communications between environments monitored?',
    expected: notInRecords(
      'Traffic between environments is restricted (NET-02, Network Security Policy§4.2); flow logs are analysed only on production networks (Network Security Policy§4.8), not for all traffic between environments.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'SEF-03.1',
    text: 'Is a security incident response plan established, documented, approved, communicated, applied, evaluated, and maintained?',
    expected: yes(
      ['control:INC-01', 'policy:Incident Response Policy'],
      ['policy:Information Security Policy§4.7'],
      "An incident response plan and an approved Incident Response Policy, though that policy's scope (§2) names only incidents affecting ePHI.",
    ),
  },
  {
    source: 'caiq-lite',
    id: 'TVM-03.1',
    text: 'Are processes, procedures, and technical measures defined for vulnerability identifications?',
    expected: yes(
      [
        'control:VUL-01',
        'control:VUL-03',
        'policy:Vulnerability Management Policy§4.1',
        'policy:Vulnerability Management Policy§4.2',
        'policy:Vulnerability Management Policy§4.3',
        'policy:Vulnerability Management Policy§4.4',
        'policy:Secure Development Policy§4.5',
        'policy:Secure Development Policy§4.9',
      ],
      ['policy:Vulnerability Management Policy§4.5'],
      'Vulnerability scanning, testing and threat intelligence (Vulnerability Management Policy§4.1–4.4).',
    ),
  },
];
