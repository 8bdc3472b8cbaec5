/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { DEMO_ACCOUNT, ensureDemoAccount } from '@/lib/backend/demo-account';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { ensureDemoOrganization } from '@/lib/seed/demo-organization';
import { decideAccount, listCampaigns, readCampaign } from '@/lib/workspace/access-reviews';
import type { Member } from '@/lib/workspace/member';
import { currentMembership } from '@/lib/workspace/organization';
import { withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('demo-access-reviews');

const now = new Date();
const today = now.toISOString().slice(0, 10);
let demo: Member;

beforeAll(async () => {
  const db = await getDb();
  await ensureDemoAccount(db);
  await ensureDemoOrganization(db, now);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  demo = (await currentMembership(`embedded:${user!.id}`))!;
}, 120_000);

describe("the demo organization's access reviews", () => {
  it('has one closed quarterly campaign with a verified revoke, and one open campaign in progress', async () => {
    const campaigns = await listCampaigns(demo);
    expect(campaigns.map((row) => [row.status, row.recurrence])).toEqual([
      ['open', 'quarterly'],
      ['closed', 'quarterly'],
    ]);
    const closed = await readCampaign(demo, campaigns[1]!.id, today);
    expect(closed.accounts.filter((row) => row.decision === 'revoke').map((row) => row.verification)).toEqual(['verified']);
    const open = await readCampaign(demo, campaigns[0]!.id, today);
    // The list counts each campaign's own accounts, decisions and revokes.
    for (const [summary, campaign] of [
      [campaigns[0]!, open],
      [campaigns[1]!, closed],
    ] as const) {
      expect(summary.accounts).toBe(campaign.accounts.length);
      expect(summary.decided).toBe(campaign.accounts.filter((row) => row.decision !== null).length);
      expect(summary.revoked).toBe(campaign.accounts.filter((row) => row.decision === 'revoke').length);
    }
    expect(campaigns[1]!.accounts).toBeGreaterThan(0);
    expect(open.accounts.some((row) => row.decision === null)).toBe(true);
    expect(open.blockers).toEqual([expect.stringContaining('no decision yet'), expect.stringContaining('not verified yet')]);
    expect(open.accounts.find((row) => row.email === 'michael.torres@example.com')?.person).toMatchObject({ name: 'Michael Torres' });
  });

  it("lets the demo manager decide on the reviewer's own account", async () => {
    const [open] = await listCampaigns(demo);
    const own = (await readCampaign(demo, open!.id, today)).accounts.find((row) => row.email === 'michael.torres@example.com')!;
    const saved = await decideAccount(demo, { id: own.id, version: own.version, decision: 'keep', reason: '' });
    expect(saved).toMatchObject({ decision: 'keep', decidedByName: demo.displayName });
  });
});
