import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const softwareLicensingTemplate: PolicyTemplate = {
  id: 'software-licensing',
  name: 'Software Licensing Policy',
  description: 'Lawful use of commercial and open-source software, license inventory and installation control.',
  frameworks: ['iso27001', 'soc2'],
  body: `## Purpose

This policy makes sure that {{organization}} uses software and licensed content only as their licenses allow,
knows what software it runs, and meets the obligations of the open-source licenses of the components in its
product.

## Scope

This policy covers all commercial software, software-as-a-service subscriptions, cloud marketplace products,
open-source components and licensed content such as fonts, images and data sets that {{organization}} uses on its
devices and infrastructure or includes in its product.

## Roles and Responsibilities

- **The software asset manager**, within the IT team, keeps the license records, maintains the catalogue of
  approved software and reconciles licenses with use.
- **The engineering lead** makes sure the open-source components of the product comply with their licenses.
- **Legal counsel** reviews non-standard license terms, copyleft licenses and license audits by publishers.
- **Every person in scope** installs and uses only software that this policy allows.

## Policy Statements

1. **Approved acquisition.** Software and subscriptions are acquired only through the purchasing process of the
   Vendor Management Policy. Accepting online license terms on behalf of {{organization}}, including for free
   tools and trials, needs the same approval.
2. **License records.** For each product in the software inventory of the Asset Management Policy, the software
   asset manager records its license type, number of entitlements, assigned users and renewal date. Licenses are
   reconciled with installed software and active subscription users every quarter, and any use beyond the
   entitlements is ended or licensed within 30 days.
3. **Approved catalogue.** The software asset manager keeps the catalogue of software approved for company
   devices, from which the Endpoint Security Policy lets users install. Software is added only once its license
   terms allow the intended use and the security lead has approved it. Software stays in use only while its
   license is valid and, as the Patch Management Policy requires, its publisher still supports it.
4. **No unlicensed copies.** Unlicensed, cracked or illegally copied software, and license keys obtained outside
   the publisher's terms, are never used. Software licensed to a person privately is used for company work only
   when its license allows commercial use.
5. **Open-source licenses.** The software bill of materials that the Secure Development Policy requires for each
   release records the license of every component. Components under permissive licenses are allowed; weak
   copyleft licenses need the approval of the engineering lead; strong and network copyleft licenses, and
   components with no identifiable license, need the approval of legal counsel before they are added. The build
   checks licenses and stops on unapproved ones.
6. **Attribution.** License notices and attributions required by the components that {{organization}} distributes,
   for example in browser code, mobile apps or installable agents, are published with each release.
7. **Licensed content.** Fonts, images, audio, video and data sets used in the product or in marketing have a
   license that permits commercial use, and proof of it is kept.
8. **Reclaiming licenses.** Licenses and subscription seats of leavers and of people who no longer need them are
   reassigned or cancelled within 30 days.
9. **Proof of license.** Contracts, invoices and license certificates are kept for as long as the software is used,
   and after that for the periods of the Data Retention Policy, so that a publisher's license audit can be
   answered. Audit requests from publishers are passed to legal counsel before any reply.

## Review

The software asset manager reviews this policy at least once a year, and when {{organization}} changes how it
acquires or distributes software.

## Exceptions

Exceptions, such as keeping unsupported software that a customer obligation still requires, are approved in writing
by the security lead, isolated from other systems where possible, recorded in the risk register and reviewed every
six months.
`,
};
