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
  ],
  'NET-02': ['network segmentation', 'segment network', 'dmz', 'demilitarized zone', 'separate networks', 'segmentation segregation'],
  'NET-04': ['wireless', 'wifi', 'wi fi'],
  'NET-05': ['remote access', 'vpn'],
  'NET-06': ['email filtering', 'web filtering', 'spam filtering', 'dmarc', 'spf dkim'],
};
