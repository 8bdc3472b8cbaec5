/** @jest-environment node */
import { count, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import * as schema from '@/lib/db/schema';
import { seedLargeOrganization } from '@/lib/seed/large-organization';
import { seedLargeProgramme, type LargeProgrammeSizes, type ProgrammeSamples } from '@/lib/seed/large-programme';
import { readCampaign } from '@/lib/workspace/access-reviews';
import { readInternalAudit } from '@/lib/workspace/isms';
import type { Member } from '@/lib/workspace/member';
import { readPerson } from '@/lib/workspace/people';
import { readQuestionnaire } from '@/lib/workspace/questionnaires';
import { readRisk } from '@/lib/workspace/risks';
import { readVendor } from '@/lib/workspace/vendors';
import { withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('large-programme');

const now = new Date('2026-11-23T09:00:00Z');
// Above one statement's 500 rows where it matters (people, findings, questions), so the chunking is exercised too.
const sizes: LargeProgrammeSizes = {
  people: 520,
  risks: 30,
  vendors: 20,
  vulnerabilities: 600,
  isms: { objectives: 4, audits: 3, findingsPerAudit: 2, reviews: 2 },
  checks: { repositories: 5, users: 7, days: 3 },
  accessReviewAccounts: 10,
  questionnaires: { count: 4, questions: 130 },
};

const counted: Record<string, PgTable & { organizationId: PgColumn }> = {
  people: schema.people,
  risks: schema.risks,
  vendors: schema.vendors,
  vulnerabilityFindings: schema.vulnerabilityFindings,
  ismsObjectives: schema.ismsObjectives,
  internalAudits: schema.internalAudits,
  auditFindings: schema.auditFindings,
  managementReviews: schema.managementReviews,
  integrationConnections: schema.integrationConnections,
  checkRuns: schema.checkRuns,
  accessReviewCampaigns: schema.accessReviewCampaigns,
  accessReviewAccounts: schema.accessReviewAccounts,
  questionnaires: schema.questionnaires,
  questionnaireQuestions: schema.questionnaireQuestions,
};

async function rowsOf(organizationId: string): Promise<Record<string, number>> {
  const db = await getDb();
  const entries = await Promise.all(
    Object.entries(counted).map(async ([name, table]) => {
      const [row] = await db
        .select({ n: count() })
        .from(table)
        .where(eq(table.organizationId, organizationId) as SQL);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

let admin: Member;
let samples: ProgrammeSamples;
const parts: string[] = [];

beforeAll(async () => {
  admin = (
    await seedLargeOrganization({
      counts: { members: 4, evidence: 5, evidenceFiles: 0, policies: 3, audits: 2, ccpaIssues: 2, activity: 10 },
      now,
    })
  ).member;
  samples = await seedLargeProgramme(admin, now, (part) => parts.push(part.name), sizes);
}, 300_000);

describe('seedLargeProgramme', () => {
  it('writes the sizes asked for into the large organization, beside its members', async () => {
    expect(await rowsOf(admin.organizationId)).toEqual({
      // The members are enrolled as people when they join.
      people: 520 + 4,
      risks: 30,
      vendors: 20,
      vulnerabilityFindings: 600,
      ismsObjectives: 4,
      internalAudits: 3,
      auditFindings: 6,
      managementReviews: 2,
      integrationConnections: 2,
      checkRuns: 2 * 3,
      accessReviewCampaigns: 4,
      accessReviewAccounts: 4 * 3 * 10,
      questionnaires: 4,
      questionnaireQuestions: 4 * 130,
    });
    expect(parts).toContain('training completions');
  });

  it('names one record of each kind, which the detail screens read as the organization’s own', async () => {
    expect(Object.values(samples).every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    const person = await readPerson(admin, samples.person!, '2026-11-23');
    expect(person.person.managerName).toBeTruthy();
    expect((await readRisk(admin, samples.risk!)).controls.length).toBeGreaterThan(0);
    await expect(readVendor(admin, samples.vendor!, now)).resolves.toBeTruthy();
    await expect(readQuestionnaire(admin, samples.questionnaire!)).resolves.toMatchObject({ questionCount: 130 });
    const campaign = await readCampaign(admin, samples.campaign!, '2026-11-23');
    expect(campaign.campaign.status).toBe('open');
    await expect(readInternalAudit(admin, samples.internalAudit!)).resolves.toBeTruthy();
  });

  it('gives the people a manager and training, and keeps the connections’ credentials sealed', async () => {
    const db = await getDb();
    const [trained] = await db
      .select({ n: count() })
      .from(schema.trainingCompletions)
      .where(eq(schema.trainingCompletions.organizationId, admin.organizationId));
    expect(trained!.n).toBeGreaterThan(520);
    const connections = await db
      .select({ sealed: schema.integrationConnections.sealedCredentials })
      .from(schema.integrationConnections)
      .where(eq(schema.integrationConnections.organizationId, admin.organizationId));
    for (const { sealed } of connections) expect(sealed).not.toContain('seeded-');
  });
});
