import {
  closeBlockers,
  decisionProblem,
  isOwnAccount,
  matchAccount,
  nextCampaignName,
  nextDueOn,
  peopleByEmail,
  REASON_REQUIRED_MESSAGE,
  reviewOrder,
  verificationAfterListing,
} from '@/lib/domain/access-reviews/rules';

const people = peopleByEmail([
  { email: 'Alice@Acme.example', name: 'Alice' },
  { email: 'bob@acme.example', name: 'Bob' },
]);

describe('matching an account to a person of People', () => {
  it('matches by e-mail whatever its case or surrounding spaces', () => {
    expect(matchAccount('ALICE@acme.EXAMPLE', people)?.name).toBe('Alice');
    expect(matchAccount(' bob@acme.example ', people)?.name).toBe('Bob');
  });

  it('leaves an unknown address, or none, unmatched', () => {
    expect(matchAccount('mallory@acme.example', people)).toBeNull();
    expect(matchAccount('', people)).toBeNull();
  });
});

describe('the review order', () => {
  it("lists departed people's accounts first, then unmatched ones, then the others, by name", () => {
    const account = (name: string, status: 'active' | 'departed' | 'upcoming' | null) => ({ name, person: status && { status } });
    const ordered = reviewOrder([account('Ann', 'active'), account('Zed', 'departed'), account('Bot', null), account('Abe', 'departed')]);
    expect(ordered.map((row) => row.name)).toEqual(['Abe', 'Zed', 'Bot', 'Ann']);
  });
});

describe('decisions', () => {
  it('needs a reason for a revoke and a change, not for a keep', () => {
    expect(decisionProblem('revoke', '  ')).toBe(REASON_REQUIRED_MESSAGE);
    expect(decisionProblem('change', '')).toBe(REASON_REQUIRED_MESSAGE);
    expect(decisionProblem('revoke', 'Left the company')).toBeNull();
    expect(decisionProblem('keep', '')).toBeNull();
  });

  it("knows a decider's own account by e-mail (any case) or by the person their membership is", () => {
    const decider = { id: 'm-1', email: 'Rita@acme.example' };
    expect(isOwnAccount({ email: 'rita@ACME.example', person: null }, decider)).toBe(true);
    expect(isOwnAccount({ email: 'r.old@acme.example', person: { memberId: 'm-1' } }, decider)).toBe(true);
    expect(isOwnAccount({ email: 'alice@acme.example', person: { memberId: 'm-2' } }, decider)).toBe(false);
    expect(isOwnAccount({ email: '', person: null }, { id: '', email: '' })).toBe(false);
  });

  it('verifies a revoke whose account is gone and flags one still listed', () => {
    expect(verificationAfterListing(false)).toBe('verified');
    expect(verificationAfterListing(true)).toBe('flagged');
  });
});

describe('closing', () => {
  it('names every reason a campaign cannot close: undecided accounts, revokes unverified or still listed', () => {
    const blockers = closeBlockers([
      { decision: null, verification: null },
      { decision: 'revoke', verification: 'pending' },
      { decision: 'revoke', verification: 'flagged' },
      { decision: 'keep', verification: null },
    ]);
    expect(blockers).toEqual([
      '1 account has no decision yet.',
      expect.stringContaining('1 revoke is not verified yet'),
      expect.stringContaining('1 revoked account is still listed by the system'),
    ]);
  });

  it('lets a campaign close once every account is decided and every revoke verified', () => {
    expect(
      closeBlockers([
        { decision: 'revoke', verification: 'verified' },
        { decision: 'change', verification: null },
      ]),
    ).toEqual([]);
  });

  it('schedules a quarterly campaign three months on, named for its quarter, and none for a campaign that does not recur', () => {
    expect(nextDueOn('quarterly', '2026-12-31')).toBe('2027-03-31');
    expect(nextDueOn('none', '2026-12-31')).toBeNull();
    expect(nextCampaignName('Access review Q4 2026', '2027-03-31')).toBe('Access review Q1 2027');
    expect(nextCampaignName('Production access', '2027-06-30')).toBe('Production access Q2 2027');
  });
});
