/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { DEMO_ACCOUNT, ensureDemoAccount } from '@/lib/backend/demo-account';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { objectiveStatus } from '@/lib/domain/isms/rules';
import { acceptanceIsCurrent, acceptanceProblem, residualProblem, riskBand, riskRating, seriousRisks } from '@/lib/domain/risks/rules';
import { suggestedSlug } from '@/lib/domain/trust/rules';
import { nextReviewDue } from '@/lib/domain/vendors/rules';
import { reviewInputKeys } from '@/lib/schemas/isms/records';
import { ensureDemoOrganization } from '@/lib/seed/demo-organization';
import { listAudits } from '@/lib/workspace/audits';
import { listControlStates, listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import { listInternalAudits, listManagementReviews, listObjectives, readInternalAudit, readScope } from '@/lib/workspace/isms';
import type { Member } from '@/lib/workspace/member';
import { currentMembership, listMembers } from '@/lib/workspace/organization';
import { listPolicies } from '@/lib/workspace/policies';
import { listRisks, readRisk, riskHeatMaps } from '@/lib/workspace/risks';
import { listTrustDocuments, publishedTrustPage, trustSettingsOf } from '@/lib/workspace/trust';
import { listVendors, readVendor, vendorStats } from '@/lib/workspace/vendors';
import { withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('demo-programme');

// The demo organization's risks, vendors, ISMS records and trust page, read back through the functions their screens
// use: the dashboard's figures are real ones, and nothing the records do not hold is claimed.

const now = new Date();
const today = now.toISOString().slice(0, 10);
let demo: Member;

beforeAll(async () => {
  const db = await getDb();
  await ensureDemoAccount(db);
  await ensureDemoOrganization(db, now);
  // A second start finds the demo organization and writes nothing again.
  await ensureDemoOrganization(db, now);
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNT.email));
  demo = (await currentMembership(`embedded:${user!.id}`))!;
}, 120_000);

const everyRisk = { q: '', page: 1, filters: { category: '', band: '', treatment: '', owner: '' } };
const everyVendor = { q: '', page: 1, filters: { criticality: '', category: '', subprocessor: '', review: '' } };

describe("the demo organization's risk register", () => {
  it('gives the dashboard 1 high or critical risk after treatment of 12', async () => {
    const maps = await riskHeatMaps(demo);
    expect({ serious: seriousRisks(maps.residual), total: maps.total }).toEqual({ serious: 1, total: 12 });
    const { rows } = await listRisks(demo, everyRisk);
    const high = rows.filter((risk) => ['high', 'critical'].includes(riskBand(riskRating(risk.residualLikelihood, risk.residualImpact))));
    expect(high.map((risk) => risk.title)).toEqual(['AI provider retains or leaks customer data sent for summaries']);
  });

  it('has every treatment, each risk owned by a member who edits, rated no higher after treatment and reviewed later', async () => {
    const { rows } = await listRisks(demo, everyRisk);
    const editors = new Set((await listMembers(demo)).filter((person) => person.role !== 'viewer').map((person) => person.id));
    expect(new Set(rows.map((risk) => risk.treatment))).toEqual(new Set(['mitigate', 'accept', 'transfer', 'avoid']));
    for (const risk of rows) {
      expect(editors.has(risk.ownerMemberId!)).toBe(true);
      expect(residualProblem(risk)).toBeNull();
      expect(risk.nextReviewOn > today).toBe(true);
    }
  });

  it('links each treated risk only to library controls the demo has in place, and keeps its rating history', async () => {
    const states = await listControlStates(demo);
    const library = new Set(libraryControls.map((control) => control.id));
    const { rows } = await listRisks(demo, everyRisk);
    expect(rows).toHaveLength(12);
    for (const row of rows) {
      const { risk, controls, history } = await readRisk(demo, row.id);
      if (risk.treatment === 'mitigate' || risk.treatment === 'avoid') expect(controls.length).toBeGreaterThan(0);
      for (const { controlId } of controls) {
        expect(library.has(controlId)).toBe(true);
        expect([controlId, states.get(controlId)?.state]).toEqual([controlId, 'implemented']);
      }
      expect(history[0]).toMatchObject({ toLikelihood: risk.residualLikelihood, toImpact: risk.residualImpact });
      expect(history.at(-1)).toMatchObject({ fromLikelihood: null, toLikelihood: risk.inherentLikelihood, toImpact: risk.inherentImpact });
    }
  });

  it('has its accepted risk approved by an admin until a day within a year', async () => {
    const accepted = (await listRisks(demo, everyRisk)).rows.filter((risk) => risk.treatment === 'accept');
    expect(accepted).toHaveLength(1);
    const admins = new Map((await listMembers(demo)).map((person) => [person.id, person.role]));
    for (const risk of accepted) {
      const acceptance = { acceptedOn: risk.acceptedOn!, expiresOn: risk.acceptanceExpiresOn! };
      const approverRole = admins.get(risk.acceptanceApproverId!)!;
      expect(acceptanceProblem({ approverId: risk.acceptanceApproverId!, approverRole, ...acceptance })).toBeNull();
      expect(acceptanceIsCurrent(acceptance, today)).toBe(true);
    }
  });
});

