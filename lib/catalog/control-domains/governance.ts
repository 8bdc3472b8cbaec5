import type { LibraryControl } from '@/lib/catalog/types';

/** Governance and policies, risk management and people. */
export const governanceControls: readonly LibraryControl[] = [
  // Governance and policies
  {
    id: 'GOV-01',
    name: 'Information security policy',
    asks:
      'Keep an information security policy approved by leadership, publish it to all staff and contractors, and review it at least yearly or after ' +
      'a significant change.',
    evidence: 'Current policy with approval record and last review date; staff acknowledgments of the policy',
    owner: 'Security',
    maps: ['soc2:CC2.2', 'soc2:CC5.3', 'iso27001:A.5.1', 'hipaa:164.316(a)', 'pci-dss:12.1', 'ccpa:1798.100(e)', 'iso27001:5.2'],
  },
  {
    id: 'GOV-02',
    name: 'Security ownership and roles',
    asks:
      'Name one person accountable for the security program, and document security roles, reporting lines and responsibilities in an org chart and ' +
      'role descriptions.',
    evidence: 'Appointment record of the security lead; current org chart; role descriptions that list security duties',
    owner: 'Leadership',
    maps: ['soc2:CC1.3', 'iso27001:A.5.2', 'hipaa:164.308(a)(2)', 'pci-dss:12.1', 'iso27001:5.3'],
  },
  {
    id: 'GOV-03',
    name: 'Security operating procedures by domain',
    asks:
      'Write operating procedures for each security domain (network, configuration, stored data, transmission, malware, development, access, ' +
      'authentication, physical, logging, testing), name who performs each, and keep them current and available to the people who use them.',
    evidence: 'Procedure set with owners and last review dates; responsibility matrix per domain; yearly confirmation by each owner',
    owner: 'Security',
    maps: [
      'soc2:CC5.3',
      'iso27001:A.5.37',
      'hipaa:164.316(a)',
      'pci-dss:1.1',
      'pci-dss:2.1',
      'pci-dss:3.1',
      'pci-dss:4.1',
      'pci-dss:5.1',
      'pci-dss:6.1',
      'pci-dss:7.1',
      'pci-dss:8.1',
      'pci-dss:9.1',
      'pci-dss:10.1',
      'pci-dss:11.1',
      'iso27001:7.5.1',
      'iso27001:7.5.2',
    ],
  },
  {
    id: 'GOV-04',
    name: 'Leadership and board oversight',
    asks:
      'Have leadership set security objectives, fund the program, require everyone to follow policy and hold managers to their security duties; ' +
      'have the board or an oversight committee review security and compliance at least yearly.',
    evidence: 'Board or committee minutes covering security; approved security objectives and budget',
    owner: 'Leadership',
    maps: ['soc2:CC1.2', 'soc2:CC1.5', 'iso27001:A.5.4', 'iso27001:5.1', 'iso27001:7.1'],
  },
  {
    id: 'GOV-05',
    name: 'Segregation of duties',
    asks:
      'Identify conflicting duties (such as requesting and approving access, or writing and deploying code), give them to different people, and ' +
      'add a compensating review where the team is too small to split them.',
    evidence: 'Segregation-of-duties matrix; sampled changes and access grants showing a different requester and approver',
    owner: 'Compliance',
    maps: ['soc2:CC5.1', 'iso27001:A.5.3'],
  },
  {
    id: 'GOV-06',
    name: 'Legal and contractual requirements register',
    asks:
      'Keep a register of the laws, regulations and contract terms that bear on security and privacy, with an owner for each, and review it when ' +
      'the business or the law changes.',
    evidence: 'Obligations register with owners and last review date',
    owner: 'Legal',
    maps: ['iso27001:A.5.31'],
  },
  {
    id: 'GOV-07',
    name: 'Intellectual property and software licensing',
    asks:
      'Use software, code and content only within their licences, track paid licences against installs, and respect the intellectual property of ' +
      'others.',
    evidence: 'Licence inventory reconciled with installed software; open-source licence review; IP clause in staff agreements',
    owner: 'Legal',
    maps: ['iso27001:A.5.32'],
  },
  {
    id: 'GOV-08',
    name: 'Authority and security community contacts',
    asks:
      'Keep a current list of authorities to contact (regulators, law enforcement, national CERTs) and who contacts them, and take part in ' +
      'security forums or information-sharing groups.',
    evidence: 'Authority contact list with owners; memberships of security groups or advisory subscriptions',
    owner: 'Security',
    maps: ['iso27001:A.5.5', 'iso27001:A.5.6', 'soc2:CC2.3'],
  },
  {
    id: 'GOV-09',
    name: 'Records and documentation retention',
    asks:
      'Keep security policies, procedures, assessments and required records for at least six years after they were last in effect, protect them ' +
      'from loss or tampering, make them available to those who need them and review them periodically.',
    evidence: 'Document repository with version history, access settings and retention rules; documentation review log',
    owner: 'Compliance',
    maps: ['iso27001:A.5.33', 'hipaa:164.316(b)(2)(i)', 'hipaa:164.316(b)(2)(ii)', 'hipaa:164.316(b)(2)(iii)', 'iso27001:7.5.3'],
  },
  {
    id: 'GOV-10',
    name: 'System description and external commitments',
    asks:
      'Keep a current description of the system (components, boundaries, data flows and the commitments made to customers), share the relevant ' +
      'parts with customers and partners, and give outsiders a way to raise security concerns.',
    evidence:
      'System description and data flow diagrams reviewed this year; published trust page or security terms; security contact address',
    owner: 'Compliance',
    maps: ['soc2:CC2.1', 'soc2:CC2.3', 'iso27001:7.4'],
  },
  {
    id: 'GOV-11',
    name: 'Group health plan documents',
    asks:
      'Where the organization sponsors a group health plan, amend the plan documents so the plan sponsor must safeguard the electronic health ' +
      'information it handles for the plan and report security incidents to the plan.',
    evidence: 'Amended plan documents containing the safeguard and reporting provisions',
    owner: 'Legal',
    maps: ['hipaa:164.314(b)(2)'],
  },

  // Risk management
  {
    id: 'RSK-01',
    name: 'Risk management methodology',
    asks:
      'Define the security and compliance objectives, how likelihood and impact are rated, the risk appetite, how often risks are assessed ' +
      '(including targeted risk analyses where PCI DSS lets the organization set a frequency) and to whom risks, supplier risks among them, ' +
      'are reported and escalated.',
    evidence: 'Approved risk methodology and objectives, with its reporting and escalation lines; targeted risk analyses on file',
    owner: 'Security',
    maps: ['soc2:CC3.1', 'pci-dss:12.3', 'iso27001:6.1.1', 'iso27001:6.1.2'],
  },
  {
    id: 'RSK-02',
    name: 'Risk assessment',
    asks:
      'Assess risks to the confidentiality, integrity and availability of systems and data, including health, card and personal data, at least ' +
      'yearly and after major changes, and record them in a risk register.',
    evidence: 'Yearly risk assessment report; risk register with ratings and owners',
    owner: 'Security',
    maps: [
      'soc2:CC3.2',
      'hipaa:164.308(a)(1)(ii)(A)',
      'gdpr:Art. 32',
      'ccpa:1798.100(e)',
      'pci-dss:12.3',
      'iso27001:6.1.2',
      'iso27001:8.2',
    ],
  },
  {
    id: 'RSK-03',
    name: 'Risk treatment',
    asks:
      'Decide how to treat each risk above appetite (reduce, transfer through insurance or contract, avoid or accept), choose controls for it, ' +
      'track the plan to completion and have risk owners sign acceptances.',
    evidence: 'Risk treatment plan with status; signed risk acceptances; current insurance policies',
    owner: 'Security',
    maps: ['soc2:CC5.1', 'soc2:CC9.1', 'hipaa:164.308(a)(1)(ii)(B)', 'pci-dss:12.3', 'iso27001:6.1.3', 'iso27001:8.3', 'iso27001:6.1.1'],
  },
  {
    id: 'RSK-04',
    name: 'Fraud risk assessment',
    asks:
      'Consider how fraud could happen (false reporting, theft of assets, misuse of access, management override) when assessing risk, and add ' +
      'controls where needed.',
    evidence: 'Fraud section of the risk assessment with the related controls',
    owner: 'Finance',
    maps: ['soc2:CC3.3'],
  },
  {
    id: 'RSK-05',
    name: 'Risk review of significant changes',
    asks:
      'Assess how significant changes (new products, acquisitions, new key vendors, leadership or regulatory changes) affect risks and controls, ' +
      'before or as they happen.',
    evidence: 'Risk assessments recorded for significant business or technology changes',
    owner: 'Security',
    maps: ['soc2:CC3.4', 'iso27001:8.2'],
  },

  // People
  {
    id: 'HR-01',
    name: 'Background screening',
    asks:
      'Screen candidates before hire in proportion to the role and the data they will access, as local law allows, and re-screen when someone ' +
      'moves into a sensitive role.',
    evidence: 'Screening policy; completed screening records for sampled new hires',
    owner: 'HR',
    maps: ['soc2:CC1.4', 'iso27001:A.6.1', 'hipaa:164.308(a)(3)(ii)(B)', 'pci-dss:12.7'],
  },
  {
    id: 'HR-02',
    name: 'Employment terms, conduct and confidentiality',
    asks:
      'Have staff and contractors sign terms that state their security duties, a code of conduct and a confidentiality agreement before they get ' +
      'access, and re-acknowledge the code yearly.',
    evidence: 'Signed agreements and code of conduct acknowledgments for sampled staff and contractors',
    owner: 'HR',
    maps: ['soc2:CC1.1', 'iso27001:A.6.2', 'iso27001:A.6.6'],
  },
  {
    id: 'HR-03',
    name: 'Security awareness training',
    asks:
      'Train everyone on security and privacy at hire and yearly, covering phishing and other social engineering, signs of insider threat, ' +
      'data handling and incident reporting, and send regular ' +
      'security reminders in between.',
    evidence: 'Training completion report per person; training content; reminder and phishing-simulation records',
    owner: 'HR',
    maps: ['soc2:CC1.4', 'soc2:CC2.2', 'iso27001:A.6.3', 'hipaa:164.308(a)(5)(ii)(A)', 'pci-dss:12.6', 'iso27001:7.3'],
  },
  {
    id: 'HR-04',
    name: 'Disciplinary process',
    asks: 'Apply a documented, fair disciplinary process to staff who break security or privacy policy, and record the sanctions applied.',
    evidence: 'Sanctions policy; log of policy violations and the actions taken',
    owner: 'HR',
    maps: ['soc2:CC1.5', 'iso27001:A.6.4', 'hipaa:164.308(a)(1)(ii)(C)'],
  },
  {
    id: 'HR-05',
    name: 'Offboarding and role changes',
    asks:
      'When people leave or change roles, remove or adjust their access by their last day, collect devices and badges, and remind leavers of the ' +
      'duties that continue after they go.',
    evidence: 'Offboarding checklists with access removal times compared to HR termination dates; asset return records',
    owner: 'HR',
    maps: ['soc2:CC6.2', 'iso27001:A.5.11', 'iso27001:A.6.5', 'hipaa:164.308(a)(3)(ii)(C)', 'pci-dss:8.2'],
  },
  {
    id: 'HR-06',
    name: 'Workforce authorization and supervision',
    asks:
      'Make sure everyone who works with health information, or where it can be reached, is either authorized for that access or supervised by ' +
      'someone who is, including contractors and maintenance staff.',
    evidence: 'List of roles with authorized access to health information; supervision arrangements for contractors and visitors',
    owner: 'HR',
    maps: ['hipaa:164.308(a)(3)(ii)(A)'],
  },
];
