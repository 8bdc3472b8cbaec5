import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const informationSecurityTemplate: PolicyTemplate = {
  id: 'security',
  name: 'Information Security Policy',
  description: 'A baseline security policy covering assets, risks and responsibilities.',
  frameworks: ['soc2', 'iso27001'],
  body: `## Purpose

This policy sets out how {{organization}} protects the confidentiality, integrity and availability of the
information it holds and the systems that process it. It gives every other security policy of {{organization}}
its common foundation and states what management expects of everyone who works with company information.

## Scope

This policy applies to all employees, contractors, temporary staff and third parties who access information or
systems owned or managed by {{organization}}, wherever they work. It covers information in every form: in
applications and databases, on endpoints and removable media, in cloud services and on paper.

## Roles and Responsibilities

- **Executive management** approves this policy, provides the resources to carry it out and accepts residual risk.
- **The security lead** maintains the information security programme, coordinates risk assessments and reports
  on the state of security to management at least quarterly.
- **System and data owners** classify the information they are responsible for, decide who may access it and
  make sure the controls protecting it are in place.
- **Every person in scope** follows this policy and the policies that support it, completes security awareness
  training, and reports suspected incidents without delay.

## Policy Statements

1. **Asset inventory.** {{organization}} keeps an up-to-date inventory of its information assets, systems and
   services, each with a named owner.
2. **Risk management.** Information security risks are assessed at least once a year and whenever a significant
   change is planned. Each risk is treated, transferred, avoided or formally accepted by its owner.
3. **Classification.** Information is classified as Public, Internal, Confidential or Restricted and handled
   according to its class.
4. **Access.** Access is granted on the principle of least privilege and reviewed regularly, as set out in the
   Access Control Policy.
5. **Protection of systems.** Systems are configured to a documented secure baseline, patched in a timely manner,
   protected against malware and monitored for security events.
6. **Suppliers.** Suppliers that handle information of {{organization}} are assessed before they are engaged and
   are bound by contract to protect it.
7. **Incidents.** Suspected security incidents are reported to the security lead immediately and handled under
   the incident response procedure.
8. **Continuity.** Critical information and services are backed up and can be restored, as set out in the Backup
   and Recovery Policy.

## Compliance

Compliance with this policy is checked through internal reviews and audits. Breaches of this policy may lead to
disciplinary action in line with the human resources procedures of {{organization}}.

## Review

The security lead reviews this policy at least once a year, and after any significant change to the business,
its systems or the threats it faces. Changes are approved by executive management.

## Exceptions

Exceptions must be requested in writing from the security lead, state the business reason and the compensating
controls, and be approved by the owner of the affected risk. Every exception has an expiry date and is recorded
in the risk register.
`,
};
