import 'server-only';
import { and, count, eq, gte, isNull, or } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { getDb } from '@/lib/db/client';
import { evidence, evidenceControls } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import type { EvidenceControlChange, EvidenceRecord } from '@/lib/schemas/evidence/records';
import { recordActivity } from '../activity';
import { editableEvidence, saveEvidence } from './records';
import { readCheckStandings } from '../checks';
import { notFound, WorkspaceError, type Member } from '../member';
import { keptRead } from '../read-cache';
import { guardedWrite } from '../guarded-write';

function libraryControl(controlId: string) {
  const control = libraryControls.find((candidate) => candidate.id === controlId);
  if (!control) throw new WorkspaceError('invalid', 'Choose a control of the library.');
  return control;
}

/**
 * Links the item to a control of the library (members and admins): once verified (and neither archived nor
 * expired) it counts for the control. The item's version rises, so a stale page is refused.
 */
export const linkEvidenceControl = guardedWrite(
  'records.edit',
  async (member: Member, change: EvidenceControlChange): Promise<EvidenceRecord> => {
    const control = libraryControl(change.controlId);
    const db = await getDb();
    return db.transaction(async (tx) => {
      const current = await editableEvidence(tx, member, change.id, change.version);
      const inserted = await tx
        .insert(evidenceControls)
        .values({ organizationId: member.organizationId, evidenceId: current.id, controlId: control.id })
        .onConflictDoNothing()
        .returning({ controlId: evidenceControls.controlId });
      if (inserted.length === 0) throw new WorkspaceError('invalid', `${control.id} ${control.name} is already linked to this evidence.`);
      const saved = await saveEvidence(tx, member, current.id, change.version, {});
      await recordActivity(tx, member, {
        action: 'evidence.control-linked',
        recordType: 'evidence',
        recordId: current.id,
        summary: `Linked the evidence ${current.name} to the control ${control.id} ${control.name}`,
      });
      return saved;
    });
  },
);

/** Unlinks a control from the item (members and admins). */
export const unlinkEvidenceControl = guardedWrite(
  'records.edit',
  async (member: Member, change: EvidenceControlChange): Promise<EvidenceRecord> => {
    const control = libraryControl(change.controlId);
    const db = await getDb();
    return db.transaction(async (tx) => {
      const current = await editableEvidence(tx, member, change.id, change.version);
      const removed = await tx
        .delete(evidenceControls)
        .where(
          and(
            eq(evidenceControls.organizationId, member.organizationId),
            eq(evidenceControls.evidenceId, current.id),
            eq(evidenceControls.controlId, control.id),
          ),
        )
        .returning({ controlId: evidenceControls.controlId });
      if (removed.length === 0) throw notFound(`The link to ${control.id}`);
      const saved = await saveEvidence(tx, member, current.id, change.version, {});
      await recordActivity(tx, member, {
        action: 'evidence.control-unlinked',
        recordType: 'evidence',
        recordId: current.id,
        summary: `Unlinked the control ${control.id} ${control.name} from the evidence ${current.name}`,
      });
      return saved;
    });
  },
);

/** The links of the organization's evidence that counts on `today`: verified, not archived, not past its expiry day. */
const countingLinks = (member: Member, today: string) =>
  and(
    eq(evidenceControls.organizationId, member.organizationId),
    eq(evidence.status, 'verified'),
    isNull(evidence.archivedAt),
    or(isNull(evidence.expiresOn), gte(evidence.expiresOn, today)),
  );

const linkedEvidence = and(eq(evidence.id, evidenceControls.evidenceId), eq(evidence.organizationId, evidenceControls.organizationId));

/**
 * Per control of the library, how many linked items count for it: verified, not archived and not past their
 * expiry day on `today`. Controls with none are absent. Kept until the organization's records change: counting a
 * large organization's links takes about a second on the embedded database, and every framework's page asks. The
 * answer is shared: callers must not change it.
 */
export function countingEvidenceByControl(member: Member, today = dayOf(new Date())): Promise<Readonly<Record<string, number>>> {
  return keptRead(member, ['counting-evidence', today], async () => {
    const db = await getDb();
    const rows = await db
      .select({ controlId: evidenceControls.controlId, items: count() })
      .from(evidenceControls)
      .innerJoin(evidence, linkedEvidence)
      .where(countingLinks(member, today))
      .groupBy(evidenceControls.controlId);
    return Object.fromEntries(rows.map((row) => [row.controlId, row.items]));
  });
}

/**
 * The controls backed on `today` by current evidence (at least one linked item that counts) or by a check that passed
 * in the latest run, and failed by no check: what an implemented control needs before it counts toward progress
 * (lib/domain/scores.ts). One query of the links, whatever the number of items, and one of each latest run; kept
 * until the organization's records change, since a large organization's links take a while to read. The answer is
 * shared: callers must not change it.
 */
export function controlsWithCurrentEvidence(member: Member, today = dayOf(new Date())): Promise<ReadonlySet<string>> {
  return keptRead(member, ['evidenced-controls', today], async () => {
    const db = await getDb();
    const [rows, standings] = await Promise.all([
      db
        .selectDistinct({ controlId: evidenceControls.controlId })
        .from(evidenceControls)
        .innerJoin(evidence, linkedEvidence)
        .where(countingLinks(member, today)),
      readCheckStandings(member, today),
    ]);
    const backed = new Set([...rows.map((row) => row.controlId), ...standings.passing]);
    return new Set([...backed].filter((controlId) => !standings.failing.has(controlId)));
  });
}