describe("the demo organization's vendors", () => {
  it('gives the dashboard 1 vendor review overdue of 10: Okta', async () => {
    expect(await vendorStats(demo, today)).toEqual({ total: 10, critical: 3, subprocessors: 7, reviewsOverdue: 1 });
    const overdue = await listVendors(demo, { ...everyVendor, filters: { ...everyVendor.filters, review: 'overdue' } }, today);
    expect(overdue.rows.map((vendor) => vendor.name)).toEqual(['Okta']);
  });

  it('names the systems its other records run on, each due by its cadence after its last concluded review', async () => {
    const { rows } = await listVendors(demo, everyVendor, today);
    expect(rows.map((vendor) => vendor.name)).toEqual(
      expect.arrayContaining(['Amazon Web Services', 'GitHub', 'Okta', 'Google Workspace']),
    );
    for (const vendor of rows) {
      expect(vendor.nextReviewOn).toBe(nextReviewDue(vendor));
      expect(vendor.ownerName).not.toBeNull();
      const { reviews } = await readVendor(demo, vendor.id, now);
      expect(reviews[0]).toMatchObject({ reviewedOn: vendor.lastReviewedOn, questionnaire: 'none' });
      expect(reviews[0]!.conclusion).not.toBeNull();
      expect(vendor.contractEnd! > today).toBe(true);
    }
  });

  it("files Stripe's signed DPA from the evidence library, and names a BAA where a vendor holds health data", async () => {
    const { rows } = await listVendors(demo, everyVendor, today);
    const stripe = await readVendor(demo, rows.find((vendor) => vendor.name === 'Stripe')!.id, now);
    expect(stripe.documents).toEqual([expect.objectContaining({ kind: 'dpa', fileName: 'dpa-signed.pdf' })]);
    expect(stripe.documents[0]!.evidenceId).not.toBeNull();
    for (const vendor of rows.filter((row) => row.dataKinds.includes('health'))) {
      const { reviews } = await readVendor(demo, vendor.id, now);
      expect([vendor.name, reviews[0]!.notes]).toEqual([vendor.name, expect.stringMatching(/business associate (agreement|addendum)/)]);
    }
  });
});

