import type { ControlPhrasings } from './types';

/** Operations: logging, monitoring, malware, configuration, vulnerabilities and testing. */
export const operationsPhrasings: ControlPhrasings = {
  'OPS-01': ['audit logging', 'audit logs', 'log security events', 'security relevant events', 'logging', 'audit trail', 'event logging'],
  'OPS-02': ['time synchronization', 'ntp', 'clock synchronization'],
  'OPS-03': [
    'security monitoring',
    'monitor security events',
    'monitoring alerting',
    'siem',
    'log monitoring',
    'monitor network',
    'security event monitoring',
  ],
  'OPS-04': ['intrusion detection', 'ids', 'ips', 'intrusion prevention', 'file integrity monitoring'],
  'OPS-05': ['malware', 'anti malware', 'antivirus', 'anti virus', 'endpoint detection', 'edr'],
  'OPS-06': ['capacity management', 'capacity planning'],
  'OPS-07': [
    'hardening',
    'hardened',
    'build standards',
    'configuration baselines',
    'secure configuration',
    'configuration management',
    'cis benchmarks',
  ],
  'OPS-09': ['input validation', 'validate input'],
  'VUL-01': [
    'vulnerability scanning',
    'vulnerability scans',
    'scan vulnerabilities',
    'patch management',
    'security patches',
    'patching',
    'vulnerability management',
    'security scans',
  ],
  'VUL-02': ['penetration test', 'penetration tests', 'penetration testing', 'pen test'],
  'VUL-03': ['threat intelligence', 'vulnerability information sources', 'security advisories'],
  'VUL-04': ['web application firewall', 'waf'],
};
