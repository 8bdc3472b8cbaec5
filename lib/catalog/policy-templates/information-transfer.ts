import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const informationTransferTemplate: PolicyTemplate = {
  id: 'information-transfer',
  name: 'Information Transfer Policy',
  description: 'Approved channels, agreements and safeguards for every transfer of information.',
  frameworks: ['soc2', 'iso27001', 'gdpr'],
  body: `## Purpose

This policy sets out how information is shared and sent, within {{organization}} and to customers, suppliers and
other parties, so that it reaches only the intended recipients, arrives unaltered, and stays protected according
to its class on the way.

## Scope

This policy covers every transfer of information of {{organization}} or its customers: by file sharing, email,
messaging, application interfaces and automated data feeds, on physical media and paper, and in conversation. It
applies to all employees and contractors, and to suppliers who exchange information with {{organization}}.

## Roles and Responsibilities

- **The security lead** owns this policy and keeps the list of approved transfer channels.
- **Information owners** approve recurring transfers of Confidential and Restricted information they own to
  outside parties.
- **Legal counsel** puts transfer agreements in place with outside parties before recurring transfers begin.
- **Everyone in scope** uses only approved channels and checks the recipient before sending.

## Policy Statements

1. **Approved channels.** Information is transferred only through services in the register of approved services
   of the Acceptable Use Policy. For each service the security lead records there the highest class of
   information it may carry, and no service carries a higher class.
2. **Confidential and Restricted information.** Confidential and Restricted information is sent outside
   {{organization}} as a link to the company file-sharing service restricted to named recipients, rather than as
   an email attachment. Links expire after at most 30 days, and public "anyone with the link" sharing is
   disabled for these classes. Restricted information is sent outside {{organization}} only with the approval of
   its owner.
3. **Encryption.** Every transfer of information above Public is encrypted in transit as the Cryptography Policy
   requires. Files of Restricted information sent by any channel other than an approved secure transfer service
   are also encrypted themselves, and the password or key is sent by a different channel.
4. **Agreements.** Before Confidential or Restricted information is transferred regularly to an outside party,
   both parties agree in writing on the information concerned, its permitted use, the channel and format, and
   who may send and receive it, in addition to the contract terms the Third-Party Risk Policy requires. A
   non-disclosure agreement is signed before any one-off disclosure of Confidential information.
5. **Personal data across borders.** Personal data is transferred to another country only where the Data Privacy
   Policy permits it and the safeguards it requires, such as standard contractual clauses, are in place.
6. **System-to-system transfers.** Automated transfers between systems use mutually authenticated connections or
   scoped credentials, send only the fields the recipient needs, and are listed with their owner and purpose in
   the asset inventory. Bulk transfers of Restricted information are checked for completeness and integrity with
   checksums or signatures.
7. **Recipient checks.** Before sending Confidential or Restricted information, the sender confirms the recipient's
   identity, their need for the information and the exact address, and sends no more than the recipient needs.
8. **Physical media and paper.** Physical media carry Confidential or Restricted information only when no network
   channel is possible, are encrypted, and travel by a tracked courier or by hand with a record of who held them
   and when; the recipient confirms receipt the same day.
9. **Conversations.** Confidential and Restricted information is not discussed in public places or on calls where
   people without a need to know can listen, and is not left in voicemail.
10. **Misdirected information.** Information sent to the wrong recipient, or through an unapproved channel, is
    reported to the security lead at once and handled as a security incident.

## Review

The security lead reviews this policy and the list of approved channels at least once a year, and when a new
transfer channel is introduced.

## Exceptions

Exceptions, such as a customer who can receive data only by a channel not on the approved list, are approved in
writing by the information owner and the security lead for a named transfer and a limited period, with the
safeguards to be used.
`,
};
