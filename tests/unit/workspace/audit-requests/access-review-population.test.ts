/** @jest-environment node */
import { addCsvSystem, createCampaign, decideAccount, readCampaign } from '@/lib/workspace/access-reviews';
import { drawAuditSample, samplePopulationSizes } from '@/lib/workspace/audit-requests';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../fixtures';
import { typeTwoAudit } from './fixtures';

withThrowAwayDatabase('audit-access-review-population');

const csvOf = (names: readonly string[]) => `email,name\n${names.map((name) => `${name}@acme.example,${name}`).join('\n')}\n`;

/** A campaign over one CSV system whose accounts are decided at the given moments, by a member of the organization. */
async function decidedCampaign(admin: Member, name: string, decisions: Record<string, string>) {
  const reviewer = await joinAs(admin, 'member');
  const started = new Date('2025-12-01T08:00:00Z');
  const campaign = await createCampaign(admin, { name, dueOn: '2026-12-31', recurrence: 'none', systems: [] }, started);
  await addCsvSystem(
    admin,
    { campaignId: campaign.id, name: 'Ledger', reviewerMemberId: reviewer.id, ownerMemberId: admin.id, csv: csvOf(Object.keys(decisions)) },
    started,
  );
  for (const account of (await readCampaign(admin, campaign.id, '2025-12-01')).accounts) {
    await decideAccount(
      reviewer,
      { id: account.id, version: account.version, decision: 'keep', reason: '' },
      new Date(decisions[account.name]!),
    );
  }
}

let admin: Member;
let auditId: string;

beforeAll(async () => {
  admin = await founder('Population admin');
  // The audit's observation period is 2026-01-01 to 2026-06-30.
  auditId = (await typeTwoAudit(admin)).id;
  await decidedCampaign(admin, 'Q1 2026', {
    early: '2025-12-31T23:59:00Z',
    march: '2026-03-10T09:00:00Z',
    lastday: '2026-06-30T23:30:00Z',
    late: '2026-07-01T00:00:00Z',
  });
  await decidedCampaign(await founder('Other organization'), 'Theirs', { stranger: '2026-03-10T09:00:00Z' });
}, 60_000);

describe('access review decisions as a sample population', () => {
  it("counts the organization's decisions made on a day of the period, and none of another organization", async () => {
    expect((await samplePopulationSizes(admin, auditId))?.['access-review-decisions']).toBe(2);
    const sample = await drawAuditSample(admin, { auditId, population: 'access-review-decisions', size: 2, seed: '11' });
    expect(sample).toMatchObject({ population: 'access-review-decisions', populationSize: 2 });
    expect(sample.items.map((item) => item.label).sort()).toEqual([
      'lastday in Ledger (Q1 2026): keep on 2026-06-30',
      'march in Ledger (Q1 2026): keep on 2026-03-10',
    ]);
  });
});
