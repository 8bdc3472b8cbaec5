import type { SynonymGroup } from './synonym-group';

/**
 * Topics of who may reach what: rights by role, administrators' accounts, reviews of access, joiners and leavers,
 * and new hires, whom a practice for joiners covers.
 */
export const accessGroups: readonly SynonymGroup[] = [
  {
    topic: 'least privilege',
    phrases: [
      'rbac',
      'role-based access',
      'least privilege',
      'need to know',
      'access rights',
      'access permissions',
      'privileged access',
      'level of access',
      'administrator rights',
      'admin rights',
    ],
  },
  {
    topic: 'privileged accounts',
    phrases: [
      'privileged account',
      'privileged accounts',
      'administrative account',
      'administrative accounts',
      'administrator account',
      'administrator accounts',
      'admin account',
      'admin accounts',
    ],
    // Access with an administrator's rights is what such an account is for.
    answeredBy: ['privileged access', 'administrative access', 'administrator access'],
  },
  {
    topic: 'access reviews',
    phrases: ['access review', 'access reviews', 'user access review', 'access recertification', 'entitlement review'],
  },
  {
    topic: 'offboarding',
    phrases: [
      'offboarding',
      'employment termination',
      'terminated employees',
      'leavers',
      'deprovisioning',
      'revoke access',
      'access removal',
    ],
  },
  { topic: 'onboarding', phrases: ['onboarding', 'provisioning', 'joiners', 'account creation'] },
  {
    topic: 'new hires',
    phrases: [
      'new hires',
      'new employees',
      'new staff',
      'new starters',
      'new joiners',
      'candidates',
      'before hire',
      'at hire',
      'prior to hire',
      'prior to employment',
      'first day of work',
      'prior to their first day of work',
    ],
    qualifier: true,
  },
];
