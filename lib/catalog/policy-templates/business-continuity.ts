import type { PolicyTemplate } from '@/lib/schemas/policies/records';

export const businessContinuityTemplate: PolicyTemplate = {
  id: 'business-continuity',
  name: 'Business Continuity Policy',
  description: 'Business impact analysis, continuity plans, crisis management and exercises for critical functions.',
  frameworks: ['soc2', 'iso27001', 'hipaa'],
  body: `## Purpose

This policy makes sure that {{organization}} can keep its critical business functions running, and keep serving its
customers, through a disruption such as the loss of a cloud region, the failure of a key supplier, the loss of an
office, a cyberattack or the sudden absence of key people, and return to normal operation in a controlled way.

## Scope

This policy covers every business function of {{organization}}, including the operation and support of its
service, engineering, finance, payroll and customer communication, together with the people, locations, systems,
information and suppliers those functions depend on. The technical recovery of systems is set out in the Disaster
Recovery Plan.

## Roles and Responsibilities

- **Executive management** approves this policy and the business impact analysis, sets the tolerable downtime of
  each critical function and provides the resources the plans need.
- **The business continuity coordinator**, the security lead unless executive management names someone else,
  maintains the business impact analysis and the plans, organises exercises and reports on them to management.
- **Function owners** write and maintain the continuity plan of their function and make sure its deputies are
  trained.
- **The crisis management team**, named in the plan with a deputy for each member, directs the response to a
  declared disruption.
- **Every person in scope** keeps their contact details current and follows the instructions of the crisis
  management team during a disruption.

## Policy Statements

1. **Business impact analysis.** A business impact analysis is carried out at least once a year and after any
   significant change to the business. It identifies each critical function, the people, systems, information and
   suppliers it depends on, and the impact of its loss after one hour, one day and one week, and sets its maximum
   tolerable downtime, recovery time objective (RTO) and recovery point objective (RPO).
2. **Continuity plans.** Each critical function has a written plan stating when it is activated, who acts, the
   minimum staffing and resources, the manual workarounds, the order of recovery and the contacts needed. A current
   copy of every plan can be reached without the company's primary systems.
3. **No single person.** Every critical role has at least one trained deputy, and no critical task depends on
   knowledge or credentials held by one person only.
4. **Crisis management.** Any member of the crisis management team can convene it. A disruption is declared when
   it is expected to exceed the recovery time objective of a critical function, and from that moment decisions and
   actions are recorded with their time.
5. **Communication.** Staff are reached through a call tree that is tested at least twice a year. Customers are
   told of a disruption to the service within one hour of its declaration and updated at least every two hours
   until it ends, and regulators and partners are informed where a law or contract requires it.
6. **Working from anywhere.** Every critical function can be carried out remotely on company devices, so that the
   loss of an office does not stop it.
7. **Security during disruption.** Information security controls stay in force during a disruption. Any temporary
   relaxation is approved by the security lead, recorded, and reversed within five working days of the return to
   normal operation.
8. **Critical suppliers.** The suppliers a critical function depends on are named in the business impact analysis,
   and their own continuity arrangements are checked as set out in the Third-Party Risk Policy. Where the failure
   of a single supplier would exceed a function's recovery time objective, an alternative is prepared or the risk
   is formally accepted.
9. **Exercises.** The crisis management team holds a scenario exercise at least once a year, and each continuity
   plan is exercised at least once a year. Each exercise records what worked, what failed and the actions needed,
   each with an owner and a date no more than 90 days away.
10. **Lessons learned.** After every declared disruption and every exercise, a review is held within ten working
    days, and the plans, the business impact analysis and the risk register are updated with its findings.

## Review

The business continuity coordinator reviews this policy and the plans at least once a year, after every declared
disruption or exercise, and when the organization, its locations or its critical suppliers change. Contact lists in
the plans are checked every quarter.

## Exceptions

Exceptions, such as a critical function that cannot meet its recovery time objective, are approved in writing by
executive management, recorded in the risk register with their compensating measures, and given a date by which
the gap will be closed.
`,
};
