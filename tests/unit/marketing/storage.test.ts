/** @jest-environment node */
import { openDb, type OpenDb } from '@/lib/db/client';
import { demoRequests, newsletterSubscriptions } from '@/lib/db/schema';
import { recordDemoRequest } from '@/lib/marketing/demo-requests';
import { subscribeToNewsletter } from '@/lib/marketing/newsletter-subscriptions';
import { newSubmissionId } from '@/lib/marketing/submission-id';
import { demoRequestSubmissionSchema } from '@/lib/schemas/demo-request';
import { databaseFolderCopy } from '@/tests/support/database-template';

const copy = databaseFolderCopy('marketing-storage');
let store: OpenDb;
beforeAll(async () => {
  store = await openDb({ dataDir: copy.databaseDir });
}, 60_000);
afterAll(async () => {
  await store?.close();
  copy.remove();
});

const request = (submissionId: string) =>
  demoRequestSubmissionSchema.parse({
    submissionId,
    firstName: ' Ada ',
    lastName: 'Lovelace',
    email: 'ada@engines.example',
    company: 'Analytical Engines',
    jobTitle: '',
    companySize: '51-200',
    industry: 'fintech',
    frameworks: 'SOC 2, GLBA',
    additionalInfo: '',
  });

describe('recordDemoRequest', () => {
  it('stores a request once per submission id and answers the same reference for a repeat', async () => {
    const submissionId = newSubmissionId();
    const first = await recordDemoRequest(request(submissionId), store.db);
    const again = await recordDemoRequest(request(submissionId), store.db);
    expect(first.created).toBe(true);
    expect(first.reference).toMatch(/^DR-[0-9A-F]{8}$/);
    expect(again).toEqual({ reference: first.reference, created: false });
    const rows = await store.db.select().from(demoRequests);
    expect(rows.filter((row) => row.submissionId === submissionId)).toHaveLength(1);
    expect(rows.find((row) => row.submissionId === submissionId)).toMatchObject({
      firstName: 'Ada',
      jobTitle: null,
      companySize: '51-200',
      industry: 'fintech',
      frameworks: 'SOC 2, GLBA',
      additionalInfo: null,
    });
  });

  it('stores two forms as two requests', async () => {
    const a = await recordDemoRequest(request(newSubmissionId()), store.db);
    const b = await recordDemoRequest(request(newSubmissionId()), store.db);
    expect(a.reference).not.toBe(b.reference);
  });

  it('handles two simultaneous submissions of one form as one request', async () => {
    const submissionId = newSubmissionId();
    const [a, b] = await Promise.all([
      recordDemoRequest(request(submissionId), store.db),
      recordDemoRequest(request(submissionId), store.db),
    ]);
    expect(a.reference).toBe(b.reference);
    expect([a.created, b.created].sort()).toEqual([false, true]);
  });
});

describe('subscribeToNewsletter', () => {
  it('stores an address once, lower-cased; a repeat is not an error', async () => {
    expect(await subscribeToNewsletter('Reader@Example.com', store.db)).toEqual({ created: true });
    expect(await subscribeToNewsletter('reader@example.com', store.db)).toEqual({ created: false });
    const rows = await store.db.select().from(newsletterSubscriptions);
    expect(rows.map((row) => row.email)).toEqual(['reader@example.com']);
  });
});

describe('newSubmissionId', () => {
  it('is a fresh version-4 UUID each time', () => {
    const ids = new Set(Array.from({ length: 50 }, newSubmissionId));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
