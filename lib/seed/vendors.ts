import 'server-only';
import { and, eq } from 'drizzle-orm';
import { evidence, evidenceControls, evidenceFiles, vendorDocuments, vendorReviews, vendors } from '@/lib/db/schema';
import { documentControls, nextReviewDue } from '@/lib/domain/vendors/rules';
import type { Tx } from '@/lib/workspace/member';
import { demoTeam, seedDay, seedMoment } from './demo-team';
import { demoVendors } from './demo-vendors';

const DPA_EVIDENCE = 'Data Processing Agreement';
const DPA_VENDOR = 'Stripe';

/** Files the evidence library's signed DPA as Stripe's document, linked to the vendor controls it proves. */
async function seedStripeDpa(tx: Tx, organizationId: string, vendorId: string): Promise<void> {
  const [file] = await tx
    .select({
      evidenceId: evidence.id,
      fileId: evidenceFiles.id,
      name: evidenceFiles.name,
      contentType: evidenceFiles.contentType,
      sizeBytes: evidenceFiles.sizeBytes,
      sha256: evidenceFiles.sha256,
      uploadedByName: evidenceFiles.uploadedByName,
      uploadedAt: evidenceFiles.uploadedAt,
    })
    .from(evidence)
    .innerJoin(evidenceFiles, eq(evidenceFiles.evidenceId, evidence.id))
    .where(and(eq(evidence.organizationId, organizationId), eq(evidence.name, DPA_EVIDENCE)))
    .limit(1);
  if (!file?.sha256) return;
  await tx.insert(vendorDocuments).values({
    organizationId,
    vendorId,
    kind: 'dpa',
    fileName: file.name,
    contentType: file.contentType,
    sizeBytes: file.sizeBytes,
    sha256: file.sha256,
    evidenceId: file.evidenceId,
    evidenceFileId: file.fileId,
    uploadedByName: file.uploadedByName,
    uploadedAt: file.uploadedAt,
  });
  await tx
    .insert(evidenceControls)
    .values(
      documentControls('dpa').map((controlId) => ({ organizationId, evidenceId: file.evidenceId, controlId, linkedAt: file.uploadedAt })),
    )
    .onConflictDoNothing();
}

/** Inserts the demo vendors with their last review, next due day by their cadence, and Stripe's DPA. */
export async function seedVendors(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const team = await demoTeam(tx, organizationId);
  for (const vendor of demoVendors) {
    const addedOn = seedDay(now, -vendor.addedDaysAgo);
    const lastReviewedOn = seedDay(now, -vendor.review.daysAgo);
    const contractEnd = new Date(seedMoment(now, -vendor.addedDaysAgo));
    // A contract renews for its length until it runs past today.
    while (contractEnd.getTime() <= now.getTime()) contractEnd.setUTCMonth(contractEnd.getUTCMonth() + vendor.contractMonths);
    const [row] = await tx
      .insert(vendors)
      .values({
        organizationId,
        name: vendor.name,
        service: vendor.service,
        category: vendor.category,
        criticality: vendor.criticality,
        dataKinds: vendor.dataKinds,
        subprocessor: vendor.subprocessor,
        countries: vendor.countries,
        contractStart: addedOn,
        contractEnd: contractEnd.toISOString().slice(0, 10),
        ownerMemberId: team[vendor.owner].id,
        addedOn,
        lastReviewedOn,
        nextReviewOn: nextReviewDue({ criticality: vendor.criticality, lastReviewedOn, addedOn }),
        createdAt: seedMoment(now, -vendor.addedDaysAgo),
        updatedAt: seedMoment(now, -vendor.review.daysAgo),
      })
      .returning({ id: vendors.id });
    if (!row) throw new Error(`The vendor ${vendor.name} was not seeded`);
    await tx.insert(vendorReviews).values({
      organizationId,
      vendorId: row.id,
      reviewedOn: lastReviewedOn,
      reviewerMemberId: team[vendor.review.by].id,
      conclusion: vendor.review.conclusion,
      notes: vendor.review.notes,
      createdAt: seedMoment(now, -vendor.review.daysAgo),
    });
    if (vendor.name === DPA_VENDOR) await seedStripeDpa(tx, organizationId, row.id);
  }
}
