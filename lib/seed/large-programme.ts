import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { trainingLessons } from '@/lib/catalog/training';
import { getDb } from '@/lib/db/client';
import { audits, evidence, policies } from '@/lib/db/schema';
import type { Member } from '@/lib/workspace/member';
import type { SeedPart } from './large-organization';
import { seededRandom } from './large-organization-random';
import { seedProgrammeIsms } from './large-programme-isms';
import { seedProgrammePeople, seedProgrammeTraining } from './large-programme-people';
import { seedProgrammeRisks, seedProgrammeVendors, seedProgrammeVulnerabilities } from './large-programme-registers';
import { programmeTeam } from './large-programme-rows';
import { seedProgrammeAccessReviews, seedProgrammeChecks, seedProgrammeQuestionnaires } from './large-programme-systems';

/**
 * The large organization's compliance programme beyond its records, at the volumes its screens are measured with
 * (docs/performance.md): people and their training, risks, vendors, vulnerabilities, the ISMS, connected systems
 * with their check runs, access reviews and questionnaires. Tasks are not rows: they follow from these records.
 */
export const LARGE_PROGRAMME = {
  people: 600,
  risks: 400,
  vendors: 250,
  vulnerabilities: 3_000,
  isms: { objectives: 40, audits: 24, findingsPerAudit: 6, reviews: 12 },
  checks: { repositories: 300, users: 600, days: 30 },
  accessReviewAccounts: 400,
  questionnaires: { count: 40, questions: 150 },
};

export type LargeProgrammeSizes = typeof LARGE_PROGRAMME;

/** One record of each kind a detail screen shows, for measuring those screens. */
export type ProgrammeSamples = Record<
  'policy' | 'evidence' | 'audit' | 'person' | 'vendor' | 'risk' | 'questionnaire' | 'check' | 'campaign' | 'internalAudit' | 'lesson',
  string | undefined
>;

async function firstId(table: typeof policies | typeof evidence | typeof audits, organizationId: string) {
  const db = await getDb();
  const [row] = await db
    .select({ id: table.id })
    .from(table)
    .where(eq(table.organizationId, organizationId))
    .orderBy(asc(table.createdAt), asc(table.id))
    .limit(1);
  return row?.id;
}

/** Seeds the programme for the large organization's admin, deterministic from seeds 11–19; answers sample ids. */
export async function seedLargeProgramme(
  admin: Member,
  now: Date,
  onPart: (part: SeedPart) => void,
  sizes: LargeProgrammeSizes = LARGE_PROGRAMME,
): Promise<ProgrammeSamples> {
  const timed = async <T>(name: string, work: () => Promise<T>, count: (result: T) => number): Promise<T> => {
    const begun = performance.now();
    const result = await work();
    onPart({ name, count: count(result), ms: Math.round(performance.now() - begun) });
    return result;
  };
  const team = await programmeTeam(admin);
  const people = await timed(
    'people (employees)',
    () => seedProgrammePeople(team, seededRandom(11), sizes.people, now),
    (ids) => ids.length,
  );
  await timed(
    'training completions',
    () => seedProgrammeTraining(team, people, seededRandom(12), now),
    (rows) => rows,
  );
  const risks = await timed(
    'risks',
    () => seedProgrammeRisks(team, seededRandom(13), sizes.risks, now),
    (ids) => ids.length,
  );
  const vendors = await timed(
    'vendors',
    () => seedProgrammeVendors(team, seededRandom(14), sizes.vendors, now),
    (ids) => ids.length,
  );
  await timed(
    'vulnerability findings',
    () => seedProgrammeVulnerabilities(team, seededRandom(15), sizes.vulnerabilities, now),
    (rows) => rows,
  );
  const isms = await timed(
    'ISMS rows',
    () => seedProgrammeIsms(team, seededRandom(16), sizes.isms, now),
    (result) => result.rows,
  );
  const checks = await timed(
    'check runs (GitHub and Okta)',
    () => seedProgrammeChecks(team, seededRandom(17), sizes.checks, now),
    (result) => result.runs,
  );
  const campaigns = await timed(
    'access review campaigns',
    () => seedProgrammeAccessReviews(team, seededRandom(18), sizes.accessReviewAccounts, now),
    (ids) => ids.length,
  );
  const questionnaires = await timed(
    'questionnaire questions',
    () => seedProgrammeQuestionnaires(team, seededRandom(19), sizes.questionnaires, now),
    (result) => result.questions,
  );
  return {
    policy: await firstId(policies, admin.organizationId),
    evidence: await firstId(evidence, admin.organizationId),
    audit: await firstId(audits, admin.organizationId),
    person: people[60],
    vendor: vendors[0],
    risk: risks[0],
    questionnaire: questionnaires.ids[0],
    check: checks.checkId,
    campaign: campaigns.at(-1),
    internalAudit: isms.internalAudit,
    lesson: trainingLessons[0]?.id,
  };
}
