import { eq, sql } from 'drizzle-orm';
import type { OpenDb } from '@/lib/db/client';
import { demoRequests, newsletterSubscriptions, users } from '@/lib/db/schema';

/** The same checks for every store: migrations apply (twice, idempotently) and the constraints hold. */
export function describeDataLayer(name: string, open: () => Promise<OpenDb>) {
  describe(name, () => {
    let store: OpenDb;
    beforeAll(async () => {
      store = await open();
    }, 60_000);
    afterAll(async () => {
      await store?.close();
    });

    it('creates every table', async () => {
      const result = await store.db.execute<{ table_name: string }>(
        sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
      );
      const names = (result as unknown as { rows: { table_name: string }[] }).rows.map((row) => row.table_name);
      expect(names).toEqual(
        expect.arrayContaining(['auth_tokens', 'demo_requests', 'newsletter_subscriptions', 'password_resets', 'users']),
      );
    });

    it('stores one demo request per submission id', async () => {
      const submissionId = crypto.randomUUID();
      const row = { submissionId, firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', company: 'Engines' };
      const [first] = await store.db.insert(demoRequests).values(row).returning();
      expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(first?.createdAt).toBeInstanceOf(Date);
      expect(first?.jobTitle).toBeNull();
      await store.db.insert(demoRequests).values(row).onConflictDoNothing();
      const rows = await store.db.select().from(demoRequests).where(eq(demoRequests.submissionId, submissionId));
      expect(rows).toHaveLength(1);
      await expect(store.db.insert(demoRequests).values(row)).rejects.toThrow();
    });

    it('keeps newsletter e-mails unique', async () => {
      const email = `reader-${crypto.randomUUID()}@example.com`;
      await store.db.insert(newsletterSubscriptions).values({ email });
      await expect(store.db.insert(newsletterSubscriptions).values({ email })).rejects.toThrow();
    });

    it('keeps user e-mails unique', async () => {
      const email = `user-${crypto.randomUUID()}@example.com`;
      const user = { email, passwordHash: 'x', fullName: 'A', companyName: 'B' };
      const [created] = await store.db.insert(users).values(user).returning();
      expect(created).toMatchObject({ type: 0, marketingOptIn: false, publicFilesUuid: null });
      await expect(store.db.insert(users).values(user)).rejects.toThrow();
    });
  });
}
