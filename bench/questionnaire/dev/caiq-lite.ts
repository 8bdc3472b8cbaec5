// CSA CAIQ-Lite v4.0.3, dev half: questions copied word for word, ids as in the source.
// Source, version and licence: see ../sources.ts. The expected answers are for the demo organization (lib/seed),
// decided by reading its records; the dev half may be used to tune the answerer.
import { notInRecords, yes, type BenchQuestion } from '../types';

export const caiqLiteDev: BenchQuestion[] = [
  {
    source: 'caiq-lite',
    id: 'A&A-02.1',
    text: 'Are independent audit and assurance assessments conducted according to relevant standards at least annually?',
    expected: notInRecords(
      'Outside assessments are periodic (AUD-02); the only yearly independent test is a penetration test (Vulnerability Management Policy§4.3), not an audit against standards.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'A&A-04.1',
    text: 'Is compliance verified regarding all relevant standards, regulations, legal/contractual, and statutory requirements applicable to the audit?',
    expected: yes(
      ['control:AUD-01', 'control:AUD-03'],
      ['control:GOV-06', 'policy:Information Security Policy§5', 'policy:Risk Management Policy§4.7'],
      'Internal audit and compliance checks against the policies and frameworks in scope.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'AIS-02.1',
    text: 'Are baseline requirements to secure different applications established, documented, and maintained?',
    expected: yes(
      ['control:SDL-03', 'control:SDL-02', 'policy:Secure Development Policy§4.1', 'policy:Secure Development Policy§4.4'],
      ['control:SDL-01', 'policy:Secure Development Policy§4.3'],
      'A secure coding standard and written security requirements with OWASP ASVS Level 2 as baseline (Secure Development Policy§4.1).',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'AIS-06.1',
    text: 'Are strategies and capabilities established and implemented to deploy application code in a secure, standardized, and compliant manner?',
    expected: yes(
      ['control:SDL-05', 'control:SDL-04', 'policy:Change Management Policy§4.6', 'policy:Secure Development Policy§4.10'],
      [
        'policy:Change Management Policy§4.3',
        'policy:Change Management Policy§4.5',
        'policy:Change Management Policy§4.9',
        'policy:Secure Development Policy§4.5',
        'policy:Configuration Management Policy§4.4',
      ],
      'Changes are reviewed, tested and deployed only through the protected pipeline (Change Management Policy§4.6).',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'BCR-01.1',
    text: 'Are business continuity management and operational resilience policies and procedures established, documented, approved, communicated, applied, evaluated, and maintained?',
    expected: yes(
      ['policy:Business Continuity Policy', 'control:BCP-01'],
      ['policy:Disaster Recovery Plan'],
      'An approved Business Continuity Policy and a continuity plan.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'BCR-03.1',
    text: 'Are strategies developed to reduce the impact of, withstand, and recover from business disruptions in accordance with risk appetite?',
    expected: yes(
      [
        'control:BCP-01',
        'control:BCP-03',
        'policy:Business Continuity Policy§4.2',
        'policy:Disaster Recovery Plan§4.2',
        'policy:Disaster Recovery Plan§4.3',
      ],
      [
        'control:BCP-06',
        'policy:Business Continuity Policy§4.1',
        'policy:Business Continuity Policy§4.8',
        'policy:Disaster Recovery Plan§4.1',
        'policy:Disaster Recovery Plan§4.4',
        'policy:Risk Management Policy§4.2',
      ],
      'Continuity and disaster recovery plans against the tolerable downtime executive management sets (Business Continuity Policy§4.1–4.2).',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'CEK-01.1',
    text: 'Are cryptography, encryption, and key management policies and procedures established, documented, approved, communicated, applied, evaluated, and maintained?',
    expected: yes(
      ['policy:Cryptography Policy', 'policy:Encryption Key Management Policy', 'control:CRY-01'],
      [],
      'Approved Cryptography and Encryption Key Management policies.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'DSP-01.1',
    text: 'Are policies and procedures established for the classification, protection, and handling of data throughout its lifecycle?',
    expected: yes(
      ['policy:Data Classification Policy', 'control:AST-03'],
      [
        'policy:Data Retention Policy',
        'policy:Information Security Policy§4.3',
        'policy:Information Transfer Policy',
        'policy:Media Disposal Policy',
      ],
      'An approved Data Classification Policy with handling rules per class.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'IAM-01.1',
    text: 'Are identity and access management policies and procedures established, documented, approved, communicated, implemented, applied, evaluated, and maintained?',
    expected: yes(
      ['control:AC-01'],
      ['policy:Privileged Access Policy', 'policy:Password Policy', 'policy:Information Security Policy§4.4'],
      'An implemented access control policy control (AC-01); related approved policies. The Access Control Policy itself is past its review date.',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'IAM-05.1',
    text: 'Is the least privilege principle employed when implementing information system access?',
    expected: yes(
      ['control:AC-01', 'policy:Information Security Policy§4.4'],
      [
        'policy:Privileged Access Policy§4.4',
        'policy:Data Classification Policy§4.6',
        'policy:Endpoint Security Policy§4.6',
        'policy:Third-Party Risk Policy§4.5',
      ],
      'Access is granted on least privilege (AC-01, Information Security Policy§4.4).',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'IVS-04.1',
    text: 'Is every host and guest OS, hypervisor, or infrastructure control plane hardened according to their respective best practices?',
    expected: yes(
      [
        'control:OPS-07',
        'policy:Information Security Policy§4.5',
        'policy:Configuration Management Policy§4.1',
        'policy:Configuration Management Policy§4.2',
      ],
      [
        'policy:Configuration Management Policy§4.6',
        'policy:Configuration Management Policy§4.8',
        'policy:Cloud Security Policy§4.3',
        'policy:Cloud Security Policy§4.7',
        'policy:Endpoint Security Policy§4.2',
      ],
      'Systems are built from hardened baselines derived from benchmarks such as CIS (Configuration Management Policy§4.1).',
    ),
  },
  {
    source: 'caiq-lite',
    id: 'TVM-02.1',
    text: 'Are policies and procedures to protect against malware on managed assets established?',
    expected: yes(
      ['control:OPS-05', 'policy:Information Security Policy§4.5', 'policy:Endpoint Security Policy§4.4'],
      [
        'policy:Endpoint Security Policy§4.10',
        'policy:Email Security Policy§4.4',
        'policy:Mobile Device Policy§4.5',
        'policy:Network Security Policy§4.10',
      ],
      'Anti-malware is implemented and required by policy (Endpoint Security Policy§4.4).',
    ),
  },
];
