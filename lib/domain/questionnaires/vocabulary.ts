import { accessGroups } from './vocabulary-access';
import { developmentGroups } from './vocabulary-development';
import { programmeGroups } from './vocabulary-programme';
import { systemGroups } from './vocabulary-systems';

/**
 * Compliance synonyms: each group names one topic the way questionnaires and policies variously write it. A
 * question that uses any phrase of a group also searches for every other phrase of it. Phrases are lower case;
 * hyphens and punctuation count as spaces, so "multi-factor" and "multi factor" are the same phrase. A
 * `qualifier` topic only says whom a practice covers ("employees", "staff"): it is searched with, but a record need
 * not repeat it to answer ("screen candidates before hire" answers background checks "on employees"). `answeredBy`
 * phrases answer the topic in a record but do not stand for it in a question (a rule for all "systems" covers servers).
 * A `wordForWord` topic is held by a record only by one of its phrases as written, stop words and all: "at any hour"
 * is round the clock, "hour" alone is not. An `avoided` topic is a practice a security programme forbids ("hard-coded
 * passwords"): a record never sets it as a rule, so it answers only that the practice never happens, a No.
 */
export type SynonymGroup = {
  topic: string;
  phrases: readonly string[];
  qualifier?: true;
  answeredBy?: readonly string[];
  wordForWord?: true;
  avoided?: true;
};

