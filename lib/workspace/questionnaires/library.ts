import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { controlStates, evidence, policies, questionnaireAnswers } from '@/lib/db/schema';
import { changedSources, type CurrentRecords } from '@/lib/domain/questionnaires';
import type { AnswerSource, LibraryAnswer } from '@/lib/schemas/questionnaires/answers';
import { assertCan, type Member, type Tx } from '../member';

type Reader = Pick<Tx, 'select'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const idsOf = (sources: readonly AnswerSource[], type: AnswerSource['type']) => [
  ...new Set(sources.filter((source) => source.type === type && UUID.test(source.id)).map((source) => source.id)),
];

/** The current state of the records `sources` cite, inside the organization (another organization's ids stay absent). */
export async function currentRecordsOf(reader: Reader, organizationId: string, sources: readonly AnswerSource[]): Promise<CurrentRecords> {
  const policyIds = idsOf(sources, 'policy');
  const evidenceIds = idsOf(sources, 'evidence');
  const controlIds = [...new Set(sources.filter((source) => source.type === 'control').map((source) => source.id))];
  const [policyRows, controlRows, evidenceRows, libraryRows] = await Promise.all([
    policyIds.length === 0
      ? []
      : reader
          .select({ id: policies.id, status: policies.status, versionLabel: policies.versionLabel, archivedAt: policies.archivedAt })
          .from(policies)
          .where(and(eq(policies.organizationId, organizationId), inArray(policies.id, policyIds))),
    controlIds.length === 0
      ? []
      : reader
          .select({ id: controlStates.controlId, state: controlStates.state })
          .from(controlStates)
          .where(and(eq(controlStates.organizationId, organizationId), inArray(controlStates.controlId, controlIds))),
    evidenceIds.length === 0
      ? []
      : reader
          .select({ id: evidence.id, status: evidence.status, archivedAt: evidence.archivedAt })
          .from(evidence)
          .where(and(eq(evidence.organizationId, organizationId), inArray(evidence.id, evidenceIds))),
    idsOf(sources, 'library').length === 0
      ? []
      : reader
          .select({ id: questionnaireAnswers.id })
          .from(questionnaireAnswers)
          .where(and(eq(questionnaireAnswers.organizationId, organizationId), inArray(questionnaireAnswers.id, idsOf(sources, 'library')))),
  ]);
  return {
    policies: new Map(policyRows.map((row) => [row.id, row.status === 'approved' && row.archivedAt === null ? row.versionLabel : null])),
    controls: new Map(controlRows.map((row) => [row.id, row.state])),
    evidence: new Map(evidenceRows.map((row) => [row.id, row.archivedAt === null ? row.status : null])),
    library: new Set(libraryRows.map((row) => row.id)),
  };
}

/**
 * The organization's answer library, newest approval first, each flagged stale when a record it cites changed
 * since its approval: computed on each read from the records themselves, so no change can forget to flag it.
 */
export async function listLibraryAnswers(member: Member): Promise<LibraryAnswer[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db
    .select()
    .from(questionnaireAnswers)
    .where(eq(questionnaireAnswers.organizationId, member.organizationId))
    .orderBy(desc(questionnaireAnswers.approvedAt));
  const current = await currentRecordsOf(
    db,
    member.organizationId,
    rows.flatMap((row) => row.sources),
  );
  return rows.map((row) => {
    const changed = changedSources(row.sources, current);
    return {
      id: row.id,
      question: row.question,
      answer: row.answer,
      kind: row.kind,
      sources: row.sources,
      approvedByName: row.approvedByName,
      approvedAt: row.approvedAt,
      version: row.version,
      stale: changed.length > 0,
      changedSources: changed,
    };
  });
}

/** The library answers still standing on unchanged records: the ones suggestions may reuse. */
export async function currentLibraryAnswers(member: Member): Promise<LibraryAnswer[]> {
  return (await listLibraryAnswers(member)).filter((entry) => !entry.stale);
}
