import 'server-only';
import { and, asc, eq, isNotNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members, vendorDocuments, vendors } from '@/lib/db/schema';
import { addDays } from '@/lib/domain/calendar-days';
import {
  DOCUMENT_EXPIRING_DAYS,
  documentStanding,
  documentStandingText,
  REVIEW_TASK_DAYS,
  reviewStanding,
  reviewStandingText,
} from '@/lib/domain/vendors/rules';
import { vendorDocumentKindLabels } from '@/lib/schemas/vendors/records';
import type { Member } from '../member';
import type { TaskSource } from './source';

/**
 * The vendors whose tasks are the member's: those they own, and, for an administrator, those with no owner
 * (or an owner who was removed), so no vendor's task is nobody's.
 */
function ownedBy(member: Member): SQL {
  const ownerless = sql`(${vendors.ownerMemberId} is null or exists (
    select 1 from ${members} m where m.id = ${vendors.ownerMemberId} and m.removed_at is not null))`;
  return member.role === 'admin' ? or(eq(vendors.ownerMemberId, member.id), ownerless)! : eq(vendors.ownerMemberId, member.id);
}

/** A vendor document expiring within 30 days, or expired: upload its successor. */
export const vendorDocumentTasks: TaskSource = {
  kind: 'vendor-document',
  permission: 'records.edit',
  read: async (member, today) => {
    const db = await getDb();
    const rows = await db
      .select({
        id: vendorDocuments.id,
        vendorId: vendors.id,
        vendorName: vendors.name,
        kind: vendorDocuments.kind,
        expiresOn: vendorDocuments.expiresOn,
      })
      .from(vendorDocuments)
      .innerJoin(vendors, eq(vendors.id, vendorDocuments.vendorId))
      .where(
        and(
          eq(vendorDocuments.organizationId, member.organizationId),
          isNotNull(vendorDocuments.expiresOn),
          lte(vendorDocuments.expiresOn, addDays(today, DOCUMENT_EXPIRING_DAYS)),
          ownedBy(member),
        ),
      )
      .orderBy(asc(vendorDocuments.expiresOn), asc(vendors.name), asc(vendorDocuments.id));
    return rows.map((row) => ({
      kind: 'vendor-document',
      recordId: row.id,
      title: `${row.vendorName}: ${vendorDocumentKindLabels[row.kind]}`,
      detail: `${documentStandingText(documentStanding(row.expiresOn, today), row.expiresOn)}: upload its successor`,
      href: `/manage/vendors/${row.vendorId}`,
      dueOn: row.expiresOn,
    }));
  },
};

/** A vendor whose review is due within 14 days, or overdue. */
export const vendorReviewTasks: TaskSource = {
  kind: 'vendor-review',
  permission: 'records.edit',
  read: async (member, today) => {
    const db = await getDb();
    const rows = await db
      .select({ id: vendors.id, name: vendors.name, nextReviewOn: vendors.nextReviewOn, lastReviewedOn: vendors.lastReviewedOn })
      .from(vendors)
      .where(
        and(
          eq(vendors.organizationId, member.organizationId),
          lte(vendors.nextReviewOn, addDays(today, REVIEW_TASK_DAYS)),
          ownedBy(member),
        ),
      )
      .orderBy(asc(vendors.nextReviewOn), asc(vendors.name), asc(vendors.id));
    return rows.map((row) => ({
      kind: 'vendor-review',
      recordId: row.id,
      title: `Review ${row.name}`,
      detail: `${reviewStandingText(reviewStanding(row.nextReviewOn, today))}${row.lastReviewedOn ? ` (last reviewed ${row.lastReviewedOn})` : ' (never reviewed)'}`,
      href: `/manage/vendors/${row.id}`,
      dueOn: row.nextReviewOn,
    }));
  },
};
