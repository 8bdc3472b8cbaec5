import type { ControlPhrasings } from './types';

/** Cryptography: the standard and key management, encryption at rest and in transit. */
export const cryptographyPhrasings: ControlPhrasings = {
  'CRY-01': [
    'key management',
    'cryptography',
    'cryptographic',
    'encryption algorithms',
    'private keys',
    'cryptographic keys',
    'encryption keys',
    'certificate management',
    'key generation',
    'key rotation',
    'key revocation',
    'key inventory',
  ],
  'CRY-02': [
    'encryption at rest',
    'encrypt stored',
    'storage encrypted',
    'encrypt backups',
    'backups encrypted',
    'disk encryption',
    'database encryption',
  ],
  'CRY-03': [
    'encryption in transit',
    'tls',
    'secure protocols ciphers',
    'weak ciphers',
    'ssl configuration',
    // Both words anywhere in the question: "is the transport of … encrypted".
    'encrypted transport',
  ],
};
