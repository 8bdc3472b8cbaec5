import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const keyManagementTemplate: PolicyTemplate = {
  id: 'key-management',
  name: 'Encryption Key Management Policy',
  description: 'How encryption keys and secrets are generated, stored, rotated, revoked and destroyed.',
  frameworks: ['soc2', 'iso27001', 'pci-dss'],
  body: `## Purpose

Encryption is only as strong as the protection of its keys. This policy sets out how {{organization}} manages
cryptographic keys and application secrets through their whole life, from generation to destruction, so that
they cannot be disclosed, misused, lost or kept in use longer than is safe.

## Scope

This policy covers every cryptographic key and secret used by {{organization}}: data encryption and key
encryption keys, TLS and code-signing keys, token-signing keys, SSH keys, database and service credentials, and
keys held for {{organization}} by cloud providers. Which algorithms and key lengths may be used is set by the
Cryptography Policy.

## Roles and Responsibilities

- **The security lead** owns this policy, appoints key custodians and approves any manual operation on a root or
  key encryption key.
- **Key custodians** are the named people who administer the key management service and the secrets store. They
  confirm in writing, on appointment and every year, that they understand and accept their duties.
- **Key owners**, usually the engineering lead of the service using a key, keep its inventory entry correct and
  make sure it is rotated on time.
- **Engineers** never copy, export or share keys and secrets outside the systems built to hold them.

## Policy Statements

1. **Inventory.** Every key and secret has an entry in the key inventory recording its owner, purpose,
   algorithm, where it is stored, when it was created and when it must next be rotated. Key owners confirm their
   entries every six months.
2. **Generation.** Keys are generated inside a key management service or hardware security module validated to
   FIPS 140-2 or FIPS 140-3 Level 2 or higher, or by a cryptographically secure generator on the system that uses
   them. Keys are never derived from passwords that people choose, except through a key derivation function
   designed for it.
3. **Key hierarchy.** Data is encrypted with data encryption keys, which are themselves encrypted by key
   encryption keys held in the key management service. Key encryption keys never leave it in plain text.
4. **Storage of secrets.** Keys and secrets are kept only in the key management service or the managed secrets
   store and are delivered to workloads at run time. They are never placed in source code, configuration files,
   container images, tickets, chat or email. Repositories and build pipelines are scanned for secrets on
   every change, and a secret found outside the store is treated as compromised.
5. **Separation of duties.** Key custodians who administer keys do not, through that role, gain access to the
   data the keys protect. Any manual operation on a root or key encryption key, such as import, export or
   deletion, needs two authorised people, and no single person holds a complete key in plain text.
6. **Rotation.** Keys are rotated at the end of their cryptoperiod: data and key encryption keys at least once a
   year, token-signing keys at least once a year, TLS certificates at least every 398 days, and code-signing keys
   at least every two years. Service account credentials and API keys are rotated as the Access Control Policy
   requires. Rotation is automated wherever the platform allows.
7. **Compromise.** A key or secret suspected of being exposed is revoked and replaced within 24 hours, or within
   4 hours when it protects Restricted information, and the event is handled as a security incident under the
   Incident Response Policy. Each critical key has a tested procedure for emergency rotation.
8. **Backup and recovery.** Keys needed to read backups or archives are themselves recoverable for as long as
   that data is kept, from a copy held separately from the data, and their recovery is exercised at least once a
   year.
9. **Destruction.** Keys are retired when their cryptoperiod ends and destroyed once no data still needs them.
   Destroying a key is an approved way to render the data it protected unreadable, and the destruction is
   recorded in the key inventory.
10. **Monitoring.** Every use and administrative operation on the key management service is logged. Disabling,
    scheduling the deletion of, or changing the access policy of a key raises an alert to the security lead.

## Review

The security lead reviews this policy at least once a year, after any key compromise, and when the key
management service or secrets store changes.

## Exceptions

Exceptions, such as a supplier integration whose credential cannot be rotated on schedule, are approved in
writing by the security lead, recorded in the key inventory with a compensating control and an end date, and
reviewed at least every six months.
`,
};
