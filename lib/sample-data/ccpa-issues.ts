import { issueSchema, type Issue } from '@/lib/schemas/issue';

/** Open CCPA/CPRA issues (sample data). */
export const ccpaIssues: readonly Issue[] = [
  {
    id: 'CCPA-2026-001', title: 'Missing "Do Not Sell or Share" link on mobile app',
    description: 'The mobile app has no opt-out link for the sale or sharing of personal information.',
    priority: 'critical', category: 'opt-out', tags: ['Mobile', 'Consumer Rights'], assignee: 'Sarah Chen', dueDate: '2026-11-14',
  },
  {
    id: 'CCPA-2026-002', title: 'Deletion requests exceed the 45-day response limit',
    description: 'Three verified deletion requests are still open after 45 days; the workflow needs an escalation step.',
    priority: 'critical', category: 'deletion', tags: ['Data Subject Requests', 'SLA'], assignee: null, dueDate: '2026-11-28',
  },
  {
    id: 'CCPA-2026-003', title: 'Cookie banner does not record consent for analytics',
    description: 'Analytics cookies load before the visitor makes a choice, and the choice is not stored.',
    priority: 'high', category: 'consent', tags: ['Website', 'Cookies'], assignee: 'Michael Rodriguez', dueDate: '2026-12-05',
  },
  {
    id: 'CCPA-2026-004', title: 'Privacy policy lacks categories of sensitive personal information',
    description: 'The notice at collection does not list the sensitive categories collected or their retention periods.',
    priority: 'high', category: 'disclosure', tags: ['Privacy Notice'], assignee: null, dueDate: '2026-11-18',
  },
  {
    id: 'CCPA-2026-005', title: 'No opt-in consent for users under 16',
    description: 'Selling or sharing data of consumers under 16 requires affirmative opt-in; the signup flow does not ask for age.',
    priority: 'medium', category: 'minors', tags: ['Signup', 'Age Verification'], assignee: 'Emily Watson', dueDate: '2026-12-20',
  },
  {
    id: 'CCPA-2026-006', title: 'Service provider contracts missing CPRA clauses',
    description: 'Two vendor agreements lack the required restrictions on retaining, using or disclosing personal information.',
    priority: 'low', category: 'disclosure', tags: ['Vendors', 'Contracts'], assignee: 'David Kim', dueDate: '2027-01-15',
  },
].map((issue) => issueSchema.parse(issue));
