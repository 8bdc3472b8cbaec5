// An access-review campaign of the large organization with 5,000 accounts, opened and closed as a team does it: the
// campaign started, the system's account list uploaded as CSV, every account kept but a hundred in two bulk
// decisions, the list uploaded again without the revoked accounts (which verifies the revokes), and the campaign
// closed, which files its record as a PDF and an XLSX evidence item.
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { accessReviewAccounts, accessReviewCampaigns } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import type { Member } from '@/lib/workspace/member';
import { addCsvSystem, closeCampaign, createCampaign, decideAccounts, relistCsvSystem } from '@/lib/workspace/access-reviews';

const REVOKED = 100;

const emailOf = (index: number) => `account${index}@large-organization.example`;
/** One account in twenty is an administrator of the system. */
const isAdministrator = (index: number) => index % 20 === 0;

/** The system's accounts as CSV, leaving out those `left` names. */
export function accountsCsv(count: number, left: ReadonlySet<string> = new Set()) {
  const lines = ['email,name,role,admin,last_activity'];
  for (let index = 0; index < count; index += 1) {
    const email = emailOf(index);
    if (!left.has(email))
      lines.push(`${email},Account ${index},${isAdministrator(index) ? 'Administrator' : 'User'},${isAdministrator(index)},2026-11-01`);
  }
  return lines.join('\n');
}

/** The e-mails of the system's administrators among `count` accounts. */
export function administratorEmails(count: number): Set<string> {
  return new Set(
    Array.from({ length: count }, (_, index) => index)
      .filter(isAdministrator)
      .map(emailOf),
  );
}

const stepTimer = () => {
  const steps: Record<string, number> = {};
  let last = performance.now();
  return {
    steps,
    done(name: string) {
      const at = performance.now();
      steps[name] = Math.round(at - last);
      last = at;
    },
  };
};

export async function accessReviewCampaign(admin: Member, count: number, measure: <T>(work: () => Promise<T>) => Promise<T>) {
  const db = await getDb();
  const timer = stepTimer();
  const dueOn = dayOf(new Date(Date.now() + 30 * 24 * 60 * 60 * 1000));
  await measure(async () => {
    const campaign = await createCampaign(admin, { name: 'Benchmark access review', dueOn, recurrence: 'none', systems: [] });
    const system = await addCsvSystem(admin, {
      campaignId: campaign.id,
      name: 'Benchmark system',
      reviewerMemberId: admin.id,
      ownerMemberId: admin.id,
      csv: accountsCsv(count),
    });
    timer.done('opened with its accounts');
    const accounts = await db
      .select({ id: accessReviewAccounts.id, version: accessReviewAccounts.version, email: accessReviewAccounts.email })
      .from(accessReviewAccounts)
      .where(and(eq(accessReviewAccounts.organizationId, admin.organizationId), eq(accessReviewAccounts.campaignId, campaign.id)));
    const revoked = accounts.slice(0, REVOKED);
    const kept = accounts.slice(REVOKED);
    const versions = (list: typeof accounts) => list.map(({ id, version }) => ({ id, version }));
    await decideAccounts(admin, { campaignId: campaign.id, decision: 'keep', reason: '', accounts: versions(kept) });
    await decideAccounts(admin, { campaignId: campaign.id, decision: 'revoke', reason: 'Left the team', accounts: versions(revoked) });
    timer.done('decided in bulk');
    await relistCsvSystem(admin, { systemId: system.id, csv: accountsCsv(count, new Set(revoked.map((account) => account.email))) });
    timer.done('revokes verified');
    const [current] = await db
      .select({ version: accessReviewCampaigns.version })
      .from(accessReviewCampaigns)
      .where(eq(accessReviewCampaigns.id, campaign.id));
    await closeCampaign(admin, campaign.id, current!.version);
    timer.done('closed and filed');
  });
  return { accounts: count, revoked: REVOKED, steps: timer.steps };
}
