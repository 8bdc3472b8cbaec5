/**
 * PCI DSS v4.0.1, tracked at the level of its x.y requirement sections ("1.1" … "12.10"): the sub-requirements of
 * a section (1.2.1, 1.2.2, …) are assessed together as that section, because a control maps to a section as a
 * whole rather than to its individual x.y.z items. Identifiers are the standard's; titles are short summaries in
 * our own words. The appendices (A1–A3, for particular entity types) are not included.
 */
import type { LibraryFramework } from '@/lib/catalog/types';

export const pciDss: LibraryFramework = {
  id: 'pci-dss',
  name: 'PCI DSS',
  edition: 'PCI DSS v4.0.1',
  groups: [
    {
      id: '1',
      title: 'Network security controls',
      requirements: [
        { id: '1.1', title: 'Network security control processes and roles' },
        { id: '1.2', title: 'Configuration and upkeep of network security controls' },
        { id: '1.3', title: 'Restricted network access to and from the CDE' },
        { id: '1.4', title: 'Controlled connections between trusted and untrusted networks' },
        { id: '1.5', title: 'Risks from devices on both untrusted networks and the CDE' },
      ],
    },
    {
      id: '2',
      title: 'Secure configurations',
      requirements: [
        { id: '2.1', title: 'Secure configuration processes and roles' },
        { id: '2.2', title: 'Secure configuration and management of system components' },
        { id: '2.3', title: 'Secure wireless environments' },
      ],
    },
    {
      id: '3',
      title: 'Protection of stored account data',
      requirements: [
        { id: '3.1', title: 'Stored account data protection processes and roles' },
        { id: '3.2', title: 'Minimal storage of account data' },
        { id: '3.3', title: 'No retention of sensitive authentication data after authorization' },
        { id: '3.4', title: 'Limits on displaying and copying full PAN' },
        { id: '3.5', title: 'PAN secured wherever stored' },
        { id: '3.6', title: 'Security of keys protecting stored account data' },
        { id: '3.7', title: 'Key lifecycle management procedures' },
      ],
    },
    {
      id: '4',
      title: 'Strong cryptography in transmission',
      requirements: [
        { id: '4.1', title: 'Transmission protection processes and roles' },
        { id: '4.2', title: 'Strong cryptography for PAN sent over open networks' },
      ],
    },
    {
      id: '5',
      title: 'Protection from malicious software',
      requirements: [
        { id: '5.1', title: 'Anti-malware processes and roles' },
        { id: '5.2', title: 'Malware prevention and detection' },
        { id: '5.3', title: 'Active, maintained and monitored anti-malware' },
        { id: '5.4', title: 'Anti-phishing protection' },
      ],
    },
    {
      id: '6',
      title: 'Secure systems and software',
      requirements: [
        { id: '6.1', title: 'Secure development and maintenance processes and roles' },
        { id: '6.2', title: 'Secure development of bespoke and custom software' },
        { id: '6.3', title: 'Vulnerability identification and remediation' },
        { id: '6.4', title: 'Protection of public-facing web applications' },
        { id: '6.5', title: 'Secure change management' },
      ],
    },
    {
      id: '7',
      title: 'Access restricted by need to know',
      requirements: [
        { id: '7.1', title: 'Access restriction processes and roles' },
        { id: '7.2', title: 'Definition and assignment of access' },
        { id: '7.3', title: 'Access managed through access control systems' },
      ],
    },
    {
      id: '8',
      title: 'User identification and authentication',
      requirements: [
        { id: '8.1', title: 'Identification and authentication processes and roles' },
        { id: '8.2', title: 'User ID and account lifecycle management' },
        { id: '8.3', title: 'Strong authentication for users and administrators' },
        { id: '8.4', title: 'Multi-factor authentication into the CDE' },
        { id: '8.5', title: 'MFA systems configured against misuse' },
        { id: '8.6', title: 'Management of application and system accounts' },
      ],
    },
    {
      id: '9',
      title: 'Physical access restrictions',
      requirements: [
        { id: '9.1', title: 'Physical security processes and roles' },
        { id: '9.2', title: 'Physical entry controls for facilities and systems' },
        { id: '9.3', title: 'Authorized physical access for personnel and visitors' },
        { id: '9.4', title: 'Secure handling and destruction of media' },
        { id: '9.5', title: 'Protection of POI devices from tampering and substitution' },
      ],
    },
    {
      id: '10',
      title: 'Logging and monitoring',
      requirements: [
        { id: '10.1', title: 'Logging and monitoring processes and roles' },
        { id: '10.2', title: 'Audit log generation' },
        { id: '10.3', title: 'Audit log protection' },
        { id: '10.4', title: 'Audit log review' },
        { id: '10.5', title: 'Audit log retention' },
        { id: '10.6', title: 'Time synchronization' },
        { id: '10.7', title: 'Detection and response to security control failures' },
      ],
    },
    {
      id: '11',
      title: 'Regular security testing',
      requirements: [
        { id: '11.1', title: 'Security testing processes and roles' },
        { id: '11.2', title: 'Wireless access point detection' },
        { id: '11.3', title: 'Internal and external vulnerability scanning' },
        { id: '11.4', title: 'Internal and external penetration testing' },
        { id: '11.5', title: 'Intrusion and file change detection' },
        { id: '11.6', title: 'Payment page change and tamper detection' },
      ],
    },
    {
      id: '12',
      title: 'Information security policies and programs',
      requirements: [
        { id: '12.1', title: 'Information security policy' },
        { id: '12.2', title: 'Acceptable use of end-user technologies' },
        { id: '12.3', title: 'Risk identification and management' },
        { id: '12.4', title: 'Management of PCI DSS compliance' },
        { id: '12.5', title: 'Documented and confirmed PCI DSS scope' },
        { id: '12.6', title: 'Security awareness program' },
        { id: '12.7', title: 'Personnel screening' },
        { id: '12.8', title: 'Third-party service provider risk management' },
        { id: '12.9', title: 'Service provider support for customer compliance' },
        { id: '12.10', title: 'Incident response' },
      ],
    },
  ],
};
