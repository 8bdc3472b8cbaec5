import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { ismsScope } from '@/lib/db/schema';
import type { IsmsScope, ScopeSave } from '@/lib/schemas/isms/records';
import { recordActivity } from '../activity';
import { assertCan, type Member } from '../member';
import { keptRead } from '../read-cache';
import { assertFresh, stale, type Reader } from './rows';
import { guardedWrite } from '../guarded-write';

const scopeColumns = {
  id: ismsScope.id,
  statement: ismsScope.statement,
  sites: ismsScope.sites,
  teams: ismsScope.teams,
  systems: ismsScope.systems,
  exclusions: ismsScope.exclusions,
  interestedParties: ismsScope.interestedParties,
  approvedByName: ismsScope.approvedByName,
  approvedAt: ismsScope.approvedAt,
  version: ismsScope.version,
  updatedAt: ismsScope.updatedAt,
};

async function scopeRow(reader: Reader, member: Member): Promise<(IsmsScope & { id: string }) | null> {
  const [row] = await reader.select(scopeColumns).from(ismsScope).where(eq(ismsScope.organizationId, member.organizationId));
  return row ?? null;
}

function withoutId(row: IsmsScope & { id: string }): IsmsScope {
  const scope: Partial<typeof row> = { ...row };
  delete scope.id;
  return scope as IsmsScope;
}

/** The organization's ISMS scope, or null before its first save. */
export function readScope(member: Member): Promise<IsmsScope | null> {
  assertCan(member, 'records.view');
  return keptRead(member, ['isms-scope'], async () => {
    const row = await scopeRow(await getDb(), member);
    return row ? withoutId(row) : null;
  });
}

/**
 * Writes the scope (members and admins): the first save creates it at version 1 (the screen read version 0);
 * later saves need the version read. Any change clears the approval, since it approved the earlier text.
 */
export const saveScope = guardedWrite('records.edit', async (member: Member, input: ScopeSave): Promise<IsmsScope> => {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await scopeRow(tx, member);
    const { version, ...fields } = input;
    if (!current) {
      if (version !== 0) throw stale();
      await tx.insert(ismsScope).values({ organizationId: member.organizationId, ...fields });
    } else {
      assertFresh(current, version);
      await tx
        .update(ismsScope)
        .set({
          ...fields,
          approvedByMemberId: null,
          approvedByName: null,
          approvedAt: null,
          version: sql`${ismsScope.version} + 1`,
          updatedAt: new Date(),
        })
        .where(and(eq(ismsScope.id, current.id), eq(ismsScope.version, version)));
    }
    const saved = (await scopeRow(tx, member))!;
    await recordActivity(tx, member, {
      action: 'isms-scope.saved',
      recordType: 'isms-scope',
      recordId: saved.id,
      summary: `Saved version ${saved.version} of the ISMS scope`,
    });
    return withoutId(saved);
  });
});

/** Approves the scope as it was read (admins only); a scope changed since is refused as stale. */
export const approveScope = guardedWrite('policies.approve', async (member: Member, version: number): Promise<IsmsScope> => {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const current = await scopeRow(tx, member);
    if (!current) throw stale();
    assertFresh(current, version);
    await tx
      .update(ismsScope)
      .set({
        approvedByMemberId: member.id,
        approvedByName: member.displayName,
        approvedAt: new Date(),
        version: sql`${ismsScope.version} + 1`,
        updatedAt: new Date(),
      })
      .where(and(eq(ismsScope.id, current.id), eq(ismsScope.version, version)));
    const saved = (await scopeRow(tx, member))!;
    await recordActivity(tx, member, {
      action: 'isms-scope.approved',
      recordType: 'isms-scope',
      recordId: saved.id,
      summary: 'Approved the ISMS scope',
    });
    return withoutId(saved);
  });
});
