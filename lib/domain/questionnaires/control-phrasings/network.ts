import type { ControlPhrasings } from './types';

/** Network security. */
export const networkPhrasings: ControlPhrasings = {
  'NET-01': [
    'firewall',
    'firewalls',
    'firewall rules',
    'network security',
    'network diagram',
    'network configuration',
    'network defense',
    'network architecture documentation',
    'firewall change requests',
    // What a firewall does, as security people say it: "restrict traffic into and out of the network".
    'restrict traffic',
    'filter traffic',
    'traffic filtering',
  ],
  'NET-02': [
    'network segmentation',
    'segment network',
    'dmz',
    'demilitarized zone',
    'separate networks',
    'segmentation segregation',
    // Separating systems into zones of their own is segmentation by another name: "a network zoning concept".
    'network zoning',
    'network zones',
  ],
  'NET-04': ['wireless', 'wifi', 'wi fi'],
  'NET-05': ['remote access', 'vpn'],
  'NET-06': ['email filtering', 'web filtering', 'spam filtering', 'dmarc', 'spf dkim'],
};
