import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const mediaDisposalTemplate: PolicyTemplate = {
  id: 'media-disposal',
  name: 'Media Disposal Policy',
  description: 'How storage media, devices and paper are sanitised or destroyed before reuse or disposal.',
  frameworks: ['soc2', 'iso27001', 'pci-dss', 'hipaa'],
  body: `## Purpose

This policy makes sure that no information of {{organization}} or its customers can be recovered from storage
media, devices or paper once they are reused, returned, sold, recycled or thrown away.

## Scope

This policy covers every medium that can hold information: laptop, desktop and server drives, solid-state and
flash storage, mobile phones and tablets, removable media, backup media, printers and copiers with internal
storage, network devices that store configuration or keys, cloud storage volumes, and paper. It applies to
media owned by {{organization}} and to media it has borrowed or leased.

## Roles and Responsibilities

- **The IT lead** owns this policy, carries out or supervises sanitisation of endpoints and office equipment, and
  keeps the disposal log.
- **The infrastructure lead** makes sure cloud storage is released and rendered unreadable as this policy
  requires.
- **The security lead** approves disposal suppliers and reviews the disposal log.
- **Every employee and contractor** hands devices and media back to IT rather than disposing of them, and places
  paper to be destroyed only in the locked shredding bins.

## Policy Statements

1. **Method.** Media are sanitised following NIST SP 800-88 before they are reused or leave the control of
   {{organization}}. Media reused inside {{organization}} that held at most Internal information are cleared by
   overwriting or a factory reset. Media that leave the control of {{organization}}, and media that held
   Confidential or Restricted information, are purged by cryptographic erase or the drive's built-in sanitise
   command. Media that cannot be purged, fail to purge or are damaged are physically destroyed by shredding,
   disintegration or pulverising.
2. **Verification.** Each sanitisation is checked: purges by the report of the tool that performed them, and
   destruction by a second person or by the disposal supplier's certificate. A medium whose sanitisation cannot
   be confirmed is destroyed.
3. **Cloud storage.** Cloud storage volumes, snapshots and buckets are deleted through the provider. Storage that
   held Restricted information is encrypted with its own keys, which are destroyed when it is deleted, as the
   Encryption Key Management Policy allows. The sanitisation practices of cloud providers are checked as part of
   their assessment under the Third-Party Risk Policy.
4. **Embedded storage.** Printers, copiers, phones and network devices are reset to factory settings, and any
   internal drive, configuration, certificate and key they hold is erased, before they are returned, sold or
   discarded. Reinstalling laptops for reassignment is set in the Endpoint Security Policy.
5. **Holding before disposal.** Media waiting for sanitisation or destruction are kept in a locked cabinet or room
   and are disposed of within 90 days.
6. **Disposal suppliers.** Destruction by an outside supplier happens only under a written contract, with locked
   containers or on-site destruction, a chain-of-custody record, and a certificate of destruction listing the
   serial numbers of the media, delivered within 30 days.
7. **Warranty and leased equipment.** Drives that held Confidential or Restricted information are kept or
   destroyed rather than returned to a manufacturer for warranty replacement. Leased equipment is purged before it
   is returned to the lessor.
8. **Paper.** Paper holding information classed Internal or higher is destroyed with cross-cut shredders meeting
   at least security level P-4 of DIN 66399, or through locked shredding bins that are emptied at least weekly by
   an approved supplier.
9. **Disposal log.** Every sanitised or destroyed medium is recorded with its asset tag or serial number, the
   highest class of information it held, the method, the date, who performed and who verified it, and any
   certificate reference. The IT lead reconciles the log with the asset inventory every quarter.

## Review

The IT lead reviews this policy at least once a year, when new kinds of media or devices are introduced, and
after any incident involving information recovered from discarded media.

## Exceptions

Exceptions, such as keeping a device for a legal hold, are approved in writing by the security lead, recorded in
the disposal log and reviewed every six months until the medium is disposed of.
`,
};
