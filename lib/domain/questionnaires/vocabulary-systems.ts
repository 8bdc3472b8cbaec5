import type { SynonymGroup } from './synonym-group';

/**
 * Topics of how systems are run, and the kinds of system a question may limit itself to. A scope topic ("servers",
 * "client systems") is a real condition a record must meet, but a record about every system meets it: its
 * `answeredBy` phrases ("systems") answer it without standing for it in a question.
 */
export const systemGroups: readonly SynonymGroup[] = [
  {
    topic: 'business continuity',
    phrases: [
      'bcp',
      'business continuity',
      'operational resilience',
      'continuity plan',
      'disaster recovery',
      'dr plan',
      'drp',
      'resilience',
      'rto',
      'rpo',
    ],
  },
  { topic: 'backups', phrases: ['backup', 'backups', 'data backup', 'restore testing', 'restoration', 'snapshots'] },
  {
    topic: 'intrusion detection',
    // Monitoring for intrusions is detecting them: "Do you monitor for intrusions?" asks for intrusion detection, which an
    // intrusion alarm on the premises or alert handling in general does not name.
    phrases: [
      'intrusion detection',
      'detect intrusions',
      'monitor for intrusions',
      'monitoring for intrusions',
      'intrusion monitoring',
      'ids',
      'ips',
      'intrusion prevention',
      'threat detection',
      'edr',
      'xdr',
    ],
  },
  {
    topic: 'servers',
    phrases: ['server', 'servers', 'server systems', 'hosts', 'host'],
    answeredBy: ['systems', 'infrastructure'],
  },
  {
    topic: 'client systems',
    phrases: [
      'client systems',
      'client system',
      'client computers',
      'end user devices',
      'workstations',
      'workstation',
      'desktops',
      'laptops',
      'endpoints',
      'client devices',
      'portable client devices',
      'client fleet',
    ],
    answeredBy: ['laptops', 'endpoint', 'endpoints', 'devices'],
  },
  // The assets a practice protects are the organization's systems: a rule for all systems covers them.
  { topic: 'assets', phrases: ['assets', 'managed assets', 'information assets'], answeredBy: ['systems'] },
  // An information system is any system: a rule for all systems covers it.
  { topic: 'information systems', phrases: ['information system', 'information systems', 'it systems'], answeredBy: ['systems'] },
  // A web application is an application: a rule for the applications covers it.
  { topic: 'web applications', phrases: ['web application', 'web applications', 'web app', 'web apps'], answeredBy: ['applications'] },
  // Systems reachable from the internet: a real condition, which a rule for every system does not meet.
  {
    topic: 'public-facing systems',
    phrases: [
      'public facing',
      'public facing systems',
      'internet facing',
      'internet facing systems',
      'externally facing',
      'externally exposed',
      'externally exposed systems',
      'exposed to the internet',
    ],
  },
  // A network zone between the internet and the internal network, by any of its names or its definition. A "separate
  // zone" is one only where the public-facing systems are kept in it: held apart, cardholder data is no DMZ.
  {
    topic: 'dmz',
    phrases: [
      'dmz',
      'demilitarized zone',
      'demilitarised zone',
      'perimeter network',
      'screened subnet',
      'separated from the internal network by a firewall',
      'separated from the internal network by a network filter',
    ],
    answeredBy: [
      'public facing systems in a separate zone',
      'internet facing systems in a separate zone',
      'public facing services in a separate zone',
      'internet facing services in a separate zone',
    ],
  },
  { topic: 'operating systems', phrases: ['operating system', 'operating systems', 'os'], qualifier: true },
  {
    topic: 'hardening',
    phrases: [
      'hardening',
      'hardened',
      'build standards',
      'build standard',
      'secure configuration',
      'configuration baselines',
      'secure baseline',
      'gold images',
      'golden images',
      // The standard build a fleet is installed from is its hardened baseline.
      'standard builds',
      'standard build',
    ],
  },
  {
    topic: 'session timeout',
    phrases: [
      'session timeout',
      'session timeouts',
      'idle timeout',
      'inactivity timeout',
      'period of inactivity',
      'lock the session',
      'automatic logoff',
      'automatic logout',
      'log out',
      'log out an account',
      // A session ended by inactivity is ended automatically: "automatically" is part of the practice's name.
      'automatically lock the session',
      'automatically log out',
      'automatically logged out',
      'automatically time out',
    ],
  },
  {
    topic: 'account lockout',
    phrases: [
      'account lockout',
      'lockout',
      'lock out an account',
      'lock accounts',
      'failed login attempts',
      'failed log ins',
      'failed logins',
    ],
  },
  {
    topic: 'off-site copies',
    phrases: ['off site', 'offsite', 'separate location', 'another location', 'secondary site', 'geographically separate'],
  },
  {
    topic: 'configuration management',
    phrases: ['configuration management', 'manage the configuration', 'configuration of servers'],
    answeredBy: ['configuration baselines', 'hardened baselines', 'secure baseline', 'configuration drift', 'drift'],
  },
  // A data center is a kind of facility of its own: rules for offices and equipment rooms do not cover it.
  { topic: 'data centers', phrases: ['data center', 'data centers', 'datacenter', 'datacenters', 'data centre', 'data centres'] },
  // A hard disk (or drive) is the disk: "full-disk encryption" encrypts the hard disks.
  { topic: 'disks', phrases: ['disk', 'disks', 'hard disk', 'hard disks', 'hard drive', 'hard drives'] },
  // Highly available is running with no single point of failure, which redundancy gives; word for word, since
  // "high" and "available" alone say nothing of it.
  {
    topic: 'high availability',
    phrases: ['high availability', 'highly available', 'high availability environment', 'no single point of failure'],
    answeredBy: ['redundancy'],
    wordForWord: true,
  },
  // The data of the cloud service assessed is the data its records are about, not a scope they must repeat.
  { topic: 'cloud data', phrases: ['cloud data', 'data in the cloud'], qualifier: true },
  // Recovering a forgotten password is resetting it: the records say how resets are given.
  {
    topic: 'password reset',
    phrases: [
      'password recovery',
      'recovery of passwords',
      'password reset',
      'password resets',
      'reset of passwords',
      'reset passwords',
      'reset password',
      'account recovery',
    ],
  },
  { topic: 'central directory', phrases: ['central directory', 'ldap', 'active directory', 'directory service'] },
];
