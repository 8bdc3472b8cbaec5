import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const emailSecurityTemplate: PolicyTemplate = {
  id: 'email-security',
  name: 'Email Security Policy',
  description: 'Sender authentication, filtering, forwarding limits and safe use of company email.',
  frameworks: ['soc2', 'iso27001'],
  body: `## Purpose

Email is the most common way attackers reach a company: through phishing, malicious attachments, impersonation
of executives and suppliers, and spoofing of its domains. This policy sets out how {{organization}} protects
its email service, its domains and the people who use them.

## Scope

This policy applies to the company email service, every domain {{organization}} owns whether or not it sends
mail, every system and supplier that sends email in the name of {{organization}}, such as the product's
notification service and marketing platforms, and every person with a company mailbox.

## Roles and Responsibilities

- **The IT lead** administers the email service, its filtering and its domain records.
- **The security lead** owns this policy, reviews authentication reports and handles reported phishing.
- **Teams that send email from systems or suppliers** register each sending service with the IT lead before it
  sends in the name of {{organization}}.
- **Every mailbox user** follows this policy and reports suspicious email.

## Policy Statements

1. **Sender authentication.** Every domain that sends mail publishes an SPF record listing only its authorised
   senders, signs all outgoing mail with DKIM using keys of at least 2048 bits rotated at least once a year, and
   publishes a DMARC policy of reject, or quarantine for at most 90 days while a new sender is brought in.
   Domains that send no mail publish an SPF record that allows no sender and a DMARC policy of reject.
2. **Monitoring authentication.** DMARC aggregate reports are collected and reviewed at least monthly; unknown
   senders using the domains of {{organization}} are investigated and either authorised or blocked.
3. **Transport security.** The mail service offers and prefers encrypted transport for all mail it sends and
   receives, and the domains of {{organization}} publish MTA-STS in enforce mode and TLS reporting.
4. **Inbound filtering.** All incoming mail is scanned for spam, phishing, malware and impersonation before
   delivery. Links are checked when clicked, attachments of executable and macro-enabled types are blocked, and
   other attachments are inspected in an isolated environment. Mail that fails the sender's DMARC policy is
   quarantined or rejected.
5. **External and lookalike senders.** Mail from outside {{organization}} is marked as external. Mail whose sender
   name matches an employee but whose address is external, or which comes from a domain resembling one of
   {{organization}}, is flagged or quarantined, and newly registered lookalike domains are monitored.
6. **Forwarding.** The mail service blocks rules that automatically forward company mail to addresses outside
   {{organization}}, and alerts the security lead when such a rule is attempted.
7. **Mailbox access.** Mailboxes are accessed only with company accounts protected by multi-factor
   authentication, through the approved mail apps on devices that meet the Endpoint Security Policy. Legacy
   mail protocols that cannot enforce multi-factor authentication are disabled.
8. **Reporting phishing.** Users report suspicious mail with the report button in their mail app. Reports are
   triaged within one working day; once a message is confirmed malicious, all copies are removed from every
   mailbox and its senders and links are blocked.
9. **Payment and data requests.** Requests received by email to pay money, change bank details or send
   Confidential or Restricted information are confirmed through a separate, known channel, such as a call to a
   number already on record, before they are acted on.
10. **Content rules.** What information may be sent by email, and how, is set in the Information Transfer Policy;
    how long mail is kept, in the Data Retention Policy; and phishing simulations and training, in the Security
    Awareness Training Policy.

## Review

The IT lead and the security lead review this policy and the configuration of the email service at least once a
year, and after any email-borne incident.

## Exceptions

Exceptions, such as a sending service that cannot sign with DKIM, are approved in writing by the security lead,
limited to a subdomain where possible, and reviewed every six months.
`,
};
