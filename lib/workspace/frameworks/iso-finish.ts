import 'server-only';
import { and, eq } from 'drizzle-orm';
import { organizationFrameworks } from '@/lib/db/schema';
import { setupDone } from '@/lib/domain/frameworks/status';
import { recordActivity } from '../activity';
import type { Member, Tx } from '../member';

const iso = (organizationId: string) =>
  and(eq(organizationFrameworks.organizationId, organizationId), eq(organizationFrameworks.frameworkId, 'iso27001'));

/**
 * Makes ISO 27001 Active once its stored setup has every step of the guide done, inside the caller's
 * transaction (call it after writing the steps). An ISO 27001 already Active or under maintenance, or one whose
 * steps are not all done, is left as it is. Answers whether it activated it.
 */
export async function activateIsoWhenSetupDoneIn(
  tx: Tx,
  member: Pick<Member, 'organizationId' | 'displayName' | 'subject'>,
): Promise<boolean> {
  const [row] = await tx
    .select({ status: organizationFrameworks.status, setup: organizationFrameworks.setup })
    .from(organizationFrameworks)
    .where(iso(member.organizationId));
  if (!row || row.status !== 'progress' || !setupDone('iso27001', row.setup)) return false;
  await tx.update(organizationFrameworks).set({ status: 'active' }).where(iso(member.organizationId));
  await recordActivity(tx, member, {
    action: 'framework.activated',
    recordType: 'framework',
    recordId: 'iso27001',
    summary: 'Completed every ISO 27001 setup step and activated ISO 27001',
  });
  return true;
}
