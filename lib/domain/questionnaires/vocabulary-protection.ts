import type { SynonymGroup } from './synonym-group';

/**
 * Topics of how sign-in and data are protected: more than one factor and single sign-on, encryption at rest and in
 * transit, the protocols that carry it and the keys behind it.
 */
export const protectionGroups: readonly SynonymGroup[] = [
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
];
