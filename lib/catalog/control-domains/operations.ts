import type { LibraryControl } from '@/lib/catalog/types';

/** Network security, operations, logging and monitoring, vulnerability and patch management. */
export const operationsControls: readonly LibraryControl[] = [
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
    maps: ['soc2:CC7.2', 'iso27001:A.8.16', 'pci-dss:11.5', 'hipaa:164.312(c)(2)'],
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
  {
    id: 'VUL-05',
    name: 'Threat-led penetration testing',
    asks:
      'Where the authority requires it, have certified testers run threat-led penetration tests on live production systems supporting ' +
      'critical functions at least every three years, with threat intelligence for the scenarios, and remediate the findings.',
    evidence: 'Authority notice; test scope and threat intelligence report; test summary and remediation plan',
    owner: 'Security',
    maps: [],
  },
];
