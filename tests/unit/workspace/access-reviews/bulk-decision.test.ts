/** @jest-environment node */
import { SELF_REVIEW_MESSAGE } from '@/lib/domain/access-reviews/rules';
import { addCsvSystem, createCampaign, decideAccounts, readCampaign } from '@/lib/workspace/access-reviews';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('access-reviews-bulk');

// More accounts than one statement takes (500): the accounts are read, checked and written batch by batch, and a
// refusal found in the last batch must still leave the first ones undecided.
const ACCOUNTS = 1_101;
const today = '2026-11-05';
const started = new Date('2026-11-02T08:00:00Z');
const decided = new Date('2026-11-03T08:00:00Z');

let admin: Member;
let reviewer: Member;
let campaignId: string;

const csvOf = (emails: readonly string[]) =>
  `email,name,admin,last_activity\n${emails.map((email) => `${email},${email.split('@')[0]},no,2026-10-01`).join('\n')}\n`;

async function campaignWith(name: string, emails: readonly string[]) {
  const campaign = await createCampaign(admin, { name, dueOn: '2026-12-15', recurrence: 'none', systems: [] }, started);
  await addCsvSystem(
    admin,
    { campaignId: campaign.id, name: 'Ledger', reviewerMemberId: reviewer.id, ownerMemberId: admin.id, csv: csvOf(emails) },
    started,
  );
  return campaign.id;
}

const accountsOf = async (id: string) => (await readCampaign(admin, id, today)).accounts;
const versionsOf = (rows: readonly { id: string; version: number }[]) => rows.map(({ id, version }) => ({ id, version }));

beforeAll(async () => {
  admin = await founder('Bulk admin');
  reviewer = await joinAs(admin, 'member');
  const emails = Array.from({ length: ACCOUNTS - 1 }, (_, index) => `user${index}@acme.example`);
  // The reviewer's own account comes last, in the last batch.
  campaignId = await campaignWith('Many accounts', [...emails, reviewer.email]);
}, 120_000);

describe('a bulk decision over more accounts than one statement takes', () => {
  it("refuses the whole list for the reviewer's own account in its last batch, deciding none", async () => {
    const accounts = await accountsOf(campaignId);
    expect(accounts).toHaveLength(ACCOUNTS);
    const refused = await refusal(decideAccounts(reviewer, { campaignId, decision: 'keep', reason: '', accounts: versionsOf(accounts) }));
    expect(refused.kind).toBe('forbidden');
    expect(refused.message).toContain(SELF_REVIEW_MESSAGE);
    expect((await accountsOf(campaignId)).every((row) => row.decision === null)).toBe(true);
  });

  it('refuses the whole list for one stale version in its last batch, or one account of another campaign', async () => {
    const others = (await accountsOf(campaignId)).filter((row) => row.email !== reviewer.email);
    const stale = versionsOf(others).map((row, index) => (index === others.length - 1 ? { ...row, version: row.version + 1 } : row));
    expect((await refusal(decideAccounts(reviewer, { campaignId, decision: 'keep', reason: '', accounts: stale }))).kind).toBe('conflict');
    const elsewhere = await accountsOf(await campaignWith('Another', ['zed@acme.example']));
    const mixed = [...versionsOf(others), ...versionsOf(elsewhere)];
    expect((await refusal(decideAccounts(reviewer, { campaignId, decision: 'keep', reason: '', accounts: mixed }))).kind).toBe('not-found');
    expect((await accountsOf(campaignId)).every((row) => row.decision === null)).toBe(true);
  });

  it('decides every account of the list at its next version, and answers them in the order asked', async () => {
    const others = (await accountsOf(campaignId)).filter((row) => row.email !== reviewer.email).reverse();
    const saved = await decideAccounts(
      reviewer,
      { campaignId, decision: 'revoke', reason: ' Left in October ', accounts: versionsOf(others) },
      decided,
    );
    expect(saved.map((row) => row.id)).toEqual(others.map((row) => row.id));
    expect(saved.every((row, index) => row.version === others[index]!.version + 1)).toBe(true);
    const after = new Map((await accountsOf(campaignId)).map((row) => [row.id, row]));
    for (const row of others) {
      expect(after.get(row.id)).toMatchObject({
        decision: 'revoke',
        reason: 'Left in October',
        decidedByName: reviewer.displayName,
        verification: 'pending',
        version: row.version + 1,
      });
    }
    expect(after.get((await accountsOf(campaignId)).find((row) => row.email === reviewer.email)!.id)?.decision).toBeNull();
  });
});
