import 'server-only';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { organizations } from '@/lib/db/schema';
import { notFound, type Member } from './member';

/**
 * Who the product acts as when it files a record of its own (an acceptance roster complete, a course completed):
 * the organization's `displayName`, with a member's rights and no person behind it, so the evidence it files is
 * nobody's own and anyone may review it. A link's acceptance has no member at all.
 */
export async function organizationCollector(organizationId: string, subject: string, displayName: string): Promise<Member> {
  const db = await getDb();
  const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  if (!organization) throw notFound('The organization');
  return { id: '', organizationId, organizationName: organization.name, subject, email: '', displayName, role: 'member' };
}
