import type { LibraryControl } from '@/lib/catalog/types';

/** Secure development and change, vendors and service providers, incident response and breach notification. */
export const changeVendorAndIncidentControls: readonly LibraryControl[] = [
  // Secure development and change
  {
    id: 'SDL-01',
    name: 'Secure development lifecycle',
    asks:
      'Follow a documented development process with security activities at each stage, from requirements through design, coding, testing and ' +
      'release.',
    evidence: 'Secure development policy; sampled releases showing the security steps completed',
    owner: 'Engineering',
    maps: ['iso27001:A.8.25', 'pci-dss:6.2', 'soc2:CC8.1'],
  },
  {
    id: 'SDL-02',
    name: 'Security design review',
    asks:
      'Identify security requirements and review the architecture of new projects and significant features, using threat modelling for high-risk ' +
      'changes.',
    evidence: 'Design review or threat model records for sampled projects; secure architecture principles',
    owner: 'Engineering',
    maps: ['iso27001:A.5.8', 'iso27001:A.8.26', 'iso27001:A.8.27', 'soc2:CC8.1'],
  },
  {
    id: 'SDL-03',
    name: 'Secure coding standard and training',
    asks: 'Keep a secure coding standard covering common vulnerability classes, and train developers on it at least yearly.',
    evidence: 'Secure coding standard; developer training completion records',
    owner: 'Engineering',
    maps: ['iso27001:A.8.28', 'pci-dss:6.2', 'soc2:CC8.1'],
  },
  {
    id: 'SDL-04',
    name: 'Code review and security testing',
    asks:
      'Have every change reviewed by someone other than its author, and run automated security tests (static analysis, dependency and secret ' +
      'scanning) before release.',
    evidence: 'Branch protection settings; pull requests with reviews; security scan results in the pipeline',
    owner: 'Engineering',
    maps: ['soc2:CC8.1', 'iso27001:A.8.29', 'pci-dss:6.2'],
  },
  {
    id: 'SDL-05',
    name: 'Change management',
    asks:
      'Record, test, approve and deploy changes to production systems through a controlled process, with emergency changes reviewed after the fact ' +
      'and a way to roll back.',
    evidence: 'Change tickets with test evidence and approvals; deployment logs; emergency change reviews',
    owner: 'Engineering',
    maps: ['soc2:CC8.1', 'iso27001:A.8.32', 'pci-dss:6.5', 'iso27001:8.1'],
  },
  {
    id: 'SDL-06',
    name: 'Separate environments and test data',
    asks:
      'Keep development and test environments apart from production, and do not use production personal or card data in testing unless it is ' +
      'masked or approved and protected.',
    evidence: 'Environment separation design; test data procedure; records of approved production data use',
    owner: 'Engineering',
    maps: ['iso27001:A.8.31', 'iso27001:A.8.33', 'pci-dss:6.5', 'soc2:CC8.1'],
  },
  {
    id: 'SDL-07',
    name: 'Source code access',
    asks: 'Restrict read and write access to source code repositories and build tools to those who need it, and review that access periodically.',
    evidence: 'Repository access list and review records',
    owner: 'Engineering',
    maps: ['iso27001:A.8.4'],
  },
  {
    id: 'SDL-08',
    name: 'Outsourced development',
    asks:
      'Set security requirements for software built by outside developers, review and test what they deliver, and keep the right to audit their ' +
      'practices.',
    evidence: 'Development contracts with security terms; acceptance test and review records',
    owner: 'Engineering',
    maps: ['iso27001:A.8.30', 'soc2:CC8.1'],
  },
  {
    id: 'SDL-09',
    name: 'Third-party component management',
    asks:
      'Keep an inventory of the libraries and components in the software, track their vulnerabilities and licences, and take components only from ' +
      'trusted sources.',
    evidence: 'Software bill of materials or dependency inventory; dependency vulnerability reports',
    owner: 'Engineering',
    maps: ['iso27001:A.5.21', 'pci-dss:6.3'],
  },

  // Vendors and service providers
  {
    id: 'VEN-01',
    name: 'Vendor due diligence',
    asks:
      'Assess the security of each vendor that will handle sensitive data or support critical services before signing, in proportion to the risk ' +
      'it brings.',
    evidence: 'Vendor inventory with risk tiers; due diligence records (questionnaires, audit reports) for new vendors',
    owner: 'Compliance',
    maps: ['soc2:CC9.2', 'iso27001:A.5.19', 'pci-dss:12.8'],
  },
  {
    id: 'VEN-02',
    name: 'Vendor security terms',
    asks:
      'Put security requirements in vendor contracts (protection of data, incident notice, subcontractor rules, right to audit, return or deletion ' +
      "at exit), including the vendor's own supply chain.",
    evidence: 'Signed contracts or security addenda for sampled vendors',
    owner: 'Legal',
    maps: ['soc2:CC9.2', 'iso27001:A.5.20', 'iso27001:A.5.21', 'pci-dss:12.8'],
  },
  {
    id: 'VEN-03',
    name: 'Vendor monitoring',
    asks:
      'Review critical vendors at least yearly (audit reports, compliance status, performance, incidents) and assess changes to their services ' +
      'before accepting them.',
    evidence: 'Yearly vendor review records; current SOC 2 or PCI attestations of key vendors',
    owner: 'Compliance',
    maps: ['soc2:CC9.2', 'iso27001:A.5.22', 'pci-dss:12.8'],
  },
  {
    id: 'VEN-04',
    name: 'Cloud service governance',
    asks:
      'Set how cloud services are chosen, configured, monitored and exited, including which security duties stay with the organization under the ' +
      'shared responsibility model.',
    evidence: 'Cloud service policy; shared responsibility matrix for main providers; exit plans',
    owner: 'IT',
    maps: ['soc2:CC9.2', 'iso27001:A.5.23'],
  },
  {
    id: 'VEN-05',
    name: 'Business associate agreements',
    asks:
      'Sign a business associate agreement with every party that creates, receives, keeps or sends health information on our behalf, and require ' +
      'the same of their subcontractors.',
    evidence: 'Signed business associate agreements matched to the vendor inventory',
    owner: 'Legal',
    maps: ['hipaa:164.308(b)(3)', 'hipaa:164.314(a)(2)(i)', 'hipaa:164.314(a)(2)(iii)'],
  },
  {
    id: 'VEN-06',
    name: 'Arrangements with government entities',
    asks:
      'Where a business associate is a government entity, use a memorandum of understanding or a law that imposes equivalent safeguards in place ' +
      'of a contract.',
    evidence: 'Memoranda of understanding, or the cited legal authority, for government business associates',
    owner: 'Legal',
    maps: ['hipaa:164.314(a)(2)(ii)'],
  },

  // Incident response and breach notification
  {
    id: 'INC-01',
    name: 'Incident response plan',
    asks:
      'Keep an incident response plan with roles, severity levels, triage, containment, eradication, communication and recovery steps, and use it ' +
      'for every security incident.',
    evidence: 'Current incident response plan; incident tickets showing triage, response and closure',
    owner: 'Security',
    maps: ['soc2:CC7.3', 'soc2:CC7.4', 'iso27001:A.5.24', 'iso27001:A.5.25', 'iso27001:A.5.26', 'hipaa:164.308(a)(6)(ii)', 'pci-dss:12.10'],
  },
  {
    id: 'INC-02',
    name: 'Reporting security events',
    asks: 'Give staff a simple, well-known way to report suspected security events and weaknesses quickly, and log each report.',
    evidence: 'Reporting channel described in training; log of reported events',
    owner: 'Security',
    maps: ['iso27001:A.6.8', 'hipaa:164.308(a)(6)(ii)', 'soc2:CC2.2'],
  },
  {
    id: 'INC-03',
    name: 'Incident response testing',
    asks:
      'Test the incident response plan at least yearly with a tabletop or simulation, together with the owners of the related plans ' +
      '(continuity, recovery, crisis communication), and update the plan from what is learned.',
    evidence: 'Exercise reports with participants and follow-up actions',
    owner: 'Security',
    maps: ['soc2:CC7.4', 'pci-dss:12.10'],
  },
  {
    id: 'INC-04',
    name: 'Post-incident review',
    asks: 'After significant incidents, confirm recovery is complete, find root causes and track improvements to controls until they are done.',
    evidence: 'Post-incident reports with root cause and tracked corrective actions',
    owner: 'Security',
    maps: ['soc2:CC7.5', 'iso27001:A.5.27'],
  },
  {
    id: 'INC-05',
    name: 'Forensic evidence handling',
    asks:
      'Collect and preserve evidence from incidents in a way that keeps it intact and usable in legal or disciplinary action, with a record of its ' +
      'custody.',
    evidence: 'Evidence handling procedure; chain-of-custody records',
    owner: 'Security',
    maps: ['iso27001:A.5.28'],
  },
  {
    id: 'INC-06',
    name: 'Breach assessment and regulator notice',
    asks:
      'Assess every personal data breach for risk to individuals, record it in a breach register, and notify the supervisory authority within 72 ' +
      'hours where required.',
    evidence: 'Breach register with assessments; copies of regulator notifications with timestamps',
    owner: 'Privacy',
    maps: ['soc2:P6.3', 'gdpr:Art. 33'],
  },
  {
    id: 'INC-07',
    name: 'Breach notice to individuals',
    asks:
      'Tell affected individuals without undue delay, in plain language, when a breach is likely to put them at high risk, including what happened ' +
      'and what they can do.',
    evidence: 'Notification templates; sent notifications with dates for past breaches',
    owner: 'Privacy',
    maps: ['soc2:P6.6', 'gdpr:Art. 34'],
  },
  {
    id: 'INC-08',
    name: 'Breach notice between processors and controllers',
    asks:
      'Require processors and vendors to report breaches of our data promptly, and, acting as a processor, tell our customers about breaches of ' +
      'their data without undue delay.',
    evidence: 'Breach notice clauses in vendor and customer agreements; records of notices received and sent',
    owner: 'Privacy',
    maps: ['soc2:P6.5', 'gdpr:Art. 33'],
  },
  {
    id: 'VEN-07',
    name: 'ICT third-party register and exit plans',
    asks:
      'Keep a register of every contract for ICT services, marking those that support critical or important functions, report it to the ' +
      'authority when asked, assess concentration risk before new critical contracts, and keep tested exit plans for them.',
    evidence: 'Register of information on ICT third-party arrangements; concentration risk assessments; exit plans',
    owner: 'Compliance',
    maps: [],
  },
  {
    id: 'INC-09',
    name: 'Significant incident reports to authorities',
    asks:
      'Classify incidents against the legal criteria for a major or significant incident, and for each one send the authority or CSIRT the ' +
      'early warning, notification, intermediate and final reports within their deadlines, and tell affected service recipients.',
    evidence: 'Classification criteria and decisions; reports sent with timestamps; notices to service recipients',
    owner: 'Security',
    maps: [],
  },
  {
    id: 'INC-10',
    name: 'Crisis communication plan',
    asks:
      'Keep a crisis communication plan naming who speaks for the organization during an incident and its recovery, what staff, customers, ' +
      'partners, authorities and the public are told, through which approved channels and messages, and how they hear of recovery progress ' +
      'until normal operation is declared.',
    evidence:
      'Current crisis communication plan with spokespeople, contact lists and approved message templates; updates sent during incidents',
    owner: 'Leadership',
    maps: ['iso27001:7.4'],
  },
];
