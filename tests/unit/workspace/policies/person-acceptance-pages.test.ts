/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { people } from '@/lib/db/schema';
import { PAGE_SIZE } from '@/lib/domain/list-query';
import type { Member } from '@/lib/workspace/member';
import { acceptPolicy, pageOfPersonAcceptances } from '@/lib/workspace/policies';
import { founder, refusal, withThrowAwayDatabase } from '../fixtures';
import { approvedPolicy } from './fixtures';

withThrowAwayDatabase('person-acceptance-pages');

const ORIGIN = { ip: '203.0.113.7', userAgent: 'Mozilla/5.0' };
/** One page and two more policies: page 2 holds the last two. */
const NAMES = Array.from({ length: PAGE_SIZE + 2 }, (_, index) => `Policy ${String(index + 1).padStart(2, '0')}`);

let admin: Member;
let other: Member;
let personId: string;

beforeAll(async () => {
  admin = await founder('Paged Admin', 'Paged Org');
  other = await founder('Elsewhere Admin', 'Elsewhere Org');
  // Written out of order: the list is by name whatever the order of writing.
  for (const name of [...NAMES].reverse()) await approvedPolicy(admin, name);
  await approvedPolicy(other, 'Policy 00 of another organization');
  const db = await getDb();
  const [row] = await db.select({ id: people.id }).from(people).where(eq(people.memberId, admin.id));
  personId = row!.id;
  const byName = await pageOfPersonAcceptances(admin, personId, 1, false);
  // The first policy of each page accepted: the count is of every page.
  await acceptPolicy(admin, byName.rows[0]!.policyId, ORIGIN);
  const second = await pageOfPersonAcceptances(admin, personId, 2, false);
  await acceptPolicy(admin, second.rows[0]!.policyId, ORIGIN);
}, 60_000);

const names = (page: { rows: { policyName: string }[] }) => page.rows.map((row) => row.policyName);

describe('pageOfPersonAcceptances', () => {
  it('gives the policies by name a page at a time, with the accepted counted over every page', async () => {
    const first = await pageOfPersonAcceptances(admin, personId, 1, false);
    const second = await pageOfPersonAcceptances(admin, personId, 2, false);
    expect(names(first)).toEqual(NAMES.slice(0, PAGE_SIZE));
    expect(names(second)).toEqual(NAMES.slice(PAGE_SIZE));
    expect(first).toMatchObject({ total: NAMES.length, accepted: 2, page: 1, pageCount: 2 });
    expect(second).toMatchObject({ total: NAMES.length, accepted: 2, page: 2, pageCount: 2 });
  });

  it('shows the last page for a page past it', async () => {
    const beyond = await pageOfPersonAcceptances(admin, personId, 9, false);
    expect(beyond).toMatchObject({ page: 2, pageCount: 2 });
    expect(names(beyond)).toEqual(NAMES.slice(PAGE_SIZE));
  });

  it('lists only the accepted ones, on one page, once the person has left', async () => {
    const left = await pageOfPersonAcceptances(admin, personId, 2, true);
    expect(left).toMatchObject({ total: 2, accepted: 2, page: 1, pageCount: 1 });
    expect(names(left)).toEqual([NAMES[0], NAMES[PAGE_SIZE]]);
    expect(left.rows.every((row) => row.status.state === 'accepted')).toBe(true);
  });

  it("never shows another organization's policies, nor its person to another organization", async () => {
    const pages = [await pageOfPersonAcceptances(admin, personId, 1, false), await pageOfPersonAcceptances(admin, personId, 2, false)];
    expect(pages.flatMap(names)).not.toContain('Policy 00 of another organization');
    expect((await refusal(pageOfPersonAcceptances(other, personId, 1, false))).kind).toBe('not-found');
  });
});
