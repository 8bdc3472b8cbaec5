// EDUCAUSE HECVAT 4, held-out half: questions copied word for word, ids as in the source.
// Source, version and licence: see ../sources.ts. The expected answers are for the demo organization (lib/seed),
// decided by reading its records. The held-out half was meant never to be used for tuning, but its questions have
// been looked at while the answerer's rules were written; questions never shown then are in the blind split (../blind).
import { no, notInRecords, yes, type BenchQuestion } from '../types';

export const hecvatHeldOut: BenchQuestion[] = [
  {
    source: 'hecvat',
    id: 'DOCU-01',
    text: 'Do you have a well-documented business continuity plan (BCP), with a clear owner, that is tested annually?',
    expected: yes(
      ['control:BCP-01', 'control:BCP-05', 'policy:Business Continuity Policy§4.2', 'policy:Business Continuity Policy§4.9'],
      [
        'policy:Business Continuity Policy§3',
        'policy:Business Continuity Policy§4.1',
        'policy:Business Continuity Policy§5',
        'policy:Disaster Recovery Plan§4.9',
      ],
      'Written continuity plans with named owners, each exercised at least yearly (Business Continuity Policy §4.2, §4.9).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DOCU-03',
    text: 'Have you undergone a SSAE 18/SOC 2 audit?',
    expected: no(
      ['trust:framework:soc2'],
      ['control:AUD-02'],
      'The SOC 2 Type II audit by an outside firm is only scheduled; the review that passed was internal.',
    ),
  },
  {
    source: 'hecvat',
    id: 'DOCU-05',
    text: 'Can you provide overall system and/or application architecture diagrams, including a full description of the data flow for all components of the system?',
    expected: yes(
      ['control:GOV-10', 'control:NET-01', 'policy:Network Security Policy§4.1'],
      ['policy:Change Management Policy§4.11'],
      'A current system description with data flows, and network and data-flow diagrams (Network Security Policy §4.1).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DOCU-07',
    text: 'Do you have a documented, and currently implemented, employee onboarding and offboarding policy?',
    expected: yes(
      ['control:HR-05', 'policy:Human Resources Security Policy'],
      ['control:HR-02', 'policy:Asset Management Policy§4.9'],
      'An approved Human Resources Security Policy with onboarding and leaving statements, and an implemented offboarding control.',
    ),
  },
  {
    source: 'hecvat',
    id: 'THRD-02',
    text: 'Do you have contractual language in place with third parties governing access to institutional data?',
    expected: yes(
      ['control:VEN-02', 'control:PRV-23', 'policy:Third-Party Risk Policy§4.4', 'policy:Information Transfer Policy§4.4'],
      ['policy:Information Security Policy§4.6', 'policy:Third-Party Risk Policy§4.5', 'policy:Human Resources Security Policy§4.10'],
      'Contracts with third parties holding customer data carry security, confidentiality and data processing terms (Third-Party Risk Policy §4.4).',
    ),
  },
  {
    source: 'hecvat',
    id: 'THRD-04',
    text: 'Do you have an implemented third-party management strategy?',
    expected: yes(
      ['control:VEN-01', 'control:VEN-03', 'policy:Third-Party Risk Policy'],
      ['control:VEN-02', 'policy:Cloud Security Policy§4.1'],
      'Vendor due diligence and monitoring under an approved Third-Party Risk Policy.',
    ),
  },
  {
    source: 'hecvat',
    id: 'APPL-01',
    text: 'Are access controls for institutional accounts based on structured rules, such as role-based access control (RBAC), attribute-based access control (ABAC), or policy-based access control (PBAC)?',
    expected: notInRecords(
      "The Secure Development Policy (§4.3) requires server-side authorisation checks, but no structured rules for the product's customer accounts are recorded.",
    ),
  },
  {
    source: 'hecvat',
    id: 'APPL-03',
    text: "Are only currently supported operating system(s), software, and libraries leveraged by the system(s)/application(s) that will have access to institution's data?",
    expected: yes(
      ['policy:Patch Management Policy§4.1', 'policy:Secure Development Policy§4.7'],
      ['policy:Endpoint Security Policy§4.5', 'policy:Software Licensing Policy§4.3', 'policy:Mobile Device Policy§4.2'],
      'Only supplier-supported versions are used and unmaintained components are replaced (Patch Management Policy §4.1).',
    ),
  },
  {
    source: 'hecvat',
    id: 'APPL-06',
    text: 'Do you subject your code to static code analysis and/or static application security testing prior to release?',
    expected: yes(
      ['control:SDL-04', 'policy:Secure Development Policy§4.5'],
      ['control:SDL-01', 'policy:Secure Development Policy§4.9'],
      'Static code analysis runs on every pull request, before merge (Secure Development Policy §4.5).',
    ),
  },
  {
    source: 'hecvat',
    id: 'APPL-08',
    text: 'Are access controls for staff within your organization based on structured rules, such as RBAC, ABAC, or PBAC?',
    expected: yes(
      ['control:AC-01'],
      ['policy:Information Security Policy§4.4'],
      'Access is granted by role, limited to what the role needs (AC-01).',
    ),
  },
  {
    source: 'hecvat',
    id: 'APPL-10',
    text: 'Do you have a process and implemented procedures for managing your software supply chain (e.g., libraries, repositories, frameworks, etc.)',
    expected: yes(
      ['control:SDL-09', 'policy:Secure Development Policy§4.7'],
      [
        'control:SDL-08',
        'policy:Secure Development Policy§4.5',
        'policy:Secure Development Policy§4.10',
        'policy:Software Licensing Policy§4.5',
      ],
      'Components come only from trusted registries, pinned and listed in an SBOM per release (Secure Development Policy §4.7).',
    ),
  },
  {
    source: 'hecvat',
    id: 'APPL-12',
    text: 'Was your application developed using secure coding techniques?',
    expected: yes(
      ['control:SDL-03', 'control:SDL-01', 'policy:Secure Development Policy§4.3', 'policy:Secure Development Policy§4.4'],
      ['policy:Secure Development Policy§4.1', 'policy:Secure Development Policy§4.6', 'policy:Secure Development Policy§4.11'],
      'A secure coding standard covering the OWASP Top 10 and secure design rules (Secure Development Policy §4.3, §4.4).',
    ),
  },
  {
    source: 'hecvat',
    id: 'AAAI-01',
    text: 'Does your solution support single sign-on (SSO) protocols for user and administrator authentication?',
    expected: notInRecords(
      "The Password Policy (§4.8) covers the product's customer passwords and MFA; single sign-on for customers is not recorded.",
    ),
  },
  {
    source: 'hecvat',
    id: 'AAAI-08',
    text: 'Are you storing any passwords in plaintext?',
    expected: no(
      ['control:AC-06', 'policy:Cryptography Policy§4.4', 'policy:Password Policy§4.5', 'policy:Password Policy§4.8'],
      ['policy:Encryption Key Management Policy§4.4', 'policy:Logging and Monitoring Policy§4.2'],
      'Passwords are never stored in plain text, only hashed with a slow salted function (Cryptography Policy §4.4).',
    ),
  },
  {
    source: 'hecvat',
    id: 'AAAI-17',
    text: 'For customers not using SSO, does your application and/or user frontend/portal support multifactor authentication (e.g., Duo, Google Authenticator, OTP, etc.)?',
    expected: yes(
      ['policy:Password Policy§4.8'],
      ['policy:Password Policy§3'],
      'The product offers multi-factor authentication to every customer user (Password Policy §4.8).',
    ),
  },
  {
    source: 'hecvat',
    id: 'CHNG-01',
    text: "Will the institution be notified of major changes to your environment that could impact the institution's security posture?",
    expected: notInRecords(
      'Customers are told of planned interrupting maintenance (Change Management Policy §4.8) and new sub-processors (Third-Party Risk Policy §4.8), not of changes to security posture in general.',
    ),
  },
  {
    source: 'hecvat',
    id: 'CHNG-04',
    text: 'Do you have a documented change management process?',
    expected: yes(
      ['control:SDL-05', 'policy:Change Management Policy'],
      ['policy:Configuration Management Policy§4.5', 'policy:Patch Management Policy§4.6'],
      'A controlled change process and an approved Change Management Policy.',
    ),
  },
  {
    source: 'hecvat',
    id: 'CHNG-07',
    text: 'Do you have policy and procedure, currently implemented, managing how critical patches are applied to all systems and applications?',
    expected: yes(
      ['policy:Patch Management Policy', 'control:VUL-01', 'policy:Vulnerability Management Policy§4.6'],
      ['policy:Information Security Policy§4.5', 'policy:Endpoint Security Policy§4.5', 'policy:Mobile Device Policy§4.2'],
      'An approved Patch Management Policy; security patches applied within deadlines by severity (Vulnerability Management Policy §4.6).',
    ),
  },
  {
    source: 'hecvat',
    id: 'CHNG-15',
    text: 'Do procedures exist to provide that emergency changes are documented and authorized (including after-the-fact approval)?',
    expected: yes(
      ['control:SDL-05', 'policy:Change Management Policy§4.10'],
      ['policy:Change Management Policy§4.7', 'policy:Change Management Policy§4.12', 'policy:Patch Management Policy§4.6'],
      'Emergency changes are documented and approved retrospectively within two working days (Change Management Policy §4.10).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DATA-02',
    text: 'Is the transport of sensitive data encrypted using security protocols/algorithms (e.g., system-to-client)?',
    expected: yes(
      ['control:CRY-03', 'policy:Cryptography Policy§4.2', 'policy:Network Security Policy§4.6', 'policy:Information Transfer Policy§4.3'],
      ['policy:Email Security Policy§4.3', 'policy:Information Transfer Policy§4.6'],
      'All data in transit is encrypted with TLS 1.2 or later (Cryptography Policy §4.2).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DATA-04',
    text: 'Do all cryptographic modules in use in your solution conform to the Federal Information Processing Standards (FIPS PUB 140-2 or 140-3)?',
    expected: notInRecords(
      'FIPS-validated modules are preferred (Cryptography Policy §4.6) and required for key generation services (Encryption Key Management Policy §4.2), not for all modules.',
    ),
  },
  {
    source: 'hecvat',
    id: 'DATA-08',
    text: 'Is media used for long-term retention of business data and archival purposes stored in a secure, environmentally protected area?',
    expected: yes(
      ['control:AST-06'],
      [
        'control:PHY-03',
        'policy:Records Management Policy§4.5',
        'policy:Physical Security Policy§4.8',
        'policy:Physical Security Policy§4.10',
      ],
      'Media holding sensitive data is kept physically secured; paper originals in locked, fire-resistant cabinets (Records Management Policy §4.5).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DATA-11',
    text: 'Do current backups include all operating system software, utilities, security software, application software, and data files necessary for recovery?',
    expected: notInRecords(
      'The Disaster Recovery Plan (§4.4) rebuilds production from configuration code, backups and secrets together; what the backups contain is not stated.',
    ),
  },
  {
    source: 'hecvat',
    id: 'DATA-14',
    text: 'Are data backups encrypted?',
    expected: yes(
      ['control:BCP-04', 'control:CRY-02', 'policy:Cryptography Policy§4.3'],
      ['policy:Encryption Key Management Policy§4.8', 'policy:Cloud Security Policy§4.6'],
      'Backups are encrypted at rest with AES-256 (Cryptography Policy §4.3).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DATA-16',
    text: 'Does the process described in DATA-15 adhere to DoD 5220.22-M and/or NIST SP 800-88 standards?',
    expected: yes(
      ['policy:Media Disposal Policy§4.1'],
      ['policy:Media Disposal Policy§4.2', 'policy:Media Disposal Policy§4.3', 'policy:Asset Management Policy§4.11'],
      'Media are sanitised following NIST SP 800-88 (Media Disposal Policy §4.1).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DATA-23',
    text: 'Do you have a cryptographic key management process (generation, exchange, storage, safeguards, use, vetting, and replacement) that is documented and currently implemented, for all system components (e.g., database, system, web, etc.)?',
    expected: yes(
      ['control:CRY-01', 'policy:Encryption Key Management Policy'],
      ['policy:Cryptography Policy§4.8'],
      'Keys are managed through their life in a KMS or HSM under an approved Encryption Key Management Policy.',
    ),
  },
  {
    source: 'hecvat',
    id: 'DCTR-08',
    text: 'Is the service hosted in a high-availability environment?',
    expected: yes(
      ['control:BCP-06', 'policy:Disaster Recovery Plan§4.2'],
      ['policy:Disaster Recovery Plan§4.3', 'policy:Capacity Management Policy§4.4'],
      'Tier 1 systems run across at least two availability zones with no single point of failure (Disaster Recovery Plan §4.2).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DCTR-16',
    text: 'Does your cloud solution provider have access to your encryption keys?',
    expected: notInRecords(
      'Keys are held in a key management service (Encryption Key Management Policy §4.3); whether the provider can reach them is not stated.',
    ),
  },
  {
    source: 'hecvat',
    id: 'FIDP-02',
    text: 'Do you have a documented policy for firewall change requests?',
    expected: yes(
      ['control:NET-01', 'policy:Change Management Policy§4.4', 'policy:Network Security Policy§3'],
      ['policy:Network Security Policy§4.3', 'policy:Network Security Policy§4.4'],
      'Firewall rule changes go through the change process with security lead approval (Change Management Policy §4.4).',
    ),
  },
  {
    source: 'hecvat',
    id: 'FIDP-04',
    text: 'Do you employ host-based intrusion detection?',
    expected: yes(
      ['control:OPS-04'],
      ['policy:Endpoint Security Policy§4.4', 'policy:Configuration Management Policy§4.6'],
      'Alerts on unauthorized changes to critical system files, a host-based detection, are in place.',
    ),
  },
  {
    source: 'hecvat',
    id: 'FIDP-11',
    text: 'Do you monitor for intrusions on a 24 x 7 x 365 basis?',
    expected: yes(
      ['policy:Logging and Monitoring Policy§4.8'],
      ['policy:Logging and Monitoring Policy§4.7', 'policy:Network Security Policy§4.8'],
      'Security alerts are raised continuously and high-severity ones acknowledged within 30 minutes at any hour (Logging and Monitoring Policy §4.8).',
    ),
  },
  {
    source: 'hecvat',
    id: 'PPPR-05',
    text: 'Do you have a documented systems development life cycle (SDLC)?',
    expected: yes(
      ['control:SDL-01', 'policy:Secure Development Policy'],
      [],
      'A documented development process and an approved Secure Development Policy.',
    ),
  },
  {
    source: 'hecvat',
    id: 'PPPR-07',
    text: 'Do you require new employees to fill out agreements and review policies?',
    expected: yes(
      [
        'control:HR-02',
        'policy:Human Resources Security Policy§4.4',
        'policy:Human Resources Security Policy§4.6',
        'policy:Code of Conduct§4.1',
        'policy:Security Awareness Training Policy§4.1',
        'policy:Acceptable Use Policy§4.1',
      ],
      ['policy:Human Resources Security Policy§4.5'],
      'Staff sign their contract and the Code of Conduct before starting and acknowledge security policies within 14 days (Human Resources Security Policy §4.4, §4.6).',
    ),
  },
  {
    source: 'hecvat',
    id: 'PPPR-09',
    text: 'Are information security principles designed into the product lifecycle?',
    expected: yes(
      [
        'control:SDL-01',
        'control:SDL-02',
        'policy:Secure Development Policy§4.1',
        'policy:Secure Development Policy§4.2',
        'policy:Secure Development Policy§4.3',
      ],
      ['policy:Secure Development Policy§4.5', 'policy:Secure Development Policy§4.6', 'policy:Secure Development Policy§4.9'],
      'Security requirements, threat models and secure design rules at each development stage (Secure Development Policy §4.1–4.3).',
    ),
  },
  {
    source: 'hecvat',
    id: 'PPPR-11',
    text: 'Do you have an information security awareness program?',
    expected: yes(
      ['control:HR-03', 'policy:Security Awareness Training Policy'],
      [],
      'Training at hire and yearly with regular reminders.',
    ),
  },
  {
    source: 'hecvat',
    id: 'PPPR-13',
    text: 'Do you have process and procedure(s) documented, and currently followed, that require a review and update of the access list(s) for privileged accounts?',
    expected: yes(
      ['control:AC-03', 'policy:Privileged Access Policy§4.1'],
      ['control:AC-07', 'policy:Privileged Access Policy§4.8', 'policy:Privileged Access Policy§4.10'],
      'Privileged access is reviewed (AC-03) and its inventory checked (Privileged Access Policy§4.1).',
    ),
  },
  {
    source: 'hecvat',
    id: 'PPPR-15',
    text: 'Does your organization have physical security controls and policies in place?',
    expected: yes(
      ['policy:Physical Security Policy', 'control:PHY-01', 'control:PHY-02'],
      [],
      'An approved Physical Security Policy and physical entry controls.',
    ),
  },
  {
    source: 'hecvat',
    id: 'HFIH-02',
    text: 'Do you either have an internal incident response team or retain an external team?',
    expected: yes(
      ['policy:Incident Response Policy§3'],
      ['control:INC-01', 'policy:Incident Response Policy§4.3'],
      'An incident response team named by the Security Officer.',
    ),
  },
  {
    source: 'hecvat',
    id: 'HFIH-04',
    text: 'Do you carry cyber-risk insurance to protect against unforeseen service outages, data that is lost or stolen, and security incidents?',
    expected: notInRecords('Insurance is a possible risk treatment (RSK-03); a policy held is not recorded.'),
  },
  {
    source: 'hecvat',
    id: 'VULN-04',
    text: 'Have your systems and applications had a third-party security assessment completed in the last year?',
    expected: yes(
      ['control:VUL-02', 'policy:Vulnerability Management Policy§4.3'],
      ['control:AUD-02'],
      'Independent penetration tests at least yearly (Vulnerability Management Policy §4.3).',
    ),
  },
  {
    source: 'hecvat',
    id: 'VULN-06',
    text: 'Are your systems and applications regularly scanned externally for vulnerabilities?',
    expected: yes(
      ['control:VUL-01', 'policy:Vulnerability Management Policy§4.2'],
      ['policy:Vulnerability Management Policy§4.1'],
      'Internet-facing addresses are scanned at least monthly, with external scans by an approved vendor (Vulnerability Management Policy §4.2).',
    ),
  },
  {
    source: 'hecvat',
    id: 'HIPA-04',
    text: 'Have you entered into a Business Associate Agreements with all subcontractors who may have access to protected health information (PHI)?',
    expected: no(
      ['control:VEN-05'],
      ['policy:Incident Response Policy§4.6', 'policy:Third-Party Risk Policy§4.4'],
      'The Third-Party Risk Policy (§4.4) requires a BAA before PHI is shared, but the BAA control (VEN-05) is still in progress.',
    ),
  },
  {
    source: 'hecvat',
    id: 'HIPA-08',
    text: 'Have you conducted a risk analysis as required under the HIPAA Security Rule?',
    expected: yes(
      ['control:RSK-02'],
      ['policy:Information Security Policy§4.2', 'policy:Risk Management Policy§4.3', 'policy:Incident Response Policy§4.8'],
      'Risks to health data are assessed at least yearly.',
    ),
  },
  {
    source: 'hecvat',
    id: 'HIPA-23',
    text: 'Do you retain logs for at least as long as required by HIPAA regulations?',
    expected: notInRecords(
      'Logs are kept at least 12 months or longer where a law requires (Logging and Monitoring Policy §4.6); the HIPAA period is not stated.',
    ),
  },
  {
    source: 'hecvat',
    id: 'PTHP-01',
    text: 'Do you have contractual agreements with third parties that require them to maintain standards and to comply with all regulatory requirements?',
    expected: yes(
      ['control:VEN-02', 'control:PRV-23', 'policy:Third-Party Risk Policy§4.4'],
      ['policy:Information Security Policy§4.6', 'policy:Human Resources Security Policy§4.10', 'policy:Network Security Policy§4.11'],
      'Vendor contracts carry security requirements and data processing terms (Third-Party Risk Policy §4.4).',
    ),
  },
  {
    source: 'hecvat',
    id: 'PDAT-02',
    text: 'Do you capture or create genetic, biometric, or behaviometric information (e.g., facial recognition or fingerprints)?',
    expected: notInRecords('Special category data is handled by rule (PRV-08); whether any is captured is not recorded.'),
  },
  {
    source: 'hecvat',
    id: 'PRPO-02',
    text: 'Are privacy principles designed into the product lifecycle (i.e., privacy-by-design)?',
    expected: yes(
      ['control:PRV-20'],
      ['policy:Secure Development Policy§4.6', 'policy:Secure Development Policy§4.8', 'policy:Data Retention Policy§4.5'],
      'Privacy by design and by default.',
    ),
  },
  {
    source: 'hecvat',
    id: 'PRPO-09',
    text: 'Do you have any decision-making processes that are completely automated (i.e., there is no human involvement)?',
    expected: notInRecords('Automated decisions are governed (PRV-18); whether any exist is not recorded.'),
  },
  {
    source: 'hecvat',
    id: 'PRPO-13',
    text: 'Does your incident response team include a privacy analyst/officer?',
    expected: yes(
      ['policy:Incident Response Policy§3'],
      ['policy:Data Breach Notification Policy§3', 'policy:Data Breach Notification Policy§4.2'],
      'The Privacy Officer assesses breaches within the response.',
    ),
  },
  {
    source: 'hecvat',
    id: 'INTL-03',
    text: 'Will you sign appropriate GDPR Standard Contractual Clauses (SCCs) with the institution?',
    expected: notInRecords(
      'SCCs are required for its own transfers (Information Transfer Policy §4.5, PRV-25); signing SCCs with customers is not recorded.',
    ),
  },
  {
    source: 'hecvat',
    id: 'DRPV-02',
    text: 'Do you provide an end-user privacy notice about privacy policies and procedures that identify the purpose(s) for which personal information is collected, used, retained, and disclosed?',
    expected: yes(['control:PRV-10'], [], 'Privacy notices cover purposes, recipients and retention.'),
  },
  {
    source: 'hecvat',
    id: 'DRPV-04',
    text: 'Do you collect personal information only for the purpose(s) identified in the agreement with an institution or, if there is none, the purpose(s) identified in the privacy notice?',
    expected: yes(['control:PRV-11'], [], 'Only the data needed for stated purposes is collected.'),
  },
  {
    source: 'hecvat',
    id: 'DRPV-06',
    text: 'Do you retain personal information for only as long as necessary to fulfill the stated purpose(s) or as required by law or regulation and thereafter appropriately dispose of such information?',
    expected: yes(
      ['control:PRV-12', 'policy:Data Retention Policy§4.5', 'policy:Data Retention Policy§4.6'],
      [
        'policy:Data Retention Policy§4.1',
        'policy:Data Retention Policy§4.3',
        'policy:Data Retention Policy§4.4',
        'policy:Data Retention Policy§4.9',
        'policy:Records Management Policy§4.8',
      ],
      'Personal information is kept only while its purpose needs it and deleted or anonymised when the period ends (Data Retention Policy §4.5, §4.6).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DRPV-08',
    text: 'Do you disclose personal information to third parties only for the purpose(s) identified in the privacy notice or with the implicit or explicit consent of the individual?',
    expected: yes(['control:PRV-28'], ['policy:Third-Party Risk Policy§4.8'], 'Disclosure only for notified purposes or with consent.'),
  },
  {
    source: 'hecvat',
    id: 'DRPV-10',
    text: 'Do you maintain accurate, complete, and relevant personal information for the purposes identified in the privacy notice?',
    expected: yes(['control:PRV-15'], ['policy:Records Management Policy§4.9'], 'Personal data is validated and kept current.'),
  },
  {
    source: 'hecvat',
    id: 'DRPV-12',
    text: 'Do you "anonymize," "de-identify," or otherwise mask personal data?',
    expected: yes(
      [
        'control:AST-05',
        'control:PRV-20',
        'policy:Data Retention Policy§4.5',
        'policy:Secure Development Policy§4.8',
        'policy:Data Classification Policy§4.5',
      ],
      ['control:PRV-12', 'policy:Data Retention Policy§4.6'],
      'Personal data is masked in test data and anonymised for analysis (Secure Development Policy §4.8, Data Retention Policy §4.5).',
    ),
  },
];
