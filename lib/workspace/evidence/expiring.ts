import 'server-only';
import { and, asc, count, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidence, evidenceControls } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { expiresSoonIn } from '@/lib/domain/evidence/expiry';
import type { ExpiringEvidence } from '@/lib/schemas/evidence/records';
import type { TrackedFramework } from '@/lib/schemas/frameworks/codes';
import { expiringSoonCondition } from './library';
import { assertCan, type Member } from '../member';
import { keptRead } from '../read-cache';

type Row = { id: string; name: string; framework: string; expiresOn: string | null };

const columns = { id: evidence.id, name: evidence.name, framework: evidence.framework, expiresOn: evidence.expiresOn };

/** A row the query found, with its days left as the one rule of lib/domain/evidence-expiry.ts counts them. */
function expiring(row: Row, today: string): ExpiringEvidence[] {
  const days = expiresSoonIn(row.expiresOn, today);
  return days === null || row.expiresOn === null
    ? []
    : [{ id: row.id, name: row.name, framework: row.framework as TrackedFramework, expiresOn: row.expiresOn, days }];
}

/**
 * The organization's items about to expire (not archived, any status), soonest first, at most `limit` of them,
 * and how many there are in all: the dashboard's Evidence Expiring Soon. `today` is YYYY-MM-DD.
 */
export function listExpiringEvidence(
  member: Member,
  today = dayOf(new Date()),
  limit = 5,
): Promise<{ items: ExpiringEvidence[]; total: number }> {
  return keptRead(member, ['evidence-expiring', today, limit], async () => {
    const db = await getDb();
    const where = and(eq(evidence.organizationId, member.organizationId), expiringSoonCondition(today));
    const [rows, [counted]] = await Promise.all([
      db.select(columns).from(evidence).where(where).orderBy(asc(evidence.expiresOn), asc(evidence.name), asc(evidence.id)).limit(limit),
      db.select({ total: count() }).from(evidence).where(where),
    ]);
    return { items: rows.flatMap((row) => expiring(row, today)), total: counted?.total ?? 0 };
  });
}

/**
 * Per control of the library, the linked items about to expire (not archived, any status), soonest first:
 * the framework detail flags them on the control. Controls with none are absent.
 */
export async function expiringEvidenceByControl(member: Member, today = dayOf(new Date())): Promise<Record<string, ExpiringEvidence[]>> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db
    .select({ controlId: evidenceControls.controlId, ...columns })
    .from(evidenceControls)
    .innerJoin(evidence, and(eq(evidence.id, evidenceControls.evidenceId), eq(evidence.organizationId, evidenceControls.organizationId)))
    .where(and(eq(evidenceControls.organizationId, member.organizationId), expiringSoonCondition(today)))
    .orderBy(asc(evidence.expiresOn), asc(evidence.name), asc(evidence.id));
  const byControl: Record<string, ExpiringEvidence[]> = {};
  for (const { controlId, ...row } of rows) {
    const items = expiring(row, today);
    if (items.length > 0) byControl[controlId] = [...(byControl[controlId] ?? []), ...items];
  }
  return byControl;
}
