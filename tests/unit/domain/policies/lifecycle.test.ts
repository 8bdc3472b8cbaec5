import {
  allowedSteps,
  effectiveStatus,
  nextMajor,
  nextMinor,
  policyState,
  policySteps,
  reviewDueFrom,
  revisedLabel,
  transition,
  type PolicyState,
  type PolicyStep,
} from '@/lib/domain/policies/lifecycle';

/** Every allowed step and where it leads; anything else is refused. */
const allowed: Record<PolicyState, Partial<Record<PolicyStep, string>>> = {
  draft: { edit: 'same', submit: 'review', delete: 'deleted' },
  review: { approve: 'approved', return: 'draft', comment: 'same' },
  approved: { edit: 'draft', archive: 'archived' },
  expired: { edit: 'draft', renew: 'review', archive: 'archived' },
  archived: {},
};

const states = Object.keys(allowed) as PolicyState[];

describe('the policy transition table', () => {
  it.each(
    states.flatMap((state) =>
      Object.entries(allowed[state]).map(([step, to]): [PolicyState, PolicyStep, string] => [state, step as PolicyStep, to]),
    ),
  )('%s allows %s, leading to %s', (state, step, to) => {
    expect(transition(state, step)).toEqual({ allowed: true, to });
  });

  const refused = states.flatMap((state) =>
    policySteps.filter((step) => allowed[state][step] === undefined).map((step) => [state, step] as const),
  );

  it('refuses every other step of every state, with a message saying why', () => {
    expect(refused).toHaveLength(states.length * policySteps.length - 11);
    for (const [state, step] of refused) {
      const answer = transition(state, step);
      expect(answer.allowed).toBe(false);
      expect(!answer.allowed && answer.message.length).toBeGreaterThan(10);
    }
  });

  it('words the refusals by what the step needs', () => {
    const message = (state: PolicyState, step: PolicyStep) => {
      const answer = transition(state, step);
      return answer.allowed ? 'allowed' : answer.message;
    };
    expect(message('review', 'submit')).toBe('Only a draft can be submitted for review.');
    expect(message('approved', 'submit')).toBe('Only a draft can be submitted for review.');
    expect(message('draft', 'approve')).toBe('Only a policy under review can be approved.');
    expect(message('approved', 'delete')).toMatch(/^Only a draft can be deleted/);
    expect(message('draft', 'renew')).toBe('Only an expired policy can be renewed.');
    expect(message('draft', 'archive')).toBe('Only an approved or expired policy can be archived.');
    expect(message('review', 'edit')).toMatch(/under review cannot be edited/);
    expect(message('archived', 'edit')).toMatch(/archived/);
  });

  it('lists the allowed steps of each state', () => {
    expect(allowedSteps('draft')).toEqual(['edit', 'submit', 'delete']);
    expect(allowedSteps('expired')).toEqual(['edit', 'renew', 'archive']);
    expect(allowedSteps('archived')).toEqual([]);
  });
});

describe('expiry, computed when read', () => {
  const approved = (reviewDueOn: string | null) => ({ status: 'approved' as const, reviewDueOn });

  it('keeps an approved policy Approved the day before and on its review due day, and makes it Expired the day after', () => {
    expect(effectiveStatus(approved('2026-11-23'), '2026-11-22')).toBe('approved');
    expect(effectiveStatus(approved('2026-11-23'), '2026-11-23')).toBe('approved');
    expect(effectiveStatus(approved('2026-11-23'), '2026-11-24')).toBe('expired');
  });

  it('never expires a draft, a policy under review, or an approved one with no due day', () => {
    expect(effectiveStatus({ status: 'draft', reviewDueOn: '2020-01-01' }, '2026-11-24')).toBe('draft');
    expect(effectiveStatus({ status: 'review', reviewDueOn: '2020-01-01' }, '2026-11-24')).toBe('review');
    expect(effectiveStatus(approved(null), '2026-11-24')).toBe('approved');
  });

  it('puts Archived before any status', () => {
    expect(policyState({ ...approved('2020-01-01'), archivedAt: new Date() }, '2026-11-24')).toBe('archived');
    expect(policyState({ ...approved('2020-01-01'), archivedAt: null }, '2026-11-24')).toBe('expired');
  });

  it('sets the review due day the review frequency after approval, on the last day of a shorter month', () => {
    expect(reviewDueFrom('2026-11-23', 12)).toBe('2027-11-23');
    expect(reviewDueFrom('2026-11-23', 6)).toBe('2027-05-23');
    expect(reviewDueFrom('2026-11-23', 24)).toBe('2028-11-23');
    expect(reviewDueFrom('2026-08-31', 6)).toBe('2027-02-28');
    expect(reviewDueFrom('2027-08-31', 6)).toBe('2028-02-29');
  });
});

describe('version labels', () => {
  it('goes up by a minor edit or a major revision', () => {
    expect(nextMinor('v1.0')).toBe('v1.1');
    expect(nextMinor('v2.9')).toBe('v2.10');
    expect(nextMajor('v1.0')).toBe('v2.0');
    expect(nextMajor('v3.2')).toBe('v4.0');
    expect(revisedLabel('v1.0', 'minor')).toBe('v1.1');
    expect(revisedLabel('v1.0', 'major')).toBe('v2.0');
  });

  it('reads a label of another shape as v1.0', () => {
    expect(nextMinor('draft')).toBe('v1.1');
    expect(nextMajor('')).toBe('v2.0');
  });
});
