import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { vendors } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { nextReviewDue } from '@/lib/domain/vendors/rules';
import type { Vendor, VendorCreate, VendorEdit } from '@/lib/schemas/vendors/records';
import { kickMailSender } from '@/lib/mail';
import { recordActivity } from '../activity';
import { STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { queueSubprocessorNotices } from '../trust';
import { assertTeamMember, vendorOf } from './records';
import { guardedWrite } from '../guarded-write';

export const OWNER_MESSAGE = 'Choose the owner from the members of your organization.';

async function assertOwner(tx: Tx, member: Member, ownerMemberId: string | null): Promise<void> {
  if (ownerMemberId !== null) await assertTeamMember(tx, member, ownerMemberId, OWNER_MESSAGE);
}

const fieldsOf = (input: VendorCreate) => ({
  name: input.name,
  service: input.service,
  category: input.category,
  criticality: input.criticality,
  dataKinds: input.dataKinds,
  subprocessor: input.subprocessor,
  countries: input.countries,
  contractStart: input.contractStart,
  contractEnd: input.contractEnd,
  ownerMemberId: input.ownerMemberId,
});

/** Adds a vendor (members and admins): its first review is due one cadence after the day it was added. */
export const createVendor = guardedWrite(
  'records.edit',
  async (member: Member, input: VendorCreate, now: Date = new Date()): Promise<Vendor> => {
    const db = await getDb();
    const created = await db.transaction(async (tx) => {
      await assertOwner(tx, member, input.ownerMemberId);
      const addedOn = dayOf(now);
      const [created] = await tx
        .insert(vendors)
        .values({
          organizationId: member.organizationId,
          ...fieldsOf(input),
          addedOn,
          nextReviewOn: nextReviewDue({ criticality: input.criticality, lastReviewedOn: null, addedOn }),
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: vendors.id });
      if (!created) throw new Error('The vendor was not added');
      await recordActivity(tx, member, {
        action: 'vendor.created',
        recordType: 'vendor',
        recordId: created.id,
        summary: `Added the vendor ${input.name}`,
      });
      const noticed = await queueSubprocessorNotices(tx, member.organizationId, null, input, now);
      return { vendor: await vendorOf(tx, member, created.id), noticed };
    });
    if (created.noticed > 0) kickMailSender();
    return created.vendor;
  },
);

/**
 * Edits a vendor (members and admins); a stale `version` is refused and changes nothing. A new criticality moves
 * the next review to its cadence.
 */
export const updateVendor = guardedWrite('records.edit', async (member: Member, edit: VendorEdit): Promise<Vendor> => {
  const db = await getDb();
  const updated = await db.transaction(async (tx) => {
    const current = await vendorOf(tx, member, edit.id);
    if (current.version !== edit.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    if (edit.ownerMemberId !== current.ownerMemberId) await assertOwner(tx, member, edit.ownerMemberId);
    const [changed] = await tx
      .update(vendors)
      .set({
        ...fieldsOf(edit),
        version: sql`${vendors.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(vendors.id, current.id), eq(vendors.version, edit.version)))
      .returning({ id: vendors.id, lastReviewedOn: vendors.lastReviewedOn });
    if (!changed) throw new WorkspaceError('conflict', STALE_MESSAGE);
    // The last review is read with the row this update locked, so a review recorded meanwhile is counted.
    const next = nextReviewDue({ criticality: edit.criticality, lastReviewedOn: changed.lastReviewedOn, addedOn: current.addedOn });
    await tx.update(vendors).set({ nextReviewOn: next }).where(eq(vendors.id, current.id));
    await recordActivity(tx, member, {
      action: 'vendor.updated',
      recordType: 'vendor',
      recordId: current.id,
      summary: `Edited the vendor ${edit.name}`,
    });
    // Subscribers of the trust page are told when the vendor becomes or stops being a subprocessor.
    const noticed = await queueSubprocessorNotices(tx, member.organizationId, current, edit);
    return { vendor: await vendorOf(tx, member, current.id), noticed };
  });
  if (updated.noticed > 0) kickMailSender();
  return updated.vendor;
});
