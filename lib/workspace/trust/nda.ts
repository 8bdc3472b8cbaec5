import 'server-only';
import { and, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { trustNdas } from '@/lib/db/schema';
import { nextNdaVersion } from '@/lib/domain/trust/access';
import type { TrustNda } from '@/lib/schemas/trust/access';
import { recordActivity } from '../activity';
import { assertCan, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { guardedWrite } from '../guarded-write';

type Reader = Pick<Tx, 'select'>;

/** The organization's current NDA (its latest version), or null when none was saved. */
export async function currentNda(reader: Reader, organizationId: string): Promise<TrustNda> {
  const [row] = await reader
    .select({ version: trustNdas.version, text: trustNdas.text, createdAt: trustNdas.createdAt })
    .from(trustNdas)
    .where(eq(trustNdas.organizationId, organizationId))
    .orderBy(desc(trustNdas.version))
    .limit(1);
  return row ? { version: row.version, text: row.text, createdAt: row.createdAt.toISOString() } : null;
}

/** The NDA visitors accept (every member may read it: it is shown on the public page). */
export async function trustNdaOf(member: Member): Promise<TrustNda> {
  assertCan(member, 'records.view');
  return currentNda(await getDb(), member.organizationId);
}

/**
 * Saves the NDA's text (administrators), by the version the editor read (0 when none). A changed text becomes a
 * new version, so each request keeps the version it accepted; the same text again changes nothing.
 */
export const saveTrustNda = guardedWrite(
  'organization.manage',
  async (member: Member, input: { text: string; version: number }): Promise<NonNullable<TrustNda>> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      // The organization's page row (or the organization) is not locked: the unique (organization, version) index
      // refuses the second of two saves racing from the same version.
      const current = await currentNda(tx, member.organizationId);
      if ((current?.version ?? 0) !== input.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
      const next = nextNdaVersion(current, input.text);
      if (next === null && current) return current;
      const version = next ?? 1;
      try {
        await tx.insert(trustNdas).values({ organizationId: member.organizationId, version, text: input.text.trim() });
      } catch {
        throw new WorkspaceError('conflict', STALE_MESSAGE);
      }
      await recordActivity(tx, member, {
        action: 'trust-nda.saved',
        recordType: 'trust-page',
        recordId: member.organizationId,
        summary: `Saved version ${version} of the trust center NDA`,
      });
      const saved = await currentNda(tx, member.organizationId);
      if (!saved) throw new Error('The NDA was not saved');
      return saved;
    });
  },
);

/** Whether `version` is the organization's current NDA version (read in the caller's transaction). */
export async function ndaVersionOf(reader: Reader, organizationId: string, version: number): Promise<boolean> {
  const [row] = await reader
    .select({ version: trustNdas.version })
    .from(trustNdas)
    .where(and(eq(trustNdas.organizationId, organizationId), eq(trustNdas.version, version)));
  return row !== undefined;
}

/** The NDA shown on a published page (no member: the page's visitors read it). */
export async function publishedTrustNda(organizationId: string): Promise<TrustNda> {
  return currentNda(await getDb(), organizationId);
}
