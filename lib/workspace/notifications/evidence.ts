import 'server-only';
import { and, asc, between, desc, eq, inArray, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidence, evidenceFiles, organizations } from '@/lib/db/schema';
import { addDays, daysBetween, dayOf } from '@/lib/domain/calendar-days';
import { EXPIRING_WITHIN_DAYS, expiringEvidenceLetter } from '@/lib/domain/notifications/letters';
import { queueMail } from '@/lib/mail';
import { siteLink } from './links';
import { claimLetter } from './log';
import { recipientsWanting } from './preferences';

/** The member who uploaded the latest file of each item: the item's owner, who renews it. */
async function uploadersOf(evidenceIds: readonly string[]): Promise<Map<string, string>> {
  if (evidenceIds.length === 0) return new Map();
  const db = await getDb();
  const files = await db
    .select({ evidenceId: evidenceFiles.evidenceId, memberId: evidenceFiles.uploadedByMemberId })
    .from(evidenceFiles)
    .where(inArray(evidenceFiles.evidenceId, [...evidenceIds]))
    .orderBy(asc(evidenceFiles.evidenceId), desc(evidenceFiles.revision));
  const owners = new Map<string, string>();
  for (const file of files) {
    if (!owners.has(file.evidenceId) && file.memberId) owners.set(file.evidenceId, file.memberId);
  }
  return owners;
}

/**
 * One letter to the owner of each evidence item (who uploaded its latest file) that expires within
 * EXPIRING_WITHIN_DAYS days of `now`, if they keep "Expiring evidence" on: once per item and expiry day, so a new
 * expiry day after a renewal is written about again. Archived items are left alone. Answers how many were queued.
 */
export async function mailExpiringEvidence(now: Date = new Date()): Promise<number> {
  const db = await getDb();
  const today = dayOf(now);
  const items = await db
    .select({
      id: evidence.id,
      name: evidence.name,
      expiresOn: evidence.expiresOn,
      organizationId: evidence.organizationId,
      organizationName: organizations.name,
    })
    .from(evidence)
    .innerJoin(organizations, eq(organizations.id, evidence.organizationId))
    .where(and(isNull(evidence.archivedAt), between(evidence.expiresOn, today, addDays(today, EXPIRING_WITHIN_DAYS))));
  const owners = await uploadersOf(items.map((item) => item.id));
  let sent = 0;
  for (const item of items) {
    const owner = owners.get(item.id);
    if (!owner || !item.expiresOn) continue;
    try {
      const [recipient] = await recipientsWanting(db, item.organizationId, [owner], 'expiringEvidence');
      if (!recipient) continue;
      const link = siteLink(`/manage/evidence/${item.id}`);
      const letter = expiringEvidenceLetter({
        organizationName: item.organizationName,
        evidenceName: item.name,
        expiresOn: item.expiresOn,
        daysLeft: daysBetween(today, item.expiresOn),
        link,
      });
      const claim = {
        organizationId: item.organizationId,
        recipient: recipient.id,
        kind: 'expiring-evidence' as const,
        key: `${item.id}:${item.expiresOn}`,
      };
      const written = await db.transaction(async (tx) => {
        if (!(await claimLetter(tx, claim, { now }))) return false;
        await queueMail(tx, {
          kind: 'evidence-expiry',
          to: recipient.email,
          subject: letter.subject,
          body: letter.body,
          link,
          organizationId: item.organizationId,
        });
        return true;
      });
      if (written) sent += 1;
    } catch (error) {
      console.error(
        `The expiry letter of evidence ${item.id} (organization ${item.organizationId}) could not be written: ${(error as Error).message}`,
      );
    }
  }
  return sent;
}
