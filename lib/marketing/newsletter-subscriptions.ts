import 'server-only';
import { getDb, type Db } from '@/lib/db/client';
import { newsletterSubscriptions } from '@/lib/db/schema';

/**
 * Subscribes a (lower-cased) address. A repeat stores nothing and is not an error; `created` tells which.
 * Throws when the database fails.
 */
export async function subscribeToNewsletter(email: string, db?: Db): Promise<{ created: boolean }> {
  const database = db ?? (await getDb());
  const inserted = await database
    .insert(newsletterSubscriptions)
    .values({ email: email.toLowerCase() })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ email: newsletterSubscriptions.email });
  return { created: inserted.length > 0 };
}
