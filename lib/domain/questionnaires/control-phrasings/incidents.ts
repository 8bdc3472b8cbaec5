import type { ControlPhrasings } from './types';

/** Incident response and breach notification. */
export const incidentPhrasings: ControlPhrasings = {
  'INC-01': ['incident response', 'incident response plan', 'incident management', 'security incidents handling'],
  'INC-02': ['report security events', 'report incidents', 'incident reporting'],
  'INC-03': ['incident response testing', 'test incident response', 'tabletop exercise'],
  'INC-04': ['post incident review', 'lessons learned', 'root cause analysis'],
  'INC-05': ['forensic', 'forensics', 'chain of custody'],
  'INC-06': ['breach notification', 'notify breaches', 'breach notification laws', 'notify regulators breach'],
  'INC-08': [
    'inform customers security incidents',
    'notify customers security incidents',
    'inform customers breaches',
    'notify customers breaches',
    'inform affected customers',
    'notify affected customers',
  ],
};
