import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const assetManagementTemplate: PolicyTemplate = {
  id: 'asset-management',
  name: 'Asset Management Policy',
  description: 'Inventories, ownership and the life cycle of hardware, software, cloud and information assets.',
  frameworks: ['soc2', 'iso27001', 'pci-dss', 'hipaa'],
  body: `## Purpose

This policy makes sure that {{organization}} knows which assets it has, who is accountable for each of them and
where they are, so that every asset can be protected from the day it is acquired until the day it is disposed of.

## Scope

This policy covers end-user devices, office network equipment, cloud accounts and resources, software and
software-as-a-service subscriptions, and the data stores that hold information of {{organization}} or its
customers, in every environment.

## Roles and Responsibilities

- **The IT team** keeps the inventories of devices and software, and issues and collects equipment.
- **The infrastructure lead** keeps the inventory of cloud accounts and resources.
- **Asset owners** are accountable for the protection of their assets: their classification, who may use them and
  their retirement.
- **The security lead** checks the inventories for completeness and follows up unknown assets.
- **Every person** looks after the equipment issued to them and returns it when asked or when they leave.

## Policy Statements

1. **Inventories.** {{organization}} keeps inventories of end-user devices, network equipment, cloud accounts and
   resources, software and subscriptions, and data stores holding Confidential or Restricted information. Each
   entry records the owner, the location or hosting account, the highest class of information held and the status
   (in use, in storage or retired); devices also record the serial number, the assigned user and the encryption
   status.
2. **Ownership.** Every asset has a named owner who works for {{organization}}. When an owner leaves or changes
   role, their manager assigns a new owner within ten working days.
3. **Automatic updates.** Inventories are fed from device management, the identity provider and the cloud
   providers' interfaces wherever possible, so that changes appear within 24 hours. Cloud resources are tagged with
   owner, environment and data class when they are created; untagged resources are reported daily.
4. **Reconciliation.** The security lead compares the inventories with the discovery sources at least quarterly.
   An unknown device, account, resource or application is brought under management or removed within seven days
   of being found.
5. **Software.** The software inventory records each product's publisher, version, business purpose, owner and
   the devices and systems it runs on. Which software may be installed and how long it may stay in use is set by
   the Software Licensing Policy.
6. **Classification.** Each asset takes the class of the most sensitive information it holds, as defined in the
   Data Classification Policy, and is protected accordingly.
7. **Issue.** Equipment is issued against a record acknowledged by its recipient, who is responsible for its care
   and does not lend it to anyone else.
8. **Loss and theft.** A lost or stolen asset is reported to the IT team as soon as it is noticed and at the
   latest within 24 hours. The IT team locks or wipes it remotely where possible and records the loss; a loss of an
   asset that may hold information classed as Internal or higher is handled under the Incident Response Policy.
9. **Return.** By their last working day, every leaver returns all company equipment, access badges,
   authentication devices and information. Equipment not returned within five working days is locked or wiped
   remotely and the case is escalated to the human resources team.
10. **Verification.** At least once a year, every holder of company equipment confirms the devices they hold and
    the inventory is corrected accordingly.
11. **Disposal.** Assets at the end of their life are marked as retired in the inventory, and their storage media
    are sanitised or destroyed as set out in the Media Disposal Policy, with the proof of destruction recorded
    against the inventory entry.

## Review

The IT team and the security lead review this policy at least once a year and when new kinds of assets or new
cloud providers come into use.

## Exceptions

Exceptions, such as an asset that cannot be recorded automatically, are approved in writing by the security lead,
recorded with their compensating controls and reviewed at least every six months.
`,
};
