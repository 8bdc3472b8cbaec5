/** @jest-environment node */
import type { AccountFilters } from '@/lib/schemas/access-reviews/records';
import {
  addCsvSystem,
  bulkSelection,
  createCampaign,
  decideAccount,
  decideFilteredAccounts,
  deciderOf,
  readCampaign,
} from '@/lib/workspace/access-reviews';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('access-reviews-filtered');

const started = new Date('2026-11-02T08:00:00Z');
const decided = new Date('2026-11-03T08:00:00Z');
const today = '2026-11-03';
const anyAccount: AccountFilters = { system: '', status: '', admin: '', undecided: false };

let admin: Member;
let reviewer: Member;
let viewer: Member;
let campaignId: string;
let payrollId: string;

const csvOf = (emails: readonly string[]) =>
  `email,name,admin,last_activity\n${emails.map((email, index) => `${email},${email.split('@')[0]},${index % 3 === 0 ? 'yes' : 'no'},2026-10-01`).join('\n')}\n`;

const readAccounts = async () => (await readCampaign(admin, campaignId, today)).accounts;
const selectionFor = async (member: Member, filters: AccountFilters) =>
  bulkSelection(await readCampaign(member, campaignId, today), filters, deciderOf(member));
const decideAll = async (member: Member, filters: AccountFilters, fingerprint: string) =>
  decideFilteredAccounts(member, { campaignId, decision: 'keep', reason: '', filters, fingerprint }, decided);

beforeAll(async () => {
  admin = await founder('Filtered admin');
  reviewer = await joinAs(admin, 'member');
  viewer = await joinAs(admin, 'viewer');
  campaignId = (await createCampaign(admin, { name: 'Ledger and payroll', dueOn: '2026-12-15', recurrence: 'none', systems: [] }, started))
    .id;
  // Three pages of the reviewer's system, their own account among them, and a system the reviewer does not review.
  const ledger = [...Array.from({ length: 44 }, (_, index) => `user${index}@acme.example`), reviewer.email];
  await addCsvSystem(
    admin,
    { campaignId, name: 'Ledger', reviewerMemberId: reviewer.id, ownerMemberId: admin.id, csv: csvOf(ledger) },
    started,
  );
  const payroll = await addCsvSystem(
    admin,
    {
      campaignId,
      name: 'Payroll',
      reviewerMemberId: admin.id,
      ownerMemberId: admin.id,
      csv: csvOf(['pay0@acme.example', 'pay1@acme.example']),
    },
    started,
  );
  payrollId = payroll.id;
}, 60_000);

describe('a bulk decision on every account the filters match', () => {
  it('counts, over every page, the accounts of the systems the member reviews, leaving out their own', async () => {
    expect(await readAccounts()).toHaveLength(47);
    expect((await selectionFor(reviewer, anyAccount)).count).toBe(44);
    expect((await selectionFor(admin, anyAccount)).count).toBe(47);
    expect((await selectionFor(reviewer, { ...anyAccount, admin: 'yes' })).count).toBe(15);
    expect((await selectionFor(reviewer, { ...anyAccount, system: payrollId })).count).toBe(0);
  });

  it('refuses the decision when the accounts the filters match changed since the screen counted them, deciding none', async () => {
    const counted = await selectionFor(reviewer, anyAccount);
    const [first] = (await readAccounts()).filter((account) => account.email.startsWith('user'));
    await decideAccount(admin, { id: first!.id, version: first!.version, decision: 'keep', reason: '' }, decided);
    const refused = await refusal(decideAll(reviewer, anyAccount, counted.fingerprint));
    expect(refused.kind).toBe('conflict');
    expect((await readAccounts()).filter((account) => account.decision !== null)).toHaveLength(1);
  });

  it('refuses a filter that matches none of their accounts, and a viewer', async () => {
    const payroll = { ...anyAccount, system: payrollId };
    expect((await refusal(decideAll(reviewer, payroll, (await selectionFor(reviewer, payroll)).fingerprint))).kind).toBe('invalid');
    expect((await refusal(decideAll(viewer, anyAccount, (await selectionFor(reviewer, anyAccount)).fingerprint))).kind).toBe('forbidden');
  });

  it('decides exactly the accounts counted, on every page, and none of another reviewer or their own', async () => {
    const filters = { ...anyAccount, undecided: true };
    const counted = await selectionFor(reviewer, filters);
    expect(counted.count).toBe(43);
    const saved = await decideAll(reviewer, filters, counted.fingerprint);
    expect(saved).toHaveLength(43);
    const undecided = (await readAccounts()).filter((account) => account.decision === null).map((account) => account.email);
    expect(undecided.sort()).toEqual(['pay0@acme.example', 'pay1@acme.example', reviewer.email].sort());
    expect((await selectionFor(reviewer, filters)).count).toBe(0);
  });
});