export const synonymGroups: readonly SynonymGroup[] = [
  ...systemGroups,
  {
    topic: 'multi-factor authentication',
    phrases: [
      'mfa',
      'multi-factor',
      'multifactor',
      'two-factor',
      '2fa',
      'two-step verification',
      'second factor',
      'one-time password',
      'totp',
    ],
  },
  {
    topic: 'single sign-on',
    phrases: ['sso', 'single sign-on', 'saml', 'identity provider', 'idp', 'openid connect', 'oidc', 'federated login'],
  },
  {
    topic: 'encryption at rest',
    phrases: ['encryption at rest', 'encrypted at rest', 'data at rest', 'stored data encryption', 'disk encryption', 'aes-256', 'aes'],
  },
  {
    topic: 'encryption in transit',
    phrases: [
      'encryption in transit',
      'encrypted in transit',
      'data in transit',
      'transport encryption',
      'encrypted transmission',
      'tls',
      'ssl',
      'https',
      'transport layer security',
    ],
  },
  // Traffic is what is sent over a network: "all internal network traffic" is answered by "all information sent over
  // networks, internal traffic included", which never says the two words together.
  {
    topic: 'network traffic',
    phrases: ['network traffic', 'traffic over the network'],
    answeredBy: ['sent over networks', 'sent over the network', 'transmitted over networks', 'transmitted over the network'],
  },
  // A transport protocol that encrypts also protects what it carries from being altered: TLS and IPsec authenticate
  // every record they send, so "integrity protection" of traffic is answered by "encrypted with TLS 1.2".
  {
    topic: 'integrity protection',
    phrases: ['integrity protection', 'integrity protected', 'message integrity'],
    answeredBy: ['tls', 'ipsec', 'ssh'],
  },
  // A protocol named by its name is a security protocol: "transport encrypted using security protocols" is answered by
  // "encrypted with TLS 1.2", though the record never says "protocol".
  {
    topic: 'security protocols',
    phrases: [
      'security protocol',
      'security protocols',
      'secure protocol',
      'secure protocols',
      'encryption protocol',
      'encryption protocols',
      'cryptographic protocol',
      'cryptographic protocols',
    ],
    answeredBy: ['tls', 'ssl', 'ssh', 'ipsec'],
  },
  { topic: 'key management', phrases: ['key management', 'encryption keys', 'cryptographic keys', 'kms', 'key rotation', 'hsm'] },
  {
    topic: 'penetration testing',
    phrases: ['pen test', 'pentest', 'penetration test', 'penetration testing', 'ethical hacking', 'red team'],
  },
  {
    topic: 'independent party',
    phrases: [
      'independent',
      'by a third party',
      'by an independent third party',
      // The doer named whole: "an independent third party performs the tests".
      'independent third party',
      'independent third parties',
      'third party testers',
      'external testers',
      'external firm',
      'external auditor',
      'external auditors',
    ],
  },
  {
    topic: 'vulnerability scanning',
    phrases: [
      'vulnerability scan',
      'vulnerability scanning',
      'vulnerability management',
      'vulnerability assessment',
      'cve',
      'security scanning',
    ],
  },
  {
    topic: 'patching',
    phrases: [
      'patching',
      'patch management',
      'security updates',
      'software updates',
      'patches',
      'security patches',
      'critical patches',
      'application updates',
      'operating system updates',
      'system updates',
    ],
  },
  ...accessGroups,
  {
    topic: 'new hires',
    phrases: [
      'new hires',
      'new employees',
      'new staff',
      'new starters',
      'new joiners',
      'candidates',
      'before hire',
      'at hire',
      'prior to hire',
      'prior to employment',
      'first day of work',
      'prior to their first day of work',
    ],
    qualifier: true,
  },
  {
    topic: 'passwords',
    phrases: ['password', 'passwords', 'passphrase', 'password policy', 'password complexity', 'credentials'],
    // A password is a secret: a rule for every secret covers it.
    answeredBy: ['secrets'],
  },
  {
    topic: 'hard-coded secrets',
    // "Code" alone is not enough: a code review or the Code of Conduct says nothing of secrets in it.
    phrases: ['hardcoded', 'embedded in code', 'embedded in source code', 'in source code', 'in the source code'],
    avoided: true,
  },
  {
    topic: 'plaintext',
    phrases: ['plaintext', 'cleartext', 'unencrypted'],
    avoided: true,
  },
  {
    topic: 'logging and monitoring',
    phrases: ['logging', 'logs', 'audit logs', 'audit trail', 'monitoring', 'log management', 'security monitoring', 'alerting'],
  },
  { topic: 'siem', phrases: ['siem', 'security information and event management'] },
  {
    topic: 'incident response',
    phrases: [
      'incident response',
      'incident management',
      'security incident',
      'incident response plan',
      'irp',
      'incident handling',
      'respond to incidents',
      'respond to security incidents',
    ],
  },
  {
    topic: 'breach notification',
    phrases: ['breach notification', 'data breach', 'notify customers', 'breach', 'notification of breaches'],
  },
  {
    topic: 'background checks',
    phrases: [
      'background check',
      'background checks',
      'background screening',
      'multi-state background checks',
      'pre-employment screening',
      'criminal record check',
      'vetting',
    ],
  },
  {
    topic: 'security awareness training',
    phrases: [
      'security awareness',
      'awareness training',
      'security training',
      'phishing simulation',
      'phishing training',
      'training program',
    ],
  },
  {
    topic: 'data retention',
    phrases: ['data retention', 'retention period', 'retention schedule', 'record retention', 'how long data is kept', 'retain'],
    // A record on the retention of one kind of data ("Retention: logs are kept …") is a retention rule.
    answeredBy: ['retention'],
  },
  {
    topic: 'data deletion',
    phrases: ['data deletion', 'deletion', 'disposal', 'secure disposal', 'data destruction', 'erasure', 'sanitization', 'purge'],
  },
  { topic: 'subprocessors', phrases: ['subprocessor', 'subprocessors', 'sub-processor', 'sub-processors'] },
  {
    topic: 'vendor risk',
    phrases: [
      'vendor risk',
      'vendor management',
      'third party management',
      'third party risk management',
      'third party service providers',
      'vendors',
      'suppliers',
      'service providers',
      // A subcontractor works for the company as a supplier does.
      'subcontractors',
      'subcontractor',
      'supplier management',
      'third-party risk',
      'tprm',
      'vendor assessment',
      'supplier security',
    ],
  },
  { topic: 'risk assessment', phrases: ['risk assessment', 'risk analysis', 'risk management', 'risk register', 'risk treatment'] },
  // Mitigating a risk is reducing it: "the risk is reduced by other means" says how it is mitigated.
  {
    topic: 'risk mitigation',
    phrases: [
      'risk mitigation',
      'mitigate risk',
      'mitigate risks',
      'risks are mitigated',
      'risk is mitigated',
      'mitigate security risks',
      'security risks are mitigated',
      'compensating controls',
    ],
    answeredBy: ['risk is reduced', 'risks are reduced', 'reduce the risk', 'reduces the risk', 'risk reduction'],
  },
  ...developmentGroups,
  {
    topic: 'segregation of duties',
    phrases: ['segregation of duties', 'separation of duties', 'segregate duties', 'separate duties', 'conflicting duties'],
  },
  {
    topic: 'disciplinary process',
    phrases: ['disciplinary process', 'disciplinary action', 'disciplinary measures', 'sanction policy', 'sanctions'],
  },
  // A breach of policy is what a disciplinary process is for: a record of that process answers for the violations.
  {
    topic: 'policy violations',
    phrases: ['policy violations', 'policy violation', 'violations of policy', 'violation of policy', 'non-compliance with policy'],
    answeredBy: ['disciplinary', 'sanctions', 'break security', 'break policy'],
  },
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
  ...programmeGroups,
];
