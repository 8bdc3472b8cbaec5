import type { LibraryControl } from '@/lib/catalog/types';

/**
 * The unified control set (design §8, Catalog): each control is implemented once and counts for every framework
 * requirement it maps to. Controls are grouped by domain, and their ids carry the domain's prefix. A control maps to
 * a requirement only where putting the control in place satisfies, or substantially addresses, that requirement;
 * narrow requirements (a HIPAA group health plan clause, a GDPR representative, a PCI DSS section about card numbers
 * sent over open networks) get a control of their own rather than a stretched general one. Every requirement of the
 * library's frameworks is mapped by at least one control (tests/unit/catalog/controls.test.ts).
 */
export const libraryControls: readonly LibraryControl[] = [
  // Governance and policies
  {
    id: 'GOV-01',
    name: 'Information security policy',
    asks:
      'Keep an information security policy approved by leadership, publish it to all staff and contractors, and review it at least yearly or after ' +
      'a significant change.',
    evidence: 'Current policy with approval record and last review date; staff acknowledgments of the policy',
    owner: 'Security',
    maps: ['soc2:CC2.2', 'soc2:CC5.3', 'iso27001:A.5.1', 'hipaa:164.316(a)', 'pci-dss:12.1', 'ccpa:1798.100(e)'],
  },
  {
    id: 'GOV-02',
    name: 'Security ownership and roles',
    asks:
      'Name one person accountable for the security program, and document security roles, reporting lines and responsibilities in an org chart and ' +
      'role descriptions.',
    evidence: 'Appointment record of the security lead; current org chart; role descriptions that list security duties',
    owner: 'Leadership',
    maps: ['soc2:CC1.3', 'iso27001:A.5.2', 'hipaa:164.308(a)(2)', 'pci-dss:12.1'],
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
    maps: ['soc2:CC1.2', 'soc2:CC1.5', 'iso27001:A.5.4'],
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
    maps: ['iso27001:A.5.5', 'iso27001:A.5.6'],
  },
  {
    id: 'GOV-09',
    name: 'Records and documentation retention',
    asks:
      'Keep security policies, procedures, assessments and required records for at least six years after they were last in effect, protect them ' +
      'from loss or tampering, make them available to those who need them and review them periodically.',
    evidence: 'Document repository with version history, access settings and retention rules; documentation review log',
    owner: 'Compliance',
    maps: ['iso27001:A.5.33', 'hipaa:164.316(b)(2)(i)', 'hipaa:164.316(b)(2)(ii)', 'hipaa:164.316(b)(2)(iii)'],
  },
  {
    id: 'GOV-10',
    name: 'System description and external commitments',
    asks:
      'Keep a current description of the system (components, boundaries, data flows and the commitments made to customers), share the relevant ' +
      'parts with customers and partners, and give outsiders a way to raise security concerns.',
    evidence: 'System description and data flow diagrams reviewed this year; published trust page or security terms; security contact address',
    owner: 'Compliance',
    maps: ['soc2:CC2.1', 'soc2:CC2.3'],
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
      'Define the security and compliance objectives, how likelihood and impact are rated, the risk appetite and how often risks are assessed, ' +
      'including targeted risk analyses where PCI DSS lets the organization set a frequency.',
    evidence: 'Approved risk methodology and objectives; targeted risk analyses on file',
    owner: 'Security',
    maps: ['soc2:CC3.1', 'pci-dss:12.3'],
  },
  {
    id: 'RSK-02',
    name: 'Risk assessment',
    asks:
      'Assess risks to the confidentiality, integrity and availability of systems and data, including health, card and personal data, at least ' +
      'yearly and after major changes, and record them in a risk register.',
    evidence: 'Yearly risk assessment report; risk register with ratings and owners',
    owner: 'Security',
    maps: ['soc2:CC3.2', 'hipaa:164.308(a)(1)(ii)(A)', 'gdpr:Art. 32', 'ccpa:1798.100(e)', 'pci-dss:12.3'],
  },
  {
    id: 'RSK-03',
    name: 'Risk treatment',
    asks:
      'Decide how to treat each risk above appetite (reduce, transfer through insurance or contract, avoid or accept), choose controls for it, ' +
      'track the plan to completion and have risk owners sign acceptances.',
    evidence: 'Risk treatment plan with status; signed risk acceptances; current insurance policies',
    owner: 'Security',
    maps: ['soc2:CC5.1', 'soc2:CC9.1', 'hipaa:164.308(a)(1)(ii)(B)', 'pci-dss:12.3'],
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
    maps: ['soc2:CC3.4'],
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
      'Train everyone on security and privacy at hire and yearly, covering phishing, data handling and incident reporting, and send regular ' +
      'security reminders in between.',
    evidence: 'Training completion report per person; training content; reminder and phishing-simulation records',
    owner: 'HR',
    maps: ['soc2:CC1.4', 'soc2:CC2.2', 'iso27001:A.6.3', 'hipaa:164.308(a)(5)(ii)(A)', 'pci-dss:12.6'],
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

  // Asset management
  {
    id: 'AST-01',
    name: 'Asset inventory',
    asks:
      'Keep an inventory of hardware, software, cloud resources and data stores, each with an owner, updated automatically where possible and ' +
      'checked against reality periodically.',
    evidence: 'Asset inventory export with owners; reconciliation against cloud and device management consoles',
    owner: 'IT',
    maps: ['soc2:CC6.1', 'iso27001:A.5.9'],
  },
  {
    id: 'AST-02',
    name: 'Acceptable use',
    asks:
      'Set rules for how staff may use company devices, accounts, data and end-user technologies such as remote access or AI tools, and have them ' +
      'acknowledge the rules.',
    evidence: 'Acceptable use policy; staff acknowledgments',
    owner: 'IT',
    maps: ['iso27001:A.5.10', 'hipaa:164.310(b)', 'pci-dss:12.2'],
  },
  {
    id: 'AST-03',
    name: 'Data classification and labelling',
    asks:
      'Classify data by sensitivity (for example public, internal, confidential, restricted), label it where practical, and set handling rules for ' +
      'each class.',
    evidence: 'Classification policy with handling rules; labelled examples; data store inventory with classifications',
    owner: 'Security',
    maps: ['soc2:C1.1', 'iso27001:A.5.12', 'iso27001:A.5.13'],
  },
  {
    id: 'AST-04',
    name: 'Information transfer and leakage prevention',
    asks:
      'Set rules for sharing data outside the organization by any channel (email, file sharing, removable media), and use tooling to detect or ' +
      'block sensitive data leaving approved channels.',
    evidence: 'Information transfer rules; data loss prevention configuration and alert log',
    owner: 'Security',
    maps: ['soc2:CC6.7', 'iso27001:A.5.14', 'iso27001:A.8.12'],
  },
  {
    id: 'AST-05',
    name: 'Data masking',
    asks:
      'Mask or pseudonymize sensitive fields where people do not need the full value, such as showing at most the first six and last four digits ' +
      'of a card number, and stop full card numbers being copied through remote-access tools.',
    evidence: 'Masking rules per application; screenshots of masked views; remote-access tool settings',
    owner: 'Engineering',
    maps: ['iso27001:A.8.11', 'pci-dss:3.4'],
  },
  {
    id: 'AST-06',
    name: 'Media handling and equipment movements',
    asks:
      'Keep media holding sensitive data physically secured, record hardware and media as they are received, moved or removed, and make a ' +
      'retrievable copy of the data before equipment is moved.',
    evidence: 'Media and equipment movement log; backup confirmation before moves; media storage inventory',
    owner: 'IT',
    maps: ['iso27001:A.7.10', 'hipaa:164.310(d)(2)(iii)', 'hipaa:164.310(d)(2)(iv)', 'pci-dss:9.4'],
  },
  {
    id: 'AST-07',
    name: 'Secure disposal and reuse of media',
    asks:
      'Wipe or destroy storage media and devices so data cannot be recovered before they are reused or thrown away, and keep a record of each ' +
      'destruction.',
    evidence: 'Certificates of destruction or wipe logs per device or media item',
    owner: 'IT',
    maps: ['soc2:CC6.5', 'soc2:C1.2', 'iso27001:A.7.14', 'hipaa:164.310(d)(2)(i)', 'hipaa:164.310(d)(2)(ii)', 'pci-dss:9.4'],
  },
  {
    id: 'AST-08',
    name: 'Endpoint and remote working security',
    asks:
      'Manage laptops and phones centrally with disk encryption, screen lock, current patches and remote wipe, and set rules for working remotely ' +
      'and for devices taken off site.',
    evidence: 'Device management compliance report; remote working policy',
    owner: 'IT',
    maps: ['iso27001:A.6.7', 'iso27001:A.7.9', 'iso27001:A.8.1'],
  },

  // Access control and authentication
  {
    id: 'AC-01',
    name: 'Access control policy and least privilege',
    asks:
      'Define who may access which systems and data based on role and need to know, deny everything else by default, and enforce this through ' +
      'role-based access in each system.',
    evidence: 'Access control policy; role definitions per system; default-deny settings of the access control systems',
    owner: 'Security',
    maps: ['soc2:CC6.1', 'soc2:CC6.3', 'iso27001:A.5.15', 'iso27001:A.8.3', 'hipaa:164.308(a)(4)(ii)(B)', 'pci-dss:7.2', 'pci-dss:7.3'],
  },
  {
    id: 'AC-02',
    name: 'Access requests and approvals',
    asks: 'Grant, change and remove access only through a recorded request approved by the system or data owner, and carry out the change promptly.',
    evidence: 'Access request tickets with approvals for sampled grants and changes',
    owner: 'IT',
    maps: ['soc2:CC6.2', 'soc2:CC6.3', 'iso27001:A.5.18', 'hipaa:164.308(a)(4)(ii)(B)', 'hipaa:164.308(a)(4)(ii)(C)', 'pci-dss:7.2'],
  },
  {
    id: 'AC-03',
    name: 'Periodic access reviews',
    asks:
      'Have owners review user and privileged access to production systems and sensitive data at least quarterly, remove access that is no longer ' +
      'needed, and disable accounts unused for 90 days.',
    evidence: 'Signed access review for each production system, quarterly, with the resulting removals',
    owner: 'Security',
    maps: ['soc2:CC6.2', 'soc2:CC6.3', 'iso27001:A.5.15', 'iso27001:A.5.18', 'hipaa:164.308(a)(4)(ii)(C)', 'pci-dss:7.2', 'pci-dss:8.2'],
  },
  {
    id: 'AC-04',
    name: 'Unique user identities',
    asks:
      'Give every person their own account managed from a central directory, and allow shared or generic accounts only as documented, approved ' +
      'exceptions.',
    evidence: 'Directory user export; list of approved shared-account exceptions',
    owner: 'IT',
    maps: ['soc2:CC6.1', 'iso27001:A.5.16', 'hipaa:164.312(a)(2)(i)', 'pci-dss:8.2'],
  },
  {
    id: 'AC-05',
    name: 'Multi-factor authentication',
    asks:
      'Require multi-factor authentication for all access to production, administrative consoles, remote access and systems holding sensitive ' +
      'data, configured so it cannot be bypassed or replayed.',
    evidence: 'Identity provider MFA enforcement settings; list of users with MFA enrolled; exceptions with approvals',
    owner: 'IT',
    maps: ['soc2:CC6.1', 'iso27001:A.8.5', 'hipaa:164.312(d)', 'pci-dss:8.4', 'pci-dss:8.5'],
  },
  {
    id: 'AC-06',
    name: 'Passwords and log-on security',
    asks:
      'Enforce a password standard (length, no breached or reused passwords), keep secrets hashed or in a vault, lock accounts after repeated ' +
      'failed log-ins and alert on unusual log-in patterns.',
    evidence: 'Password and lockout settings of the identity provider; failed log-in alert configuration and samples',
    owner: 'IT',
    maps: ['soc2:CC6.1', 'iso27001:A.5.17', 'iso27001:A.8.5', 'hipaa:164.308(a)(5)(ii)(C)', 'hipaa:164.308(a)(5)(ii)(D)', 'pci-dss:8.3'],
  },
  {
    id: 'AC-07',
    name: 'Privileged and emergency access',
    asks:
      'Limit administrator rights to named people using separate admin accounts, restrict powerful utilities, log privileged sessions, and keep a ' +
      'tested break-glass procedure for emergencies.',
    evidence: 'List of privileged accounts with justification; privileged session logs; break-glass procedure and test record',
    owner: 'Security',
    maps: ['soc2:CC6.1', 'soc2:CC6.3', 'iso27001:A.8.2', 'iso27001:A.8.18', 'hipaa:164.312(a)(2)(ii)', 'pci-dss:7.2'],
  },
  {
    id: 'AC-08',
    name: 'Service and system accounts',
    asks:
      'Give each application and system account an owner, block interactive log-in where possible, keep its credentials in a vault and rotate them ' +
      'periodically.',
    evidence: 'Service account inventory with owners; vault rotation records',
    owner: 'Engineering',
    maps: ['soc2:CC6.1', 'iso27001:A.5.17', 'pci-dss:8.6'],
  },
  {
    id: 'AC-09',
    name: 'Session timeout',
    asks:
      'End or lock sessions after a period of inactivity (15 minutes or less on systems with card or health data) and require the user to ' +
      'authenticate again.',
    evidence: 'Idle timeout settings of applications, consoles and endpoints',
    owner: 'Engineering',
    maps: ['hipaa:164.312(a)(2)(iii)', 'pci-dss:8.2'],
  },
  {
    id: 'AC-10',
    name: 'Clearinghouse function isolation',
    asks:
      'Where a health care clearinghouse is part of a larger organization, keep its systems and health information separate so the rest of the ' +
      'organization cannot reach them.',
    evidence: 'Network and access design showing the separation; access list of the clearinghouse systems',
    owner: 'Engineering',
    maps: ['hipaa:164.308(a)(4)(ii)(A)'],
  },

  // Cryptography
  {
    id: 'CRY-01',
    name: 'Cryptography standard and key management',
    asks:
      'Set approved algorithms and key lengths, keep an inventory of keys and certificates, and manage keys through their life (generation, ' +
      'storage in a KMS or HSM, rotation, revocation, split knowledge).',
    evidence: 'Cryptography standard; key and certificate inventory; key rotation records; KMS access list',
    owner: 'Security',
    maps: ['soc2:CC6.1', 'iso27001:A.8.24', 'pci-dss:3.6', 'pci-dss:3.7'],
  },
  {
    id: 'CRY-02',
    name: 'Encryption at rest',
    asks: 'Encrypt databases, storage, backups and laptops that hold sensitive data with strong algorithms, and make stored card numbers unreadable.',
    evidence: 'Encryption settings of each data store and backup; device encryption report',
    owner: 'Engineering',
    maps: [
      'soc2:CC6.1',
      'soc2:C1.1',
      'iso27001:A.8.24',
      'hipaa:164.312(a)(2)(iv)',
      'gdpr:Art. 32',
      'ccpa:1798.100(e)',
      'ccpa:1798.150',
      'pci-dss:3.5',
    ],
  },
  {
    id: 'CRY-03',
    name: 'Encryption in transit',
    asks:
      'Encrypt data moving over public or untrusted networks with current TLS or an equivalent, disable weak protocols and ciphers, and validate ' +
      'certificates so data cannot be read or altered on the way.',
    evidence: 'TLS configuration scans of public endpoints; internal service encryption settings',
    owner: 'Engineering',
    maps: ['soc2:CC6.7', 'iso27001:A.8.24', 'hipaa:164.312(e)(2)(i)', 'hipaa:164.312(e)(2)(ii)', 'gdpr:Art. 32'],
  },

  // Network security
  {
    id: 'NET-01',
    name: 'Network security controls and rule reviews',
    asks:
      'Protect networks with firewalls or security groups built from an approved standard, approve rule changes, keep current network and ' +
      'data-flow diagrams, and review rules at least every six months.',
    evidence: 'Firewall and security group standard; current network diagram; rule review records every six months',
    owner: 'IT',
    maps: ['soc2:CC6.6', 'iso27001:A.8.20', 'pci-dss:1.2'],
  },
  {
    id: 'NET-02',
    name: 'Network segmentation',
    asks:
      'Separate production, corporate and sensitive environments such as the cardholder data environment, allow only needed traffic between them ' +
      'and from untrusted networks, and keep public-facing systems in a separate zone.',
    evidence: 'Segmentation design; security group or VLAN rules; segmentation test results',
    owner: 'IT',
    maps: ['soc2:CC6.6', 'iso27001:A.8.22', 'pci-dss:1.3', 'pci-dss:1.4'],
  },
  {
    id: 'NET-03',
    name: 'Network service requirements',
    asks: 'Set security requirements for network services (internet links, cloud networking, CDN, DNS) and check that the providers meet them.',
    evidence: 'Network service agreements or settings with the security features in use; yearly provider review',
    owner: 'IT',
    maps: ['iso27001:A.8.21'],
  },
  {
    id: 'NET-04',
    name: 'Wireless security',
    asks:
      'Run wireless networks with strong encryption and changed defaults, keep them apart from sensitive networks, and look for unauthorized ' +
      'access points at least quarterly.',
    evidence: 'Wireless configuration; quarterly rogue access point scan results',
    owner: 'IT',
    maps: ['iso27001:A.8.20', 'pci-dss:2.3', 'pci-dss:11.2'],
  },
  {
    id: 'NET-05',
    name: 'Secure remote access',
    asks:
      'Allow remote access to internal systems only through approved encrypted channels (VPN or zero-trust gateway) with multi-factor ' +
      'authentication, and log remote sessions.',
    evidence: 'Remote access gateway configuration with MFA enforced; remote session logs',
    owner: 'IT',
    maps: ['soc2:CC6.6', 'iso27001:A.6.7', 'pci-dss:8.4'],
  },
  {
    id: 'NET-06',
    name: 'Web and email filtering',
    asks:
      'Block known malicious or prohibited websites, and filter inbound email for phishing, spoofing and malicious attachments, with SPF, DKIM and ' +
      'DMARC set for company domains.',
    evidence: 'Web filter policy; email security gateway settings; DMARC record and reports',
    owner: 'IT',
    maps: ['iso27001:A.8.7', 'iso27001:A.8.23', 'pci-dss:5.4'],
  },
  {
    id: 'NET-07',
    name: 'Devices on untrusted networks and the CDE',
    asks:
      'Where laptops or other devices connect both to untrusted networks (such as home Wi-Fi) and to the cardholder data environment, run a host ' +
      'firewall users cannot turn off.',
    evidence: 'Endpoint firewall policy and compliance report for the devices concerned',
    owner: 'IT',
    maps: ['iso27001:A.8.1', 'pci-dss:1.5'],
  },

  // Operations, logging and monitoring
  {
    id: 'OPS-01',
    name: 'Audit logging',
    asks:
      'Log user and administrator activity, access to sensitive data and security events on all production systems, protect the logs from change, ' +
      'and keep them at least a year with three months at hand.',
    evidence: 'Logging standard; log source inventory; log store immutability and retention settings',
    owner: 'Security',
    maps: ['soc2:CC7.2', 'iso27001:A.8.15', 'hipaa:164.312(b)', 'pci-dss:10.2', 'pci-dss:10.3', 'pci-dss:10.5'],
  },
  {
    id: 'OPS-02',
    name: 'Time synchronization',
    asks: 'Synchronize the clocks of all systems with trusted time sources so that log timestamps agree, and restrict who can change time settings.',
    evidence: 'NTP configuration of servers and cloud services; time source settings',
    owner: 'IT',
    maps: ['iso27001:A.8.17', 'pci-dss:10.6'],
  },
  {
    id: 'OPS-03',
    name: 'Security monitoring and alerting',
    asks:
      'Review logs daily through automated alerting, investigate anomalies, and raise an alert when critical security controls such as logging, ' +
      'anti-malware or firewalls stop working.',
    evidence: 'Alert rules in the monitoring tool; triaged alert tickets; alerts on failed security controls',
    owner: 'Security',
    maps: ['soc2:CC7.2', 'soc2:CC7.3', 'iso27001:A.8.16', 'hipaa:164.308(a)(1)(ii)(D)', 'pci-dss:10.4', 'pci-dss:10.7'],
  },
  {
    id: 'OPS-04',
    name: 'Intrusion and file change detection',
    asks:
      'Detect intrusions at the network boundary and key points inside it, and alert on unauthorized changes to critical system files, ' +
      'configuration and content.',
    evidence: 'Intrusion detection and file integrity monitoring coverage and sample alerts',
    owner: 'Security',
    maps: ['soc2:CC7.2', 'iso27001:A.8.16', 'pci-dss:11.5'],
  },
  {
    id: 'OPS-05',
    name: 'Malware protection',
    asks:
      'Run anti-malware or endpoint detection on systems at risk, keep it updated and active, and scan removable media; review periodically which ' +
      'systems do not need it.',
    evidence: 'Endpoint protection coverage report; update and scan status; risk evaluation for excluded systems',
    owner: 'IT',
    maps: ['soc2:CC6.8', 'iso27001:A.8.7', 'hipaa:164.308(a)(5)(ii)(B)', 'pci-dss:5.2', 'pci-dss:5.3'],
  },
  {
    id: 'OPS-06',
    name: 'Capacity management',
    asks: 'Monitor use of compute, storage and network against thresholds, forecast demand and add capacity before it runs short.',
    evidence: 'Capacity dashboards and alert thresholds; capacity review notes',
    owner: 'Engineering',
    maps: ['soc2:A1.1', 'iso27001:A.8.6'],
  },
  {
    id: 'OPS-07',
    name: 'Secure configuration baselines',
    asks:
      'Build systems from hardened baselines (defaults changed, unneeded services removed), restrict who can install software on production, and ' +
      'detect drift from the baseline.',
    evidence: 'Hardening standards per platform; configuration scan or drift reports; software installation restrictions',
    owner: 'Engineering',
    maps: ['soc2:CC5.2', 'soc2:CC6.8', 'soc2:CC7.1', 'iso27001:A.8.9', 'iso27001:A.8.19', 'pci-dss:2.2'],
  },
  {
    id: 'OPS-08',
    name: 'Processing specifications',
    asks:
      'Document what each core processing function must do: the data it accepts, how it is transformed and what outputs are expected, and share ' +
      'the relevant definitions with customers.',
    evidence: 'Processing specifications or product documentation of the data definitions',
    owner: 'Engineering',
    maps: ['soc2:PI1.1'],
  },
  {
    id: 'OPS-09',
    name: 'Input validation',
    asks: 'Check inputs to core processing for completeness, format and accuracy, and reject or quarantine what fails with a record of the error.',
    evidence: 'Validation rules in code or configuration; rejected-input logs',
    owner: 'Engineering',
    maps: ['soc2:PI1.2'],
  },
  {
    id: 'OPS-10',
    name: 'Processing and output checks',
    asks:
      'Monitor processing jobs, alert on failures and reconcile outputs with inputs so results are complete, accurate, on time and delivered only ' +
      'to the intended recipients.',
    evidence: 'Job monitoring alerts; reconciliation reports; output distribution settings',
    owner: 'Engineering',
    maps: ['soc2:PI1.3', 'soc2:PI1.4'],
  },
  {
    id: 'OPS-11',
    name: 'Stored data integrity',
    asks:
      'Protect stored inputs, work in progress and outputs from unauthorized change or loss, and use checksums, database constraints or similar ' +
      'means to detect corruption.',
    evidence: 'Integrity mechanisms per data store (checksums, constraints, versioning); corruption alert samples',
    owner: 'Engineering',
    maps: ['soc2:PI1.5', 'hipaa:164.312(c)(2)'],
  },

  // Vulnerability and patch management
  {
    id: 'VUL-01',
    name: 'Vulnerability scanning and patching',
    asks:
      'Scan infrastructure, containers and applications for vulnerabilities at least quarterly and after significant changes (external PCI scans ' +
      'by an approved vendor), and fix findings within deadlines set by severity.',
    evidence: 'Scan reports per quarter; remediation tickets against severity deadlines; approved scanning vendor reports',
    owner: 'Engineering',
    maps: ['soc2:CC7.1', 'iso27001:A.8.8', 'pci-dss:6.3', 'pci-dss:11.3'],
  },
  {
    id: 'VUL-02',
    name: 'Penetration testing',
    asks:
      'Have qualified independent testers run external and internal penetration tests, including segmentation checks, at least yearly and after ' +
      'significant changes, and retest fixes.',
    evidence: 'Penetration test reports; remediation and retest evidence',
    owner: 'Security',
    maps: ['soc2:CC4.1', 'soc2:CC7.1', 'iso27001:A.8.8', 'gdpr:Art. 32', 'pci-dss:11.4'],
  },
  {
    id: 'VUL-03',
    name: 'Threat intelligence',
    asks:
      'Follow sources of threat and vulnerability information that fit the technology in use, rank new vulnerabilities by risk, and act on what ' +
      'applies.',
    evidence: 'Subscribed threat feeds and advisories; records of actions taken on relevant threats',
    owner: 'Security',
    maps: ['iso27001:A.5.7', 'pci-dss:6.3'],
  },
  {
    id: 'VUL-04',
    name: 'Public web application protection',
    asks:
      'Protect internet-facing web applications with a web application firewall or equivalent that detects and blocks common attacks, is kept ' +
      'current and raises alerts.',
    evidence: 'Web application firewall configuration and rule updates; blocked attack logs',
    owner: 'Engineering',
    maps: ['soc2:CC6.6', 'pci-dss:6.4'],
  },

  // Secure development and change
  {
    id: 'SDL-01',
    name: 'Secure development lifecycle',
    asks:
      'Follow a documented development process with security activities at each stage, from requirements through design, coding, testing and ' +
      'release.',
    evidence: 'Secure development policy; sampled releases showing the security steps completed',
    owner: 'Engineering',
    maps: ['iso27001:A.8.25', 'pci-dss:6.2'],
  },
  {
    id: 'SDL-02',
    name: 'Security design review',
    asks:
      'Identify security requirements and review the architecture of new projects and significant features, using threat modelling for high-risk ' +
      'changes.',
    evidence: 'Design review or threat model records for sampled projects; secure architecture principles',
    owner: 'Engineering',
    maps: ['iso27001:A.5.8', 'iso27001:A.8.26', 'iso27001:A.8.27'],
  },
  {
    id: 'SDL-03',
    name: 'Secure coding standard and training',
    asks: 'Keep a secure coding standard covering common vulnerability classes, and train developers on it at least yearly.',
    evidence: 'Secure coding standard; developer training completion records',
    owner: 'Engineering',
    maps: ['iso27001:A.8.28', 'pci-dss:6.2'],
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
    maps: ['soc2:CC8.1', 'iso27001:A.8.32', 'pci-dss:6.5'],
  },
  {
    id: 'SDL-06',
    name: 'Separate environments and test data',
    asks:
      'Keep development and test environments apart from production, and do not use production personal or card data in testing unless it is ' +
      'masked or approved and protected.',
    evidence: 'Environment separation design; test data procedure; records of approved production data use',
    owner: 'Engineering',
    maps: ['iso27001:A.8.31', 'iso27001:A.8.33', 'pci-dss:6.5'],
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
    maps: ['iso27001:A.8.30'],
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
      "Put security requirements in vendor contracts (protection of data, incident notice, subcontractor rules, right to audit, return or deletion " +
      "at exit), including the vendor's own supply chain.",
    evidence: 'Signed contracts or security addenda for sampled vendors',
    owner: 'Legal',
    maps: ['soc2:CC9.2', 'iso27001:A.5.20', 'iso27001:A.5.21', 'pci-dss:12.8'],
  },
  {
    id: 'VEN-03',
    name: 'Vendor monitoring',
    asks:
      "Review critical vendors at least yearly (audit reports, compliance status, performance, incidents) and assess changes to their services " +
      "before accepting them.",
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
    maps: ['iso27001:A.6.8', 'hipaa:164.308(a)(6)(ii)'],
  },
  {
    id: 'INC-03',
    name: 'Incident response testing',
    asks: 'Test the incident response plan at least yearly with a tabletop or simulation, and update the plan from what is learned.',
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

  // Business continuity, backup and availability
  {
    id: 'BCP-01',
    name: 'Business continuity plan',
    asks:
      'Keep a continuity plan that lets critical processes continue during a disruption, including how security and the protection of sensitive ' +
      'data are kept up while operating in emergency mode.',
    evidence: 'Approved business continuity plan with owners and contact lists',
    owner: 'Leadership',
    maps: ['soc2:CC9.1', 'iso27001:A.5.29', 'hipaa:164.308(a)(7)(ii)(C)'],
  },
  {
    id: 'BCP-02',
    name: 'Business impact analysis',
    asks: 'Rank systems, data and processes by how critical they are, and set recovery time and recovery point objectives for each.',
    evidence: 'Business impact analysis with criticality ratings and recovery objectives',
    owner: 'Leadership',
    maps: ['soc2:CC9.1', 'iso27001:A.5.30', 'hipaa:164.308(a)(7)(ii)(E)'],
  },
  {
    id: 'BCP-03',
    name: 'Disaster recovery plan',
    asks: 'Keep technical runbooks to restore systems and data after an outage or disaster within the recovery objectives.',
    evidence: 'Disaster recovery plan and runbooks; recovery objectives per system',
    owner: 'Engineering',
    maps: ['soc2:A1.2', 'soc2:CC7.5', 'iso27001:A.5.30', 'hipaa:164.308(a)(7)(ii)(B)'],
  },
  {
    id: 'BCP-04',
    name: 'Backups',
    asks:
      'Back up critical data and systems automatically, keep encrypted copies in a separate location, watch for failed jobs and test restores ' +
      'regularly.',
    evidence: 'Backup configuration and job reports; restore test records',
    owner: 'Engineering',
    maps: ['soc2:A1.2', 'iso27001:A.8.13', 'hipaa:164.308(a)(7)(ii)(A)', 'gdpr:Art. 32'],
  },
  {
    id: 'BCP-05',
    name: 'Continuity and recovery testing',
    asks: 'Test the continuity and disaster recovery plans at least yearly and revise them from the results.',
    evidence: 'Test reports with results compared to recovery objectives and follow-up actions',
    owner: 'Engineering',
    maps: ['soc2:A1.3', 'iso27001:A.5.30', 'hipaa:164.308(a)(7)(ii)(D)'],
  },
  {
    id: 'BCP-06',
    name: 'Redundancy',
    asks: 'Run critical services with enough redundancy (multiple zones, failover, spare capacity) to meet availability commitments.',
    evidence: 'Architecture showing redundant components; failover test records',
    owner: 'Engineering',
    maps: ['soc2:A1.2', 'iso27001:A.8.14'],
  },

  // Physical security
  {
    id: 'PHY-01',
    name: 'Facility security plan',
    asks:
      'Document how offices and equipment rooms are protected from unauthorized entry, theft and tampering, define secure areas with rules for ' +
      'working in them, and review the plan yearly.',
    evidence: 'Facility security plan; secure area rules; yearly review record',
    owner: 'Facilities',
    maps: ['soc2:CC6.4', 'iso27001:A.7.1', 'iso27001:A.7.3', 'iso27001:A.7.6', 'hipaa:164.310(a)(2)(ii)'],
  },
  {
    id: 'PHY-02',
    name: 'Physical entry, visitors and monitoring',
    asks:
      'Control entry with badges by role, sign in and escort visitors, review physical access lists, and watch sensitive areas with cameras or ' +
      'entry logs kept at least 90 days.',
    evidence: 'Badge access lists and reviews; visitor logs; camera or entry log retention settings',
    owner: 'Facilities',
    maps: ['soc2:CC6.4', 'iso27001:A.7.2', 'iso27001:A.7.4', 'hipaa:164.310(a)(2)(iii)', 'pci-dss:9.2', 'pci-dss:9.3'],
  },
  {
    id: 'PHY-03',
    name: 'Environmental protections',
    asks:
      'Protect facilities and equipment rooms from fire, flood, temperature and other physical threats, with detection and suppression that is ' +
      'maintained.',
    evidence: 'Environmental controls inventory; inspection and maintenance records; data center attestations',
    owner: 'Facilities',
    maps: ['soc2:A1.2', 'iso27001:A.7.5'],
  },
  {
    id: 'PHY-04',
    name: 'Supporting utilities and cabling',
    asks:
      'Protect power, cooling and telecom supplies with backup power where needed, and protect power and network cabling from interception, ' +
      'interference or damage.',
    evidence: 'UPS or generator test records; cabling layout and protection',
    owner: 'Facilities',
    maps: ['soc2:A1.2', 'iso27001:A.7.11', 'iso27001:A.7.12'],
  },
  {
    id: 'PHY-05',
    name: 'Clear desk, clear screen and workstation siting',
    asks:
      'Keep papers and media with sensitive data locked away when unattended, lock screens when leaving, and place workstations so that ' +
      'unauthorized people cannot see or reach sensitive data.',
    evidence: 'Clear desk and screen policy; workstation placement standard; walk-through check results',
    owner: 'Facilities',
    maps: ['iso27001:A.7.7', 'iso27001:A.7.8', 'hipaa:164.310(c)'],
  },
  {
    id: 'PHY-06',
    name: 'Equipment maintenance',
    asks: "Maintain equipment according to the supplier's guidance using authorized people, and protect data on equipment sent out for repair.",
    evidence: 'Maintenance records; data removal records for equipment sent off site',
    owner: 'IT',
    maps: ['iso27001:A.7.13'],
  },
  {
    id: 'PHY-07',
    name: 'Facility security repair records',
    asks: 'Record repairs and changes to the physical security parts of facilities, such as locks, doors, walls and badge readers.',
    evidence: 'Facility security maintenance log',
    owner: 'Facilities',
    maps: ['hipaa:164.310(a)(2)(iv)'],
  },
  {
    id: 'PHY-08',
    name: 'Facility access during emergencies',
    asks: 'Set how authorized people get into facilities to restore systems and data during an emergency, as part of the continuity plans.',
    evidence: 'Emergency facility access procedure; list of people authorized for emergency entry',
    owner: 'Facilities',
    maps: ['hipaa:164.310(a)(2)(i)'],
  },

  // Privacy
  {
    id: 'PRV-01',
    name: 'Privacy program and accountability',
    asks:
      'Run a privacy program with a named owner that sets privacy policies, applies the data protection principles to every processing activity ' +
      'and can show regulators and customers how it complies.',
    evidence: 'Approved privacy policies; privacy program plan; yearly privacy report to leadership',
    owner: 'Privacy',
    maps: ['gdpr:Art. 5', 'gdpr:Art. 24', 'iso27001:A.5.34'],
  },
  {
    id: 'PRV-02',
    name: 'Data protection officer and regulator liaison',
    asks:
      'Decide whether a DPO is required and, if so, appoint one with expert knowledge, independence and a line to leadership; publish the contact ' +
      'details and handle regulator requests through a set process.',
    evidence: 'DPO assessment or appointment record; contact details filed with the authority; log of regulator correspondence',
    owner: 'Privacy',
    maps: ['gdpr:Art. 31', 'gdpr:Art. 37', 'gdpr:Art. 38', 'gdpr:Art. 39'],
  },
  {
    id: 'PRV-03',
    name: 'EU representative',
    asks:
      'If the organization has no EU establishment but offers services to, or monitors, people in the EU, appoint a representative in the EU in ' +
      'writing and name them in the privacy notice.',
    evidence: 'Signed representative appointment; privacy notice naming the representative',
    owner: 'Legal',
    maps: ['gdpr:Art. 27'],
  },
  {
    id: 'PRV-04',
    name: 'Records of processing',
    asks:
      'Keep a record of every processing activity (purposes, data and people concerned, recipients, transfers, retention, security measures), as ' +
      'controller and as processor, and update it when processing changes.',
    evidence: 'Records of processing activities with last review date',
    owner: 'Privacy',
    maps: ['gdpr:Art. 30'],
  },
  {
    id: 'PRV-05',
    name: 'Lawful basis for processing',
    asks:
      'Identify and record a lawful basis for each processing purpose before it starts, with a documented balancing test wherever legitimate ' +
      'interests are relied on.',
    evidence: 'Lawful basis recorded per purpose; legitimate interest assessments',
    owner: 'Privacy',
    maps: ['gdpr:Art. 5', 'gdpr:Art. 6'],
  },
  {
    id: 'PRV-06',
    name: 'Consent management',
    asks:
      'Where processing relies on consent, obtain it by a clear opt-in separate from other terms, record what was agreed and when, and make ' +
      'withdrawing as easy as giving it.',
    evidence: 'Consent capture screens; consent records with timestamps and versions; withdrawal mechanism',
    owner: 'Privacy',
    maps: ['gdpr:Art. 7', 'soc2:P2.1', 'soc2:P3.2'],
  },
  {
    id: 'PRV-07',
    name: "Children's personal data",
    asks:
      "Determine whether services reach children; obtain parental consent for children below the EU age threshold, and opt-in consent before " +
      "selling or sharing California consumers' data under age 16.",
    evidence: 'Age assessment of services; age gating and parental or minor consent records',
    owner: 'Privacy',
    maps: ['gdpr:Art. 8', 'ccpa:1798.120'],
  },
  {
    id: 'PRV-08',
    name: 'Special category data',
    asks:
      'Identify health, biometric, religious and other special category data, process it only under a documented condition such as explicit ' +
      'consent, and restrict access to it more tightly.',
    evidence: 'Inventory of special category data with the condition relied on; explicit consent records; access lists',
    owner: 'Privacy',
    maps: ['gdpr:Art. 9', 'soc2:P3.2'],
  },
  {
    id: 'PRV-09',
    name: 'Criminal records data',
    asks:
      'Process data about criminal convictions and offences, for example in background checks, only where the law of the country concerned allows ' +
      'it, and keep it tightly restricted and short-lived.',
    evidence: 'Legal basis per country for criminal record checks; retention and access settings for the results',
    owner: 'Legal',
    maps: ['gdpr:Art. 10'],
  },
  {
    id: 'PRV-10',
    name: 'Privacy notices',
    asks:
      'Give clear privacy notices at or before collection, including for data obtained from others, covering purposes, categories, recipients, ' +
      'retention, rights and contacts, and update the online policy at least every 12 months.',
    evidence: 'Published privacy notices with version history; notices at collection points; yearly review record',
    owner: 'Privacy',
    maps: ['gdpr:Art. 12', 'gdpr:Art. 13', 'gdpr:Art. 14', 'soc2:P1.1', 'ccpa:1798.100(a)', 'ccpa:1798.130(a)(5)'],
  },
  {
    id: 'PRV-11',
    name: 'Data minimization and purpose limitation',
    asks:
      'Collect only the personal data needed for stated purposes, use it only for those purposes or compatible ones, and review new uses before ' +
      'they start.',
    evidence: 'Data inventory tied to purposes; privacy review of new uses; sample of collection forms',
    owner: 'Privacy',
    maps: ['gdpr:Art. 5', 'soc2:P3.1', 'soc2:P4.1', 'ccpa:1798.100(c)'],
  },
  {
    id: 'PRV-12',
    name: 'Retention and deletion',
    asks:
      'Set a retention period for each category of personal and confidential data, delete or anonymize it when the period ends, and keep a record ' +
      'of the deletions.',
    evidence: 'Retention schedule; automated deletion jobs and logs; records of manual deletions',
    owner: 'Privacy',
    maps: ['gdpr:Art. 5', 'soc2:P4.2', 'soc2:P4.3', 'soc2:C1.2', 'iso27001:A.8.10'],
  },
  {
    id: 'PRV-13',
    name: 'Privacy request intake and deadlines',
    asks:
      'Offer at least two ways to make privacy requests (such as a web form and an email address or toll-free number), log every request, inquiry ' +
      'and complaint, and answer within the legal deadline.',
    evidence: 'Request channels as published; request and complaint log with receipt and response dates',
    owner: 'Privacy',
    maps: ['gdpr:Art. 12', 'soc2:P8.1', 'ccpa:1798.130(a)(1)', 'ccpa:1798.130(a)(2)'],
  },
  {
    id: 'PRV-14',
    name: 'Data subject request fulfilment',
    asks:
      "Follow a procedure to find a requester's data across systems and to provide a copy, correct it, delete it, restrict its use or export it in " +
      "a machine-readable format, and record how each request was resolved.",
    evidence: 'Request handling procedure; data map of systems searched; closed request records with responses',
    owner: 'Privacy',
    maps: [
      'gdpr:Art. 15',
      'gdpr:Art. 16',
      'gdpr:Art. 17',
      'gdpr:Art. 18',
      'gdpr:Art. 20',
      'soc2:P5.1',
      'soc2:P5.2',
      'ccpa:1798.105',
      'ccpa:1798.106',
      'ccpa:1798.110',
      'ccpa:1798.115',
    ],
  },
  {
    id: 'PRV-15',
    name: 'Personal data accuracy',
    asks:
      'Keep personal data accurate and current by validating it at collection, letting people update it themselves and correcting or removing ' +
      'stale records.',
    evidence: 'Self-service profile editing; data quality checks and their results',
    owner: 'Privacy',
    maps: ['gdpr:Art. 5', 'soc2:P7.1'],
  },
  {
    id: 'PRV-16',
    name: 'Passing requests on to recipients',
    asks:
      'When personal data is corrected, deleted or restricted, tell each recipient and service provider who received it to do the same, and tell ' +
      'the individual who the recipients are if asked.',
    evidence: 'Recipient list per system; records of downstream notices sent for sampled requests',
    owner: 'Privacy',
    maps: ['gdpr:Art. 19', 'ccpa:1798.105'],
  },
  {
    id: 'PRV-17',
    name: 'Objection and direct marketing opt-out',
    asks:
      'Stop processing based on legitimate interests when someone objects unless there are overriding grounds, and always stop direct marketing on ' +
      'request, with an unsubscribe in every message.',
    evidence: 'Objection handling records; suppression list; unsubscribe links in marketing templates',
    owner: 'Privacy',
    maps: ['gdpr:Art. 21', 'soc2:P2.1'],
  },
  {
    id: 'PRV-18',
    name: 'Automated decisions and profiling',
    asks:
      'Identify decisions made solely by automated means that significantly affect people, make sure a permitted ground applies, and offer human ' +
      'review, a way to contest and an explanation of the logic.',
    evidence: 'Inventory of automated decisions; human review procedure; related notice text',
    owner: 'Privacy',
    maps: ['gdpr:Art. 22'],
  },
  {
    id: 'PRV-19',
    name: 'Requester identity verification',
    asks:
      'Verify the identity of people making privacy requests in proportion to the sensitivity of the data, using data already held where possible, ' +
      'and use what is collected for verification only for that.',
    evidence: 'Verification procedure by request type; sampled verification records; deletion of verification data',
    owner: 'Privacy',
    maps: ['gdpr:Art. 12', 'ccpa:1798.130(a)(2)', 'ccpa:1798.130(a)(7)'],
  },
  {
    id: 'PRV-20',
    name: 'Privacy by design and by default',
    asks:
      'Build privacy into new products and changes (pseudonymization, minimal defaults, limited access and retention) and review it before launch.',
    evidence: 'Privacy review checklist in the development process; completed reviews for sampled features',
    owner: 'Privacy',
    maps: ['gdpr:Art. 25'],
  },
  {
    id: 'PRV-21',
    name: 'Data protection impact assessment',
    asks:
      'Screen new or changed processing for high risk, run a DPIA where it is likely, and consult the supervisory authority before starting if a ' +
      'high residual risk cannot be reduced.',
    evidence: 'DPIA screening records; completed DPIAs with sign-off; any prior consultation correspondence',
    owner: 'Privacy',
    maps: ['gdpr:Art. 35', 'gdpr:Art. 36'],
  },
  {
    id: 'PRV-22',
    name: 'Joint controller arrangements',
    asks:
      'Where purposes and means are decided together with another organization, agree in writing who handles which duties, especially notices and ' +
      'requests, and make the essence available to individuals.',
    evidence: 'Signed joint controller agreements; summary published to individuals',
    owner: 'Legal',
    maps: ['gdpr:Art. 26'],
  },
  {
    id: 'PRV-23',
    name: 'Processor and service provider agreements',
    asks:
      'Choose processors that give sufficient guarantees and sign data processing terms with each one, including the terms CCPA requires of ' +
      'service providers, contractors and third parties.',
    evidence: 'Signed data processing agreements matched to the processor list; CCPA contract terms',
    owner: 'Legal',
    maps: ['gdpr:Art. 28', 'soc2:P6.4', 'ccpa:1798.100(d)'],
  },
  {
    id: 'PRV-24',
    name: 'Processing on customer instructions',
    asks:
      "When acting as a processor, process customers' personal data only on their documented instructions, bind staff to confidentiality, and get " +
      "approval before adding sub-processors.",
    evidence: 'Customer data processing agreements; sub-processor list and change notices; staff confidentiality terms',
    owner: 'Privacy',
    maps: ['gdpr:Art. 28', 'gdpr:Art. 29'],
  },
  {
    id: 'PRV-25',
    name: 'International transfer mechanisms',
    asks:
      'Record each transfer of personal data outside the EEA with the mechanism that covers it (adequacy decision, or standard contractual clauses ' +
      'with a transfer impact assessment), and reassess when circumstances change.',
    evidence: 'Transfer register; signed standard contractual clauses; transfer impact assessments',
    owner: 'Privacy',
    maps: ['gdpr:Art. 44', 'gdpr:Art. 45', 'gdpr:Art. 46'],
  },
  {
    id: 'PRV-26',
    name: 'Binding corporate rules',
    asks: 'Where intra-group transfers rely on binding corporate rules, keep them approved, binding on every group company and applied in practice.',
    evidence: 'Approved binding corporate rules; group company adherence records',
    owner: 'Legal',
    maps: ['gdpr:Art. 47'],
  },
  {
    id: 'PRV-27',
    name: 'Transfer derogations',
    asks:
      'Use the specific-situation exceptions for transfers (such as explicit consent or contract necessity) only for occasional transfers, and ' +
      'document why each applies.',
    evidence: 'Log of transfers made under derogations with the justification',
    owner: 'Privacy',
    maps: ['gdpr:Art. 49'],
  },
  {
    id: 'PRV-28',
    name: 'Disclosures to third parties',
    asks:
      'Disclose personal data to third parties only for notified purposes or with consent, record each authorized disclosure, and be able to tell ' +
      'an individual what was disclosed about them and to whom.',
    evidence: 'Disclosure register; sample accounting of disclosures provided on request',
    owner: 'Privacy',
    maps: ['soc2:P6.1', 'soc2:P6.2', 'soc2:P6.7'],
  },
  {
    id: 'PRV-29',
    name: 'Opt-out of sale and sharing',
    asks:
      "Honour California consumers' requests to stop selling or sharing their personal information, stop within the required time, and wait at " +
      "least 12 months before asking them to opt back in.",
    evidence: 'Opt-out records and processing times; list of data flows that count as sale or sharing',
    owner: 'Privacy',
    maps: ['ccpa:1798.120'],
  },
  {
    id: 'PRV-30',
    name: 'Opt-out links and preference signals',
    asks:
      "Show clear 'Do Not Sell or Share My Personal Information' and 'Limit the Use of My Sensitive Personal Information' links (or one combined " +
      "link), and honour browser opt-out preference signals such as Global Privacy Control.",
    evidence: 'Screenshots of the links on the website and apps; test showing opt-out preference signals are honoured',
    owner: 'Privacy',
    maps: ['ccpa:1798.135'],
  },
  {
    id: 'PRV-31',
    name: 'Limits on sensitive personal information',
    asks:
      'Identify sensitive personal information and, when a consumer asks, use it only for the purposes the law still permits, such as providing ' +
      'the requested service.',
    evidence: 'Inventory of sensitive personal information and its uses; records of limit requests applied',
    owner: 'Privacy',
    maps: ['ccpa:1798.121'],
  },
  {
    id: 'PRV-32',
    name: 'Non-discrimination and financial incentives',
    asks:
      'Do not penalize consumers for exercising privacy rights, and offer financial incentives for data only with notice, opt-in consent and a ' +
      'value reasonably tied to the data.',
    evidence: 'Review of pricing and service terms; notice of financial incentive and opt-in records',
    owner: 'Legal',
    maps: ['ccpa:1798.125'],
  },
  {
    id: 'PRV-33',
    name: 'Training for privacy request handlers',
    asks: 'Train everyone who handles consumer privacy inquiries on the rights consumers have and how to direct them to exercise them.',
    evidence: 'Training content for request handlers; completion records',
    owner: 'Privacy',
    maps: ['ccpa:1798.130(a)(6)'],
  },

  // Cardholder data
  {
    id: 'PAY-01',
    name: 'Cardholder data environment scope',
    asks:
      'Document where account data is stored, processed and sent, list the systems in scope of PCI DSS, and confirm the scope at least yearly and ' +
      'after significant changes.',
    evidence: 'Scope document with card data flows and in-scope system inventory; yearly scope confirmation',
    owner: 'Compliance',
    maps: ['pci-dss:12.5'],
  },
  {
    id: 'PAY-02',
    name: 'Minimal storage of account data',
    asks:
      'Keep account data only where there is a business need, for a set period, and delete it securely when that period ends, checking at least ' +
      'quarterly.',
    evidence: 'Account data retention policy; quarterly checks for stored data past retention',
    owner: 'Compliance',
    maps: ['pci-dss:3.2'],
  },
  {
    id: 'PAY-03',
    name: 'No sensitive authentication data after authorization',
    asks:
      'Never keep full track data, card verification codes or PINs after a payment is authorized, even encrypted, and search for them where they ' +
      'might be stored.',
    evidence: 'Data discovery scan results; payment flow design showing authentication data is discarded',
    owner: 'Engineering',
    maps: ['pci-dss:3.3'],
  },
  {
    id: 'PAY-04',
    name: 'Card numbers over open networks',
    asks:
      'Protect card numbers sent over open or public networks with strong cryptography and trusted certificates, and never send them by end-user ' +
      'messaging such as email or chat.',
    evidence: 'Inventory of trusted keys and certificates for card data flows; TLS settings; messaging policy',
    owner: 'Engineering',
    maps: ['pci-dss:4.2'],
  },
  {
    id: 'PAY-05',
    name: 'Payment terminal protection',
    asks:
      'Keep a list of card-reading devices, inspect them regularly for tampering or substitution, and train staff at points of sale to spot and ' +
      'report it.',
    evidence: 'Payment device inventory; inspection logs; point-of-sale staff training records',
    owner: 'Facilities',
    maps: ['pci-dss:9.5'],
  },
  {
    id: 'PAY-06',
    name: 'Payment page script control',
    asks:
      'Authorize and inventory every script on payment pages, check their integrity, and detect unauthorized changes to the page or its security ' +
      'headers at least weekly.',
    evidence: 'Script inventory with justifications; change and tamper detection alerts for payment pages',
    owner: 'Engineering',
    maps: ['pci-dss:6.4', 'pci-dss:11.6'],
  },
  {
    id: 'PAY-07',
    name: 'PCI DSS compliance program',
    asks:
      'Have executive management assign responsibility for protecting cardholder data and for the PCI DSS program, and, for service providers, ' +
      'confirm quarterly that staff carry out their PCI DSS tasks.',
    evidence: 'Executive charter for the PCI program; quarterly review records',
    owner: 'Compliance',
    maps: ['pci-dss:12.4'],
  },
  {
    id: 'PAY-08',
    name: 'Support for customer PCI DSS compliance',
    asks:
      'As a service provider, acknowledge in writing our responsibility for the account data we handle for customers, and tell them which PCI DSS ' +
      'requirements we manage for them.',
    evidence: 'Customer contracts with the acknowledgement; published responsibility matrix; attestation of compliance',
    owner: 'Compliance',
    maps: ['pci-dss:12.9'],
  },

  // Internal audit, management review and compliance monitoring
  {
    id: 'AUD-01',
    name: 'Internal audit',
    asks:
      'Audit the security and privacy program against its policies and the frameworks in scope at least yearly, using people independent of the ' +
      'area audited.',
    evidence: 'Internal audit plan and reports; auditor independence statement',
    owner: 'Compliance',
    maps: ['soc2:CC4.1', 'iso27001:A.5.35', 'hipaa:164.308(a)(8)'],
  },
  {
    id: 'AUD-02',
    name: 'Independent external assessment',
    asks:
      'Have qualified outside parties assess the security program periodically and after major changes, such as a SOC 2 audit, ISO certification ' +
      'audit or HIPAA security evaluation.',
    evidence: 'External audit or assessment reports and certificates',
    owner: 'Compliance',
    maps: ['soc2:CC4.1', 'iso27001:A.5.35', 'hipaa:164.308(a)(8)'],
  },
  {
    id: 'AUD-03',
    name: 'Policy and technical compliance checks',
    asks:
      'Have managers and automated checks confirm regularly that policies, standards and technical settings are followed, and act on the gaps found.',
    evidence: 'Compliance monitoring results (dashboards or checklists); follow-up tickets',
    owner: 'Compliance',
    maps: ['soc2:CC4.1', 'iso27001:A.5.36'],
  },
  {
    id: 'AUD-04',
    name: 'Deficiency tracking and management review',
    asks:
      'Log control deficiencies from audits, monitoring and incidents with owners and due dates, and report their status to leadership in a ' +
      'periodic management review.',
    evidence: 'Deficiency register with status; management review minutes',
    owner: 'Compliance',
    maps: ['soc2:CC4.2'],
  },
  {
    id: 'AUD-05',
    name: 'Protecting systems during audits',
    asks:
      'Plan audit and testing activities on production systems with their owners, use read-only access where possible and avoid disrupting ' +
      'operations.',
    evidence: 'Audit test plans agreed with system owners; audit access granted and removed',
    owner: 'Compliance',
    maps: ['iso27001:A.8.34'],
  },
];
