import { bulkDecidable, filterAccounts, readAccountQuery, reviewsSystem, type Decider } from '@/lib/domain/access-reviews/account-filters';
import type { AccountFilters } from '@/lib/schemas/access-reviews/records';

const anyAccount: AccountFilters = { system: '', status: '', admin: '', undecided: false };
const reviewer: Decider = { id: 'm-reviewer', email: 'rita@acme.example', admin: false };
const administrator: Decider = { id: 'm-admin', email: 'ada@acme.example', admin: true };
const systems = [
  { id: 'ledger', reviewerMemberId: 'm-reviewer' },
  { id: 'payroll', reviewerMemberId: 'm-other' },
];

type Overrides = { systemId?: string; admin?: boolean; decision?: 'keep' | null; memberId?: string | null };

const account = (email: string, { memberId = null, ...overrides }: Overrides = {}) => ({
  email,
  systemId: 'ledger',
  admin: false,
  decision: null as 'keep' | null,
  person: { status: 'active' as const, memberId },
  ...overrides,
});

describe('readAccountQuery', () => {
  it('reads the filters and the page of the URL', () => {
    expect(readAccountQuery({ system: 'ledger', status: 'unmatched', admin: 'yes', undecided: 'yes', page: '3' }, ['ledger'])).toEqual({
      page: 3,
      filters: { system: 'ledger', status: 'unmatched', admin: 'yes', undecided: true },
    });
  });

  it("reads another campaign's system, unknown values and a bad page as any, on page 1", () => {
    expect(readAccountQuery({ system: 'elsewhere', status: 'gone', admin: 'maybe', undecided: 'no', page: '-1' }, ['ledger'])).toEqual({
      page: 1,
      filters: anyAccount,
    });
  });
});

describe('filterAccounts', () => {
  it('keeps the accounts every filter allows, in their order', () => {
    const unmatched = { ...account('u@acme.example', { admin: true }), person: null };
    const accounts = [account('a@acme.example', { admin: true }), unmatched, account('k@acme.example', { admin: true, decision: 'keep' })];
    expect(filterAccounts(accounts, { ...anyAccount, admin: 'yes', undecided: true })).toEqual([accounts[0], unmatched]);
    expect(filterAccounts(accounts, { ...anyAccount, status: 'unmatched' })).toEqual([unmatched]);
    expect(filterAccounts(accounts, { ...anyAccount, status: 'departed' })).toEqual([]);
  });
});

describe('reviewsSystem', () => {
  it("lets the system's reviewer and an administrator decide, nobody else", () => {
    expect(reviewsSystem(reviewer, 'm-reviewer')).toBe(true);
    expect(reviewsSystem(reviewer, 'm-other')).toBe(false);
    expect(reviewsSystem(reviewer, null)).toBe(false);
    expect(reviewsSystem(administrator, null)).toBe(true);
  });
});

describe('bulkDecidable', () => {
  const accounts = [
    account('a@acme.example'),
    account('b@acme.example', { admin: true }),
    account('c@acme.example', { decision: 'keep' }),
    account('RITA@acme.example'),
    account('r.alias@acme.example', { memberId: 'm-reviewer' }),
    account('p@acme.example', { systemId: 'payroll' }),
  ];
  const emails = (rows: readonly { email: string }[]) => rows.map((row) => row.email);

  it('covers the filtered accounts of the systems the decider reviews, never their own, whatever the page', () => {
    expect(emails(bulkDecidable(accounts, anyAccount, reviewer, systems))).toEqual(['a@acme.example', 'b@acme.example', 'c@acme.example']);
    expect(emails(bulkDecidable(accounts, { ...anyAccount, undecided: true, admin: 'no' }, reviewer, systems))).toEqual(['a@acme.example']);
  });

  it("covers every system's accounts for an administrator, and none of a system the filters leave out", () => {
    expect(bulkDecidable(accounts, anyAccount, administrator, systems)).toHaveLength(6);
    expect(emails(bulkDecidable(accounts, { ...anyAccount, system: 'payroll' }, reviewer, systems))).toEqual([]);
  });
});
