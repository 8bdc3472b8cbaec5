import type { LibraryControl } from '@/lib/catalog/types';

/** Business continuity, backup and availability; physical security. */
export const continuityAndPhysicalControls: readonly LibraryControl[] = [
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
    maps: ['soc2:A1.2', 'soc2:CC7.5', 'iso27001:A.5.30', 'hipaa:164.308(a)(7)(ii)(B)', 'pci-dss:12.10'],
  },
  {
    id: 'BCP-04',
    name: 'Backups',
    asks:
      'Back up critical data and systems automatically, keep encrypted copies in a separate location, watch for failed jobs and test restores ' +
      'regularly.',
    evidence: 'Backup configuration and job reports; restore test records',
    owner: 'Engineering',
    maps: ['soc2:A1.2', 'iso27001:A.8.13', 'hipaa:164.308(a)(7)(ii)(A)', 'gdpr:Art. 32', 'pci-dss:12.10'],
  },
  {
    id: 'BCP-05',
    name: 'Continuity and recovery testing',
    asks: 'Test the continuity and disaster recovery plans at least yearly and revise them from the results.',
    evidence: 'Test reports with results compared to recovery objectives and follow-up actions',
    owner: 'Engineering',
    maps: ['soc2:A1.3', 'iso27001:A.5.30', 'hipaa:164.308(a)(7)(ii)(D)', 'pci-dss:12.10'],
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
];
