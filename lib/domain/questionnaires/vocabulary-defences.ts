import type { SynonymGroup } from './synonym-group';

/**
 * Topics of the defences around what the organization holds: firewalls for its networks and web applications,
 * anti-malware and device management for its endpoints, the inventory and classification that say what is to be
 * defended, and the physical security of its premises.
 */
export const defenceGroups: readonly SynonymGroup[] = [
  {
    topic: 'firewalls',
    phrases: ['firewall', 'firewalls', 'network security', 'network segmentation', 'security groups'],
  },
  { topic: 'web application firewall', phrases: ['waf', 'web application firewall', 'web application firewalls'] },
  {
    topic: 'malware protection',
    phrases: [
      'anti-malware',
      'antivirus',
      'anti-virus',
      'malware',
      'endpoint protection',
      'endpoint detection',
      'endpoint anti-malware',
      'virus protection',
    ],
  },
  {
    topic: 'device management',
    phrases: ['mdm', 'mobile device management', 'endpoint management', 'device encryption', 'byod'],
  },
  { topic: 'asset inventory', phrases: ['asset inventory', 'asset management', 'inventory of assets', 'cmdb', 'asset register'] },
  {
    topic: 'data classification',
    phrases: ['data classification', 'classification', 'sensitive data', 'confidential data', 'data labelling', 'data labeling'],
  },
  {
    topic: 'physical security',
    phrases: ['physical security', 'physical access', 'physical entry', 'badge', 'cctv', 'facility'],
  },
];
