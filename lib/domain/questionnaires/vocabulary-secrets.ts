import type { SynonymGroup } from './synonym-group';

/** Topics of secrets: passwords, and what a programme forbids for them, secrets written in code and data in plain text. */
export const secretGroups: readonly SynonymGroup[] = [
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
];
