import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { auditRequests, auditSamples } from '@/lib/db/schema';
import { requestActPermission } from '@/lib/domain/audit-requests/request-permissions';
import { drawSample, newSeed, sampleSizeRefusal } from '@/lib/domain/audit-requests/sample';
import {
  samplePopulationLabels,
  samplePopulations,
  type AuditSample,
  type SampleDraw,
  type SamplePopulation,
} from '@/lib/schemas/audit-requests/records';
import { WorkspaceError, type Member, type Tx } from '../member';
import { keptRead } from '../read-cache';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import { populationItems, type Period } from './populations';
import {
  assertRequestAct,
  auditIn,
  memberWriter,
  nextPosition,
  openAuditIn,
  type RequestAudit,
  type RequestScope,
  type RequestWriter,
} from './records';

const NO_PERIOD_MESSAGE = 'Samples are drawn over the audit’s observation period. Edit the audit to set its observation period first.';

function periodOf(audit: RequestAudit): Period {
  if (!audit.observationStartOn || !audit.observationEndOn) throw new WorkspaceError('invalid', NO_PERIOD_MESSAGE);
  return { start: audit.observationStartOn, end: audit.observationEndOn };
}

const sampleColumns = {
  id: auditSamples.id,
  population: auditSamples.population,
  periodStart: auditSamples.periodStart,
  periodEnd: auditSamples.periodEnd,
  populationSize: auditSamples.populationSize,
  size: auditSamples.size,
  seed: auditSamples.seed,
  items: auditSamples.items,
  drawnByName: auditSamples.drawnByName,
  createdAt: auditSamples.createdAt,
};

/** An audit's samples, newest first (viewers too). */
export async function listAuditSamples(member: Member, auditId: string): Promise<AuditSample[]> {
  assertRequestAct(member, 'view');
  return keptRead(member, ['audit-samples', auditId], async () => samplesOf(await getDb(), member, auditId));
}

/** The samples of an audit of the reader's organization, newest first. */
export async function samplesOf(db: Db | Tx, member: RequestScope, auditId: string): Promise<AuditSample[]> {
  const audit = await auditIn(db, member, auditId);
  return db
    .select(sampleColumns)
    .from(auditSamples)
    .where(and(eq(auditSamples.organizationId, member.organizationId), eq(auditSamples.auditId, audit.id)))
    .orderBy(desc(auditSamples.createdAt));
}

/** How many items each population has in the audit's observation period, or null when the audit has none. */
export async function samplePopulationSizes(member: Member, auditId: string): Promise<Record<SamplePopulation, number> | null> {
  assertRequestAct(member, 'view');
  return populationSizesOf(await getDb(), member, auditId);
}

/** The population sizes of an audit of the reader's organization (the caller checks who may read them). */
export async function populationSizesOf(
  db: Db | Tx,
  member: RequestScope,
  auditId: string,
): Promise<Record<SamplePopulation, number> | null> {
  const audit = await auditIn(db, member, auditId);
  if (!audit.observationStartOn || !audit.observationEndOn) return null;
  const period = periodOf(audit);
  const sizes = await Promise.all(
    samplePopulations.map(async (population) => (await populationItems(db, member, population, period)).length),
  );
  return Object.fromEntries(samplePopulations.map((population, index) => [population, sizes[index]!])) as Record<SamplePopulation, number>;
}

/**
 * Draws a sample of a population over the audit's observation period (members and admins) with the seed given,
 * or a new one: the draw is `drawSample`'s, so the same seed over the same population draws the same items. The
 * population, its size, the seed and the items are recorded, and each item becomes a request of the list.
 */
export const drawAuditSample = guardedWrite(requestActPermission('ask'), async (member: Member, input: SampleDraw) =>
  (await getDb()).transaction((tx) => storeSample(tx, memberWriter(member), input)),
);

/** Draws and stores a sample of an open audit, by the writer (a member or the audit's guest), with its activity row. */
export async function storeSample(tx: Tx, member: RequestWriter, input: SampleDraw): Promise<AuditSample> {
  const audit = await openAuditIn(tx, member, input.auditId);
  const period = periodOf(audit);
  const population = await populationItems(tx, member, input.population, period);
  const refusal = sampleSizeRefusal(input.size, population.length);
  if (refusal) throw new WorkspaceError('invalid', refusal);
  const seed = input.seed === '' ? newSeed() : Number(input.seed);
  const items = drawSample(population, input.size, seed);
  const [sample] = await tx
    .insert(auditSamples)
    .values({
      organizationId: member.organizationId,
      auditId: audit.id,
      population: input.population,
      periodStart: period.start,
      periodEnd: period.end,
      populationSize: population.length,
      size: input.size,
      seed: String(seed),
      items,
      drawnByName: member.displayName,
    })
    .returning(sampleColumns);
  const count = (
    await tx
      .select({ id: auditSamples.id })
      .from(auditSamples)
      .where(and(eq(auditSamples.organizationId, member.organizationId), eq(auditSamples.auditId, audit.id)))
  ).length;
  const first = await nextPosition(tx, member, audit.id);
  const label = samplePopulationLabels[input.population];
  await tx.insert(auditRequests).values(
    items.map((item, index) => ({
      organizationId: member.organizationId,
      auditId: audit.id,
      position: first + index,
      reference: `S${count}-${String(index + 1).padStart(2, '0')}`,
      text: `Sample ${count} (${label}, seed ${seed}), item ${index + 1} of ${items.length}: ${item.label}. Provide the evidence for this item.`,
      sampleId: sample!.id,
    })),
  );
  await recordActivity(tx, member, {
    action: 'audit.sample-drawn',
    recordType: 'audit',
    recordId: audit.id,
    summary: `Drew ${items.length} of ${population.length} ${label.toLowerCase()} for the audit ${audit.name} with seed ${seed}`,
  });
  return sample as AuditSample;
}
