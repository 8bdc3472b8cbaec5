import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { ssoConnections } from '@/lib/db/schema';
import { staleRecord, type Member, type Tx } from '../member';

export type ConnectionRow = typeof ssoConnections.$inferSelect;
type Fields = Partial<Omit<ConnectionRow, 'organizationId' | 'version' | 'updatedAt'>>;

export async function connectionRow(tx: Pick<Tx, 'select'>, organizationId: string): Promise<ConnectionRow | null> {
  const [row] = await tx.select().from(ssoConnections).where(eq(ssoConnections.organizationId, organizationId));
  return row ?? null;
}

/**
 * Writes the organization's connection at `version`: 0 creates it, any other must be the stored one (a change
 * saved meanwhile in another tab is refused, not overwritten). Answers the row as written.
 */
export async function writeConnection(tx: Tx, member: Member, version: number, fields: Fields): Promise<ConnectionRow> {
  const written =
    version === 0
      ? await tx
          .insert(ssoConnections)
          .values({ protocol: 'oidc', ...fields, organizationId: member.organizationId })
          .onConflictDoNothing()
          .returning()
      : await tx
          .update(ssoConnections)
          .set({ ...fields, version: sql`${ssoConnections.version} + 1`, updatedAt: new Date() })
          .where(and(eq(ssoConnections.organizationId, member.organizationId), eq(ssoConnections.version, version)))
          .returning();
  if (written.length === 0) throw staleRecord();
  return written[0]!;
}
