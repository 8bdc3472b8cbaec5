import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members, vulnerabilityAssetOwners } from '@/lib/db/schema';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import { checkedId, notFound, type Member } from '../member';

/** Sets who owns an asset (members and admins): its overdue findings become their tasks; '' leaves it to the admins. */
export const setAssetOwner = guardedWrite('records.edit', async (member: Member, asset: string, ownerMemberId: string): Promise<void> => {
  const db = await getDb();
  await db.transaction(async (tx) => {
    let ownerName = 'nobody';
    if (ownerMemberId) {
      const [owner] = await tx
        .select({ id: members.id, name: members.displayName })
        .from(members)
        .where(
          and(
            eq(members.id, checkedId(ownerMemberId, 'The owner')),
            eq(members.organizationId, member.organizationId),
            isNull(members.removedAt),
          ),
        );
      if (!owner) throw notFound('The owner');
      ownerName = owner.name;
      await tx
        .insert(vulnerabilityAssetOwners)
        .values({ organizationId: member.organizationId, asset, ownerMemberId: owner.id })
        .onConflictDoUpdate({
          target: [vulnerabilityAssetOwners.organizationId, vulnerabilityAssetOwners.asset],
          set: { ownerMemberId: owner.id },
        });
    } else {
      await tx
        .delete(vulnerabilityAssetOwners)
        .where(and(eq(vulnerabilityAssetOwners.organizationId, member.organizationId), eq(vulnerabilityAssetOwners.asset, asset)));
    }
    await recordActivity(tx, member, {
      action: 'vulnerabilities.asset-owner-set',
      recordType: 'vulnerability-asset',
      summary: `${asset} is owned by ${ownerName}`,
    });
  });
});

/** The owner of each asset of the organization that has one, by asset. */
export async function assetOwners(member: Member): Promise<Map<string, string>> {
  const db = await getDb();
  const rows = await db
    .select({ asset: vulnerabilityAssetOwners.asset, ownerMemberId: vulnerabilityAssetOwners.ownerMemberId })
    .from(vulnerabilityAssetOwners)
    .innerJoin(members, and(eq(members.id, vulnerabilityAssetOwners.ownerMemberId), isNull(members.removedAt)))
    .where(eq(vulnerabilityAssetOwners.organizationId, member.organizationId));
  return new Map(rows.map((row) => [row.asset, row.ownerMemberId]));
}
