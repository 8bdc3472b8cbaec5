import type { LibraryControl } from '@/lib/catalog/types';

/** Cardholder data; internal audit, management review and compliance monitoring. */
export const cardholderAndAuditControls: readonly LibraryControl[] = [
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
    maps: ['soc2:CC4.1', 'iso27001:A.5.35', 'hipaa:164.308(a)(8)', 'iso27001:9.2.1', 'iso27001:9.2.2'],
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
    asks: 'Have managers and automated checks confirm regularly that policies, standards and technical settings are followed, and act on the gaps found.',
    evidence: 'Compliance monitoring results (dashboards or checklists); follow-up tickets',
    owner: 'Compliance',
    maps: ['soc2:CC4.1', 'iso27001:A.5.36', 'iso27001:9.1', 'hipaa:164.308(a)(8)'],
  },
  {
    id: 'AUD-04',
    name: 'Deficiency tracking and management review',
    asks:
      'Log control deficiencies from audits, monitoring and incidents with owners and due dates, and report their status to leadership in a ' +
      'periodic management review.',
    evidence: 'Deficiency register with status; management review minutes',
    owner: 'Compliance',
    maps: ['soc2:CC4.2', 'iso27001:9.3.1', 'iso27001:10.2'],
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