describe("the demo organization's ISMS records", () => {
  it('has an approved scope with its interested parties', async () => {
    const scope = await readScope(demo);
    expect(scope).toMatchObject({
      approvedByName: 'Sarah Chen',
      exclusions: expect.arrayContaining([expect.objectContaining({ item: 'Marketing website' })]),
    });
    expect(scope!.approvedAt).not.toBeNull();
    expect(scope!.interestedParties).toContain('Customers');
  });

  it('has objectives with owners, none missed', async () => {
    const objectives = await listObjectives(demo);
    expect(objectives).toHaveLength(4);
    for (const objective of objectives) {
      expect(objective.ownerName).not.toBeNull();
      expect(objectiveStatus(objective.progress, objective.targetDate, today)).not.toBe('missed');
    }
  });

  it('has a completed internal audit with one nonconformity whose corrective action is planned', async () => {
    const audits = await listInternalAudits(demo);
    expect(audits).toEqual([expect.objectContaining({ state: 'completed', findingCount: 1 })]);
    const { findings } = await readInternalAudit(demo, audits[0]!.id);
    expect(findings).toEqual([expect.objectContaining({ kind: 'minor', state: 'action-planned', ownerName: 'Michael Torres' })]);
    expect(findings[0]!.cause).not.toBe('');
    expect(findings[0]!.correctiveAction).not.toBe('');
    expect(findings[0]!.dueDate! > today).toBe(true);
  });

  it('has a management review with all six inputs and decisions with owner and due date', async () => {
    const [review, ...others] = await listManagementReviews(demo);
    expect(others).toEqual([]);
    for (const key of reviewInputKeys) expect(review!.inputs[key]).not.toBe('');
    expect(review!.decisions.length).toBeGreaterThan(0);
    for (const decision of review!.decisions) expect(decision.dueDate > today).toBe(true);
  });
});

describe("the demo organization's trust page", () => {
  const slug = suggestedSlug(DEMO_ACCOUNT.companyName);

  it('is published at its address', async () => {
    expect(await trustSettingsOf(demo)).toMatchObject({ slug, published: true });
    expect((await publishedTrustPage(slug))?.overview).not.toBe('');
  });

  it('claims Audited only from a completed independent audit that passed, and otherwise the followed framework’s percent', async () => {
    const page = (await publishedTrustPage(slug))!;
    const followed = new Map((await listOrganizationFrameworks(demo)).map((framework) => [framework.frameworkId, framework.progress]));
    const audits = (await listAudits(demo)).rows;
    expect(page.frameworks.length).toBeGreaterThan(0);
    for (const framework of page.frameworks) {
      expect(followed.has(framework.frameworkId)).toBe(true);
      if (framework.state === 'audited') {
        const audit = audits.find((row) => row.framework === framework.frameworkId && row.endOn === framework.auditedOn);
        expect(audit).toMatchObject({ status: 'completed', result: 'Pass', auditor: framework.auditor });
        expect(['external', 'certification']).toContain(audit!.type);
      } else expect(framework.percent).toBe(Math.round(followed.get(framework.frameworkId) ?? 0));
    }
    expect(page.frameworks.filter((framework) => framework.state === 'audited').map((framework) => framework.frameworkId)).toEqual([
      'gdpr',
    ]);
  });

  it('counts only controls in place as implemented, lists the subprocessors of the vendors and current approved policies', async () => {
    const page = (await publishedTrustPage(slug))!;
    const states = await listControlStates(demo);
    for (const area of page.controlAreas) {
      const inArea = [...states.values()].filter((row) => row.controlId.startsWith(`${area.prefix}-`));
      expect(area.implemented).toBe(inArea.filter((row) => row.state === 'implemented').length);
    }
    const vendors = (await listVendors(demo, everyVendor, today)).rows;
    expect(page.subprocessors.map((entry) => entry.name).sort()).toEqual(
      vendors
        .filter((vendor) => vendor.subprocessor)
        .map((vendor) => vendor.name)
        .sort(),
    );
    expect(page.policies.length).toBeGreaterThan(0);
    for (const name of page.policies) {
      const current = await listPolicies(demo, { q: name, page: 1, filters: { status: 'approved', framework: '' } }, today);
      expect(current.rows.map((policy) => policy.name)).toContain(name);
    }
  });

  it('offers documents of approved policies, public and private', async () => {
    const documents = await listTrustDocuments(demo);
    expect(new Set(documents.map((document) => document.visibility))).toEqual(new Set(['public', 'private']));
    for (const document of documents) expect(document).toMatchObject({ available: true, source: { type: 'policy' } });
    const page = (await publishedTrustPage(slug))!;
    expect(page.documents.filter((document) => document.href !== null)).toHaveLength(2);
  });
});
