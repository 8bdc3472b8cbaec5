import type { LibraryControl } from '@/lib/catalog/types';

/** Asset management, access control and authentication, cryptography. */
export const assetAndAccessControls: readonly LibraryControl[] = [
  // Asset management
  {
    id: 'AST-01',
    name: 'Asset inventory',
    asks:
      'Keep an inventory of hardware, software, cloud resources and data stores, each with an owner, updated automatically where possible and ' +
      'checked against reality periodically.',
    evidence: 'Asset inventory export with owners; reconciliation against cloud and device management consoles',
    owner: 'IT',
    maps: ['soc2:CC6.1', 'iso27001:A.5.9', 'pci-dss:12.5'],
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
    maps: ['soc2:C1.1', 'iso27001:A.5.12', 'iso27001:A.5.13', 'pci-dss:9.4'],
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
    maps: ['iso27001:A.7.10', 'hipaa:164.310(d)(2)(iii)', 'hipaa:164.310(d)(2)(iv)', 'pci-dss:9.4', 'soc2:CC6.7'],
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
    maps: ['iso27001:A.6.7', 'iso27001:A.7.9', 'iso27001:A.8.1', 'soc2:CC6.7'],
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
];
