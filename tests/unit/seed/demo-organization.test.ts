/** @jest-environment node */
import { and, eq } from 'drizzle-orm';
import { DEMO_ACCOUNT, ensureDemoAccount } from '@/lib/backend/demo-account';
import { getDb } from '@/lib/db/client';
import { policies, users } from '@/lib/db/schema';
import { policySections } from '@/lib/domain/questionnaires/sections';
import { complianceSummary } from '@/lib/domain/dashboard';
import { isoSetupView } from '@/lib/domain/frameworks/iso-setup';
import { isoPhases } from '@/lib/catalog/iso-setup';
import { ensureDemoOrganization } from '@/lib/seed/demo-organization';
import { dashboardRecords } from '@/lib/workspace/dashboard';
import { evidenceStats, listEvidence, readEvidence } from '@/lib/workspace/evidence';
import { isoSetup, readFrameworkDetail } from '@/lib/workspace/frameworks';
import { listMembers } from '@/lib/workspace/organization';
import type { Member } from '@/lib/workspace/member';
import { currentMembership } from '@/lib/workspace/organization';
import { getPolicy, listPolicies, policyStats } from '@/lib/workspace/policies';
import { withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('demo-organization');

// The demo organization's figures, as the screens and the end-to-end tests show them: an implemented control
// counts only with verified, current evidence, so its seed links its verified evidence to every control it implements.

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

describe('the demo organization', () => {
  it('keeps its 92% score and the progress of each framework', async () => {
    const records = await dashboardRecords(demo, today);
    expect(complianceSummary(records.frameworks).complianceScore).toBe(92);
    expect(records.frameworks.map((row) => [row.frameworkId, row.progress])).toEqual([
      ['soc2', 96],
      ['gdpr', 92],
      ['pci-dss', 90],
      ['glba', 95],
      ['ccpa', 88],
      ['iso27001', 92],
      ['sox', 92],
    ]);
  });

  it('has no implemented control without current evidence, and SOC 2 at 59 of 61', async () => {
    const { detail } = await readFrameworkDetail(demo, 'soc2');
    expect(detail.progress).toEqual({ met: 59, total: 61, percent: 96 });
    expect(detail.needingEvidence).toBe(0);
    for (const id of ['iso27001', 'gdpr', 'ccpa', 'pci-dss', 'hipaa', 'glba', 'nist-csf', 'sox'])
      expect((await readFrameworkDetail(demo, id)).detail.needingEvidence).toBe(0);
  });

  it('keeps its ISO 27001 setup figures: 8 of 12 steps, 65% complete', async () => {
    const record = (await isoSetup(demo))!;
    const view = isoSetupView({
      phases: isoPhases,
      doneSteps: record.doneSteps,
      annexA: record.annexA,
      startedAt: record.addedAt,
      today: now,
    });
    expect(view.summary).toMatchObject({ stepsDone: 8, stepsTotal: 12, percentComplete: 65, annexAControls: 93 });
  });

  it('keeps its 8 evidence items (4 verified, 2 pending, 2 failed) and its 47 policies (38 approved, 6 under review, 3 due soon)', async () => {
    expect(await evidenceStats(demo)).toEqual({ total: 8, verified: 4, pending: 2, failed: 2, archived: 0 });
    expect(await policyStats(demo, today)).toMatchObject({ total: 47, approved: 38, underReview: 6, expiringSoon: 3 });
  });

  // Questionnaire answers and customers' reviewers read the approved policies' texts: each must state rules of its
  // own, not a generic outline that says the same of every topic.
  it('gives each of its 39 approved policies (one expired) a full text of its own, with at least six policy statements', async () => {
    const db = await getDb();
    const approved = await db
      .select({ name: policies.name, body: policies.body })
      .from(policies)
      .where(and(eq(policies.organizationId, demo.organizationId), eq(policies.status, 'approved')));
    expect(approved).toHaveLength(39);
    const statementsOf = (name: string, body: string) =>
      policySections(name, body)
        .filter((section) => section.title.startsWith('Policy Statements: '))
        .map((section) => section.text);
    const thin = approved.filter(({ name, body }) => statementsOf(name, body).length < 6).map(({ name }) => name);
    expect(thin).toEqual([]);
    const statements = approved.flatMap(({ name, body }) => statementsOf(name, body));
    expect(new Set(statements).size).toBe(statements.length);
  });

  it('lets the demo manager verify the pending evidence (Sarah Chen uploaded it) and approve the policies under review (Michael Torres wrote them)', async () => {
    const admins = (await listMembers(demo)).filter((person) => person.role === 'admin');
    expect(admins).toHaveLength(2);
    const pending = (await listEvidence(demo)).rows.filter((row) => row.status === 'pending');
    expect(pending).toHaveLength(2);
    for (const row of pending) expect((await readEvidence(demo, row.id)).verification).toEqual({ allowed: true, self: false });
    const underReview = (await listPolicies(demo, { q: '', page: 1, filters: { status: 'review', framework: '' } }, today)).rows;
    expect(underReview).toHaveLength(6);
    for (const row of underReview) expect((await getPolicy(demo, row.id, today)).approval).toEqual({ allowed: true, self: false });
  });
});
