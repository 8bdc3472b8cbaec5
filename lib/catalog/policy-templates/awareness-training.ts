import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const awarenessTrainingTemplate: PolicyTemplate = {
  id: 'awareness-training',
  name: 'Security Awareness Training Policy',
  description: 'Security training at hire and every year, role-based training, phishing simulations and records.',
  frameworks: ['soc2', 'iso27001', 'pci-dss', 'hipaa'],
  body: `## Purpose

This policy makes sure that everyone who works with information of {{organization}} knows the threats they face,
what the security policies expect of them and how to report a concern, and that people in technical and sensitive
roles have the security skills their work needs.

## Scope

This policy applies to all employees, contractors, interns and temporary staff who have access to systems or
information of {{organization}}, from their first day until they leave.

## Roles and Responsibilities

- **The security lead** owns the awareness programme, its content and the phishing simulations, and reports on
  their results to management.
- **The people team** assigns training at hire and every year, and tracks completion.
- **Managers** make sure the members of their team complete their training on time.
- **Every person in scope** completes the training assigned to them and applies it in their work.

## Policy Statements

1. **At hire.** New starters complete security awareness training and acknowledge the Information Security Policy
   and the Acceptable Use Policy within their first 14 days, and before they are given access to production
   systems or Confidential or Restricted information.
2. **Every year.** Everyone in scope completes refresher training every 12 months, within 30 days of it being
   assigned.
3. **Content.** Training covers at least: recognising phishing, pretexting, voice and text-message fraud, payment
   fraud and tailgating; authentication, multi-factor authentication and the use of a password manager; handling
   information according to the Data Classification Policy; common causes of accidental disclosure such as
   misdirected email, lost devices and public sharing links; working safely on untrusted networks; keeping devices
   updated; and how and where to report a suspected incident.
4. **Role-based training.** Within 30 days of taking up the role and every year after, people with privileged
   access are trained in the Privileged Access Policy and in incident handling; support staff in verifying a
   customer's identity before changing an account; finance staff in verifying payment and bank detail changes;
   and executives and their assistants in impersonation attacks aimed at them. Secure development training is set
   out in the Secure Development Policy.
5. **Phishing simulations.** Everyone in scope receives a simulated phishing message at least once a quarter.
   People who submit credentials or open a simulated attachment receive short targeted training within seven days.
6. **Ongoing awareness.** The security lead sends a security update to all staff at least once a month, and an
   alert within one working day when an active threat targets {{organization}} or its staff.
7. **Assessment.** Each training module ends with a short test with a pass mark of 80 percent. Those who do not
   pass repeat the module.
8. **Overdue training.** Training more than 30 days overdue is escalated to the person's manager. Training more
   than 60 days overdue leads to the suspension of the person's access to company systems until it is completed.
9. **Content review.** Training content is reviewed and updated at least once a year, and after significant
   incidents or changes to the threats, systems or policies of {{organization}}.
10. **Records and reporting.** Records of who completed which training, when and with what score are kept as
    compliance evidence under the Data Retention Policy. The security lead reports completion rates, phishing
    simulation results and the rate at which simulations are reported to management every quarter, against a
    target completion rate of 95 percent.

## Review

The security lead reviews this policy at least once a year and when the threats facing {{organization}} or its
legal obligations change.

## Exceptions

A person on extended leave may complete overdue training within 14 days of their return. Any other exception is
approved in writing by the security lead and has an expiry date.
`,
};
