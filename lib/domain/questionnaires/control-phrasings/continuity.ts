import type { ControlPhrasings } from './types';

/** Business continuity, disaster recovery and physical security. */
export const continuityPhrasings: ControlPhrasings = {
  'BCP-01': [
    'business continuity',
    'business continuity plan',
    'business disruptions',
    'continuity plan',
    'resilience',
    'business continuity strategy',
    'business continuity planning',
    'strategies reduce impact withstand recover business disruptions within risk appetite',
  ],
  'BCP-02': ['business impact analysis', 'bia', 'recovery time objective', 'rto', 'rpo'],
  'BCP-03': ['disaster recovery', 'disaster recovery plan', 'recover from disruptions', 'disaster response plan'],
  'BCP-04': ['backups', 'backup', 'back up data', 'data backup'],
  'BCP-05': ['test continuity', 'test disaster recovery', 'dr test', 'continuity testing', 'business continuity exercises'],
  'BCP-06': ['redundancy', 'failover', 'high availability', 'equipment redundancy'],
  'PHY-01': ['physical security', 'physical security requirements', 'facility security', 'secure area'],
  'PHY-02': [
    'physical access',
    'physical entry',
    'visitors',
    'badge access',
    'swipe card',
    'entry logs',
    'cctv',
    'controlled access points',
    'surveillance system',
    'grant revoke physical access',
    'physical access office',
  ],
  'PHY-03': ['environmental controls', 'fire suppression', 'fire detection', 'environmental systems'],
  'PHY-05': ['clear desk', 'clear screen'],
};
