// EDUCAUSE HECVAT 4, dev half: questions copied word for word, ids as in the source.
// Source, version and licence: see ../sources.ts. The expected answers are for the demo organization (lib/seed),
// decided by reading its records; the dev half may be used to tune the answerer.
import { described, no, notInRecords, yes, type BenchQuestion } from '../types';

export const hecvatDev: BenchQuestion[] = [
  {
    source: 'hecvat',
    id: 'COMP-04',
    text: 'Do you have a dedicated information security staff or office?',
    expected: yes(
      ['control:PGM-01'],
      ['control:GOV-02', 'policy:Information Security Policy§3'],
      'The security program is staffed with qualified people.',
    ),
  },
  {
    source: 'hecvat',
    id: 'DOCU-02',
    text: 'Do you have a well-documented disaster recovery plan (DRP), with a clear owner, that is tested annually?',
    expected: yes(
      ['control:BCP-03', 'control:BCP-05', 'policy:Disaster Recovery Plan§3', 'policy:Disaster Recovery Plan§4.9'],
      ['policy:Disaster Recovery Plan§4.1', 'policy:Disaster Recovery Plan§4.7', 'policy:Disaster Recovery Plan§5'],
      'The Disaster Recovery Plan is owned by the infrastructure lead (§3) and its full failover is tested at least yearly (§4.9).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DOCU-04',
    text: 'Do you conform with a specific industry standard security framework (e.g., NIST Cybersecurity Framework, CIS Controls, ISO 27001, etc.)?',
    expected: described(
      ['trust:framework:soc2'],
      ['trust:framework:iso27001', 'policy:Risk Management Policy§4.7'],
      'SOC 2 followed with most controls in place and its audit scheduled; ISO 27001 in progress.',
    ),
  },
  {
    source: 'hecvat',
    id: 'DOCU-06',
    text: 'Does your organization have a data privacy policy?',
    expected: yes(
      ['control:PRV-01'],
      ['control:PRV-10', 'policy:Information Transfer Policy§4.5', 'policy:Records Management Policy§4.9'],
      'The privacy program sets privacy policies; the Data Privacy Policy other policies refer to is not among the approved ones.',
    ),
  },
  {
    source: 'hecvat',
    id: 'THRD-01',
    text: 'Do you perform security assessments of third-party companies with which you share data (e.g., hosting providers, cloud services, PaaS, IaaS, SaaS)?',
    expected: yes(
      [
        'control:VEN-01',
        'control:VEN-03',
        'policy:Third-Party Risk Policy§4.2',
        'policy:Third-Party Risk Policy§4.6',
        'policy:Information Security Policy§4.6',
      ],
      [
        'policy:Third-Party Risk Policy§4.1',
        'policy:Third-Party Risk Policy§4.3',
        'policy:Cloud Security Policy§4.1',
        'policy:Network Security Policy§4.11',
        'policy:Physical Security Policy§4.10',
      ],
      'Third parties are assessed before engagement and reassessed by tier (Third-Party Risk Policy §4.2, §4.6).',
    ),
  },
  {
    source: 'hecvat',
    id: 'THRD-03',
    text: 'Do the contracts in place with these third parties address liability in the event of a data breach?',
    expected: notInRecords(
      'Contract terms (Third-Party Risk Policy §4.4) require incident notice within 48 hours; liability is not recorded.',
    ),
  },
  {
    source: 'hecvat',
    id: 'THRD-05',
    text: 'Do you have a process and implemented procedures for managing your hardware supply chain (e.g., telecommunications equipment, export licensing, computing devices)?',
    expected: yes(['control:FED-04'], [], 'Supply chain risk management, with components inspected and authenticated, is in place.'),
  },
  {
    source: 'hecvat',
    id: 'APPL-02',
    text: 'Are you using a web application firewall (WAF)?',
    expected: yes(
      ['control:VUL-04', 'policy:Network Security Policy§4.7'],
      [],
      'Internet-facing services are published only through a web application firewall (Network Security Policy §4.7).',
    ),
  },
  {
    source: 'hecvat',
    id: 'APPL-05',
    text: 'Does your application provide separation of duties between security administration, system administration, and standard user functions?',
    expected: notInRecords(
      "Segregation of duties is recorded for staff (GOV-05, Change Management Policy §4.3), not for the product's own roles.",
    ),
  },
  {
    source: 'hecvat',
    id: 'APPL-07',
    text: 'Do you have software testing processes (dynamic or static) that are established and followed?',
    expected: yes(
      [
        'control:SDL-04',
        'control:SDL-05',
        'policy:Secure Development Policy§4.5',
        'policy:Secure Development Policy§4.9',
        'policy:Change Management Policy§4.5',
      ],
      ['control:SDL-01', 'policy:Vulnerability Management Policy§4.3'],
      'Static analysis on every pull request, weekly dynamic testing and tested changes (Secure Development Policy §4.5, §4.9).',
    ),
  },
  {
    source: 'hecvat',
    id: 'APPL-09',
    text: 'Does the system provide data input validation and error messages?',
    expected: no(
      ['control:OPS-09'],
      [],
      'Input validation (OPS-09) is still in progress although Secure Development Policy §4.3 requires it, and error messages are not recorded.',
    ),
  },
  {
    source: 'hecvat',
    id: 'APPL-11',
    text: 'Have your developers been trained in secure coding techniques?',
    expected: yes(
      ['control:SDL-03', 'policy:Secure Development Policy§4.11'],
      ['policy:Secure Development Policy§3', 'policy:Secure Development Policy§4.4', 'policy:Security Awareness Training Policy§4.4'],
      'Everyone who writes code gets secure development training at start and yearly (Secure Development Policy §4.11).',
    ),
  },
  {
    source: 'hecvat',
    id: 'APPL-14',
    text: 'Do you have a fully implemented policy or procedure that details how your employees obtain administrator access to institutional instance of the application?',
    expected: yes(
      ['control:AC-02', 'control:AC-07', 'policy:Privileged Access Policy§4.2', 'policy:Privileged Access Policy§4.4'],
      ['policy:Privileged Access Policy§4.6', 'policy:Acceptable Use Policy§4.6'],
      'Privileged access needs an approved recorded request and time-bound elevation, with a second approval for customer data (Privileged Access Policy §4.2, §4.4).',
    ),
  },
  {
    source: 'hecvat',
    id: 'AAAI-07',
    text: 'Are there any passwords/passphrases hard-coded into your systems or solutions?',
    expected: no(
      ['policy:Encryption Key Management Policy§4.4', 'policy:Password Policy§4.5'],
      ['policy:Configuration Management Policy§4.2'],
      'Secrets are never placed in source code, configuration or images, and repositories are scanned on every change (Encryption Key Management Policy §4.4).',
    ),
  },
  {
    source: 'hecvat',
    id: 'AAAI-09',
    text: 'Are audit logs available that include AT LEAST all of the following: login, logout, actions performed, and source IP address?',
    expected: notInRecords(
      'Logging and Monitoring Policy §4.1–4.2 name sign-ins, administrator actions and the source address; logout is not named.',
    ),
  },
  {
    source: 'hecvat',
    id: 'AAAI-18',
    text: 'Does your application automatically lock the session or log out an account after a period of inactivity?',
    expected: yes(['control:AC-09'], ['policy:Privileged Access Policy§4.5'], 'Sessions end or lock after inactivity.'),
  },
  {
    source: 'hecvat',
    id: 'CHNG-03',
    text: 'Do you have an implemented system configuration management process (e.g.,secure "gold" images, etc.)?',
    expected: yes(
      [
        'control:OPS-07',
        'policy:Configuration Management Policy§4.1',
        'policy:Configuration Management Policy§4.2',
        'policy:Configuration Management Policy§4.3',
        'policy:Configuration Management Policy§4.6',
      ],
      [
        'policy:Configuration Management Policy§4.4',
        'policy:Configuration Management Policy§4.5',
        'policy:Configuration Management Policy§4.7',
        'policy:Configuration Management Policy§4.8',
        'policy:Information Security Policy§4.5',
      ],
      'Approved hardened baselines, systems built from approved images and daily drift detection (Configuration Management Policy §4.1–4.6).',
    ),
  },
  {
    source: 'hecvat',
    id: 'CHNG-05',
    text: 'Does your change management process minimally include authorization, impact analysis, testing, and validation before moving changes to production?',
    expected: yes(
      [
        'control:SDL-05',
        'policy:Change Management Policy§3',
        'policy:Change Management Policy§4.2',
        'policy:Change Management Policy§4.3',
        'policy:Change Management Policy§4.5',
      ],
      [
        'policy:Change Management Policy§4.1',
        'policy:Change Management Policy§4.6',
        'policy:Change Management Policy§4.8',
        'policy:Change Management Policy§4.9',
      ],
      'Changes are risk-classed, reviewed for impact, approved and tested in a production-like environment before release (Change Management Policy §3, §4.2–4.5).',
    ),
  },
  {
    source: 'hecvat',
    id: 'CHNG-08',
    text: 'Have you implemented policies and procedures that guide how security risks are mitigated until patches can be applied?',
    expected: yes(
      ['policy:Patch Management Policy§4.9', 'policy:Vulnerability Management Policy§4.9'],
      ['policy:Vulnerability Management Policy§4.6'],
      'Where a patch cannot be applied the risk is reduced by other means and accepted with compensating controls (Patch Management Policy §4.9).',
    ),
  },
  {
    source: 'hecvat',
    id: 'CHNG-16',
    text: 'Do you have a systems management and configuration strategy that encompasses servers, appliances, cloud services, applications, and mobile devices (company and employee owned)?',
    expected: yes(
      [
        'control:OPS-07',
        'control:AST-08',
        'policy:Configuration Management Policy§4.1',
        'policy:Configuration Management Policy§4.3',
        'policy:Endpoint Security Policy§4.1',
        'policy:Mobile Device Policy§4.1',
      ],
      [
        'control:VEN-04',
        'policy:Configuration Management Policy§4.6',
        'policy:Endpoint Security Policy§4.2',
        'policy:Cloud Security Policy§4.7',
        'policy:Cloud Security Policy§4.9',
        'policy:Asset Management Policy§4.1',
      ],
      'Baselines for servers, cloud and network devices, and central management of laptops and of company and personal phones.',
    ),
  },
  {
    source: 'hecvat',
    id: 'DATA-03',
    text: 'Is the storage of sensitive data encrypted using security protocols/algorithms (e.g., disk encryption, at-rest, files, and within a running database)?',
    expected: yes(
      ['control:CRY-02', 'policy:Cryptography Policy§4.3', 'policy:Endpoint Security Policy§4.3', 'policy:Cloud Security Policy§4.6'],
      ['policy:Cryptography Policy§4.1', 'policy:Encryption Key Management Policy§4.3', 'policy:Mobile Device Policy§4.4'],
      'Databases, stores, queues, backups and laptop disks are encrypted at rest (Cryptography Policy §4.3).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DATA-07',
    text: "Do backups containing the institution's data ever leave the institution's data zone either physically or via network routing?",
    expected: no(
      ['policy:Cloud Security Policy§4.5', 'policy:Disaster Recovery Plan§4.3'],
      ['policy:Information Transfer Policy§4.5'],
      'Customer data, recovery copies included, stays in the regions agreed with the customer (Cloud Security Policy §4.5, Disaster Recovery Plan §4.3).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DATA-09',
    text: 'At the completion of this contract, will data be returned to the institution and/or deleted from all your systems and archives?',
    expected: yes(
      ['policy:Data Retention Policy§4.2'],
      ['policy:Data Retention Policy§4.3', 'policy:Data Retention Policy§4.6'],
      'Customers may export their data for 30 days after the contract, then it is deleted from production and from backups as they expire (Data Retention Policy §4.2).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DATA-12',
    text: 'Are you performing off-site backups (i.e., digitally moved off site)?',
    expected: yes(
      ['control:BCP-04'],
      ['policy:Disaster Recovery Plan§4.3', 'policy:Disaster Recovery Plan§4.4', 'policy:Cloud Security Policy§4.3'],
      'Encrypted copies are kept in a separate location.',
    ),
  },
  {
    source: 'hecvat',
    id: 'DATA-15',
    text: 'Do you have a media handling process that is documented and currently implemented that meets established business needs and regulatory requirements, including end-of-life, repurposing, and data-sanitization procedures?',
    expected: yes(
      ['control:AST-07', 'policy:Media Disposal Policy§4.1', 'policy:Media Disposal Policy§4.2', 'policy:Asset Management Policy§4.11'],
      [
        'control:AST-06',
        'policy:Media Disposal Policy§4.4',
        'policy:Media Disposal Policy§4.6',
        'policy:Media Disposal Policy§4.9',
        'policy:Information Transfer Policy§4.8',
        'policy:Endpoint Security Policy§4.10',
      ],
      'Media are sanitised to NIST SP 800-88 before reuse or disposal and the result is verified (Media Disposal Policy §4.1, §4.2).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DATA-18',
    text: 'Do you have a documented and currently implemented strategy for securing employee workstations when they work remotely (i.e., not in a trusted computing environment)?',
    expected: yes(
      ['control:AST-08', 'policy:Remote Work Policy§4.1', 'policy:Remote Work Policy§4.2', 'policy:Remote Work Policy§4.4'],
      [
        'control:NET-07',
        'policy:Remote Work Policy§4.3',
        'policy:Remote Work Policy§4.5',
        'policy:Remote Work Policy§4.7',
        'policy:Endpoint Security Policy§4.1',
        'policy:Endpoint Security Policy§4.3',
      ],
      'Remote work only on managed company computers, through the compliance-checking remote access service (Remote Work Policy §4.1, §4.2, §4.4).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DCTR-02',
    text: 'Is a SOC 2 Type 2 report available for the hosting environment?',
    expected: notInRecords(
      "Providers' independent assurance reports are reviewed yearly (Cloud Security Policy §4.2); a SOC 2 Type 2 report is not named.",
    ),
  },
  {
    source: 'hecvat',
    id: 'DCTR-14',
    text: 'Do you require multifactor authentication for all administrative accounts in your environment?',
    expected: yes(
      ['control:AC-05', 'policy:Privileged Access Policy§4.5'],
      ['control:AC-07', 'policy:Cloud Security Policy§4.4'],
      'MFA is required for administrator access (AC-05), phishing-resistant for privileged access (Privileged Access Policy §4.5).',
    ),
  },
  {
    source: 'hecvat',
    id: 'FIDP-01',
    text: 'Are you utilizing a stateful packet inspection (SPI) firewall?',
    expected: notInRecords('Firewalls deny by default (Network Security Policy §4.3); their kind is not recorded.'),
  },
  {
    source: 'hecvat',
    id: 'FIDP-03',
    text: 'Have you implemented an intrusion detection system (network-based)?',
    expected: yes(['control:OPS-04'], ['policy:Network Security Policy§4.8'], 'Intrusion detection at the network boundary is in place.'),
  },
  {
    source: 'hecvat',
    id: 'FIDP-05',
    text: 'Are audit logs available for all changes to the network, firewall, IDS, and IPS systems?',
    expected: yes(
      ['policy:Logging and Monitoring Policy§4.1'],
      ['policy:Logging and Monitoring Policy§4.5', 'policy:Cloud Security Policy§4.8', 'policy:Change Management Policy§4.4'],
      'All systems, network and security services included, log changes to security settings and configuration (Logging and Monitoring Policy §4.1).',
    ),
  },
  {
    source: 'hecvat',
    id: 'PPPR-01',
    text: 'Do you have a documented patch management process?',
    expected: yes(
      ['policy:Patch Management Policy', 'control:VUL-01'],
      ['policy:Endpoint Security Policy§4.5'],
      'An approved Patch Management Policy.',
    ),
  },
  {
    source: 'hecvat',
    id: 'PPPR-06',
    text: 'Do you perform background screenings or multi-state background checks on all employees prior to their first day of work?',
    expected: yes(
      ['control:HR-01', 'policy:Human Resources Security Policy§4.2'],
      [
        'policy:Human Resources Security Policy§3',
        'policy:Human Resources Security Policy§4.3',
        'policy:Human Resources Security Policy§4.10',
        'policy:Human Resources Security Policy§6',
      ],
      'Everyone is screened before they start (Human Resources Security Policy §4.2), with exceptions approved under §6.',
    ),
  },
  {
    source: 'hecvat',
    id: 'PPPR-08',
    text: 'Do you have a documented information security policy?',
    expected: yes(['policy:Information Security Policy', 'control:GOV-01'], [], 'An approved Information Security Policy.'),
  },
  {
    source: 'hecvat',
    id: 'PPPR-10',
    text: 'Will you comply with applicable breach notification laws?',
    expected: yes(
      [
        'control:INC-06',
        'control:INC-07',
        'policy:Data Breach Notification Policy§4.3',
        'policy:Data Breach Notification Policy§4.4',
        'policy:Data Breach Notification Policy§4.5',
        'policy:Data Breach Notification Policy§4.6',
        'policy:Data Breach Notification Policy§4.12',
        'policy:Data Breach Notification Policy§6',
      ],
      [
        'policy:Incident Response Policy§4.5',
        'control:BRN-02',
        'policy:Data Breach Notification Policy§4.1',
        'policy:Data Breach Notification Policy§4.2',
        'policy:Data Breach Notification Policy§4.7',
        'policy:Data Breach Notification Policy§4.8',
        'policy:Data Breach Notification Policy§4.9',
        'policy:Data Breach Notification Policy§4.10',
        'policy:Data Breach Notification Policy§4.11',
      ],
      'Breaches are notified to customers, regulators and individuals within legal deadlines (Data Breach Notification Policy §4.3–4.6, §4.12).',
    ),
  },
  {
    source: 'hecvat',
    id: 'PPPR-12',
    text: 'Is security awareness training mandatory for all employees?',
    expected: yes(
      [
        'control:HR-03',
        'policy:Information Security Policy§3',
        'policy:Security Awareness Training Policy§4.1',
        'policy:Security Awareness Training Policy§4.2',
        'policy:Security Awareness Training Policy§4.8',
      ],
      [
        'policy:Security Awareness Training Policy§3',
        'policy:Security Awareness Training Policy§4.3',
        'policy:Security Awareness Training Policy§4.10',
        'policy:Human Resources Security Policy§4.6',
      ],
      'Everyone is trained at hire and yearly, and overdue training suspends access (Security Awareness Training Policy §4.1, §4.2, §4.8).',
    ),
  },
  {
    source: 'hecvat',
    id: 'PPPR-14',
    text: 'Do you have documented, and currently implemented, internal audit processes and procedures?',
    expected: yes(
      ['control:AUD-01', 'control:ISM-05'],
      ['policy:Information Security Policy§5'],
      'Internal audits at least yearly over a planned programme.',
    ),
  },
  {
    source: 'hecvat',
    id: 'HFIH-01',
    text: 'Do you have a formal incident response plan?',
    expected: yes(
      ['control:INC-01', 'policy:Incident Response Policy'],
      ['policy:Information Security Policy§4.7'],
      'An incident response plan and an approved Incident Response Policy.',
    ),
  },
  {
    source: 'hecvat',
    id: 'HFIH-03',
    text: 'Do you have the capability to respond to incidents on a 24 x 7 x 365 basis?',
    expected: yes(
      ['policy:Logging and Monitoring Policy§4.8'],
      ['policy:Logging and Monitoring Policy§4.9', 'policy:Incident Response Policy§4.2'],
      'The on-call engineer acknowledges high-severity alerts within 30 minutes at any hour and escalates incidents (Logging and Monitoring Policy §4.8).',
    ),
  },
  {
    source: 'hecvat',
    id: 'VULN-01',
    text: 'Are your systems and applications scanned with an authenticated user account for vulnerabilities (that are remediated) prior to new releases?',
    expected: notInRecords(
      'Authenticated scans run weekly (Vulnerability Management Policy §4.2) and dynamic tests before major releases (Secure Development Policy §4.9); authenticated scanning before releases is not recorded.',
    ),
  },
  {
    source: 'hecvat',
    id: 'VULN-05',
    text: 'Do you regularly scan for common web application security vulnerabilities (e.g., SQL injection, XSS, XSRF, etc.)?',
    expected: yes(
      ['control:VUL-01', 'policy:Secure Development Policy§4.9'],
      [
        'control:VUL-04',
        'policy:Secure Development Policy§4.5',
        'policy:Vulnerability Management Policy§4.2',
        'policy:Vulnerability Management Policy§4.3',
      ],
      'Dynamic application security testing runs against staging at least weekly (Secure Development Policy §4.9).',
    ),
  },
  {
    source: 'hecvat',
    id: 'HIPA-01',
    text: 'Do your workforce members receive regular training related to the Health Insurance Portability and Accountability Act (HIPAA) Privacy and Security Rules and the HITECH Act?',
    expected: notInRecords('Training content (Security Awareness Training Policy §4.3) is general; HIPAA content is not recorded.'),
  },
  {
    source: 'hecvat',
    id: 'HIPA-06',
    text: 'Has your organization designated HIPAA Privacy and Security officers as required by the rules?',
    expected: yes(
      ['policy:Incident Response Policy§3'],
      [],
      'The HIPAA incident response policy names the Security Officer and the Privacy Officer.',
    ),
  },
  {
    source: 'hecvat',
    id: 'HIPA-12',
    text: 'Does your application lock out an account after a number of failed login attempts?',
    expected: yes(
      ['control:AC-06', 'policy:Password Policy§4.7', 'policy:Password Policy§4.8'],
      [],
      'Accounts, product accounts included, lock after at most ten failed sign-ins (Password Policy §4.7, §4.8).',
    ),
  },
  {
    source: 'hecvat',
    id: 'PDOC-03',
    text: 'Does your employee onboarding and offboarding policy include training of employees on information security and data privacy?',
    expected: yes(
      ['control:HR-03'],
      ['policy:Human Resources Security Policy§4.6', 'policy:Security Awareness Training Policy§4.1'],
      'Security and privacy training at hire (HR-03); the onboarding policy names security training only.',
    ),
  },
  {
    source: 'hecvat',
    id: 'PCHG-01',
    text: 'Does your change management process include privacy review and approval?',
    expected: yes(
      ['control:PRV-20'],
      ['control:PRV-11', 'control:SDL-05', 'policy:Secure Development Policy§4.6'],
      'Privacy is reviewed before new products and changes launch.',
    ),
  },
  {
    source: 'hecvat',
    id: 'PRPO-01',
    text: 'Do you have a documented privacy management process?',
    expected: yes(['control:PRV-01'], [], 'A privacy program with a named owner and privacy policies.'),
  },
  {
    source: 'hecvat',
    id: 'PRPO-06',
    text: 'Do you have a privacy awareness/training program?',
    expected: yes(
      ['control:HR-03'],
      ['control:PRV-33', 'policy:Security Awareness Training Policy§4.3'],
      'Everyone is trained on security and privacy.',
    ),
  },
  {
    source: 'hecvat',
    id: 'PRPO-11',
    text: 'Do you have a documented policy for sharing information with law enforcement?',
    expected: notInRecords(
      'Data Breach Notification Policy §4.9 covers only delaying a notice at the request of law enforcement; sharing information with it is not recorded.',
    ),
  },
  {
    source: 'hecvat',
    id: 'INTL-02',
    text: 'Do you have a data protection officer (DPO)?',
    expected: notInRecords(
      'The control says to decide whether a DPO is needed; policies name a privacy lead, and no DPO appointment is recorded.',
    ),
  },
  {
    source: 'hecvat',
    id: 'DRPV-01',
    text: 'Have you performed a Data Privacy Impact Assesssment for the solution/project?',
    expected: notInRecords('DPIAs are run where likely (PRV-21); one for this solution is not recorded.'),
  },
  {
    source: 'hecvat',
    id: 'DRPV-03',
    text: 'Do you describe the choices available to the individual and obtain implicit or explicit consent with respect to the collection, use, and disclosure of personal information?',
    expected: yes(['control:PRV-06'], ['control:PRV-10'], 'Consent is obtained by clear opt-in and recorded.'),
  },
  {
    source: 'hecvat',
    id: 'DRPV-05',
    text: 'Do you have a documented list of personal data your service maintains?',
    expected: yes(
      ['control:PRV-04'],
      ['policy:Data Retention Policy§4.1'],
      'Records of processing list the personal data of each activity.',
    ),
  },
  {
    source: 'hecvat',
    id: 'DRPV-07',
    text: 'Do you provide individuals with access to their personal information for review and update (i.e., data subject rights)?',
    expected: yes(
      ['control:PRV-14', 'control:PRV-13'],
      ['control:PRV-15', 'policy:Records Management Policy§4.9', 'policy:Data Retention Policy§4.3'],
      'Requests to see, correct or delete data are fulfilled by procedure.',
    ),
  },
  {
    source: 'hecvat',
    id: 'DRPV-09',
    text: 'Do you protect personal information against unauthorized access (both physical and logical)?',
    expected: yes(
      ['control:AC-01', 'control:PHY-02', 'policy:Physical Security Policy§4.2', 'policy:Data Classification Policy§4.6'],
      [
        'policy:Information Security Policy§1',
        'policy:Information Security Policy§4.4',
        'policy:Physical Security Policy§4.1',
        'policy:Physical Security Policy§4.3',
        'policy:Records Management Policy§4.9',
      ],
      'Role-based, approved logical access (AC-01) and badge-controlled physical entry (Physical Security Policy §4.2).',
    ),
  },
  {
    source: 'hecvat',
    id: 'DRPV-11',
    text: 'Do you have procedures to address privacy-related noncompliance complaints and disputes?',
    expected: yes(['control:PRV-13'], [], 'Every privacy request, inquiry and complaint is logged and answered.'),
  },
  {
    source: 'hecvat',
    id: 'DRPV-14',
    text: 'Do you certify stop-processing requests, including any data that is processed by a third party on your behalf?',
    expected: notInRecords('Requests are passed on to recipients (PRV-16); certifying them is not recorded.'),
  },
];
