/** @jest-environment node */
import { GET } from '@/app/manage/ccpa-issues/export/route';
import { getDb } from '@/lib/db/client';
import { ccpaIssues } from '@/lib/db/schema';
import { requireMember } from '@/lib/dal';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('ccpa-export-route');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));

let admin: Member;
let stranger: Member;

async function exported(member: Member, query = ''): Promise<Response> {
  jest.mocked(requireMember).mockResolvedValue(member);
  return GET(new Request(`http://localhost/manage/ccpa-issues/export${query}`));
}

const rowsOf = async (response: Response) => (await response.text()).trimEnd().split('\r\n');

beforeAll(async () => {
  admin = await founder('Export Admin');
  stranger = await founder('Export Stranger');
  // More issues than one page of the screen shows, so the file is seen to hold them all.
  await (await getDb()).insert(ccpaIssues).values(
    Array.from({ length: 30 }, (_, n) => ({
      organizationId: admin.organizationId,
      reference: `CCPA-2026-${String(n + 1).padStart(3, '0')}`,
      title: `Finding ${n + 1}`,
      description: 'Found in the review.',
      priority: n < 5 ? ('critical' as const) : ('low' as const),
      category: 'consent' as const,
      tags: [],
      dueOn: '2027-01-31',
      status: n === 29 ? ('closed' as const) : ('open' as const),
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
    })),
  );
});

describe('GET /manage/ccpa-issues/export', () => {
  it('sends every open issue, not only the first page, as a private CSV attachment with its count', async () => {
    const response = await exported(await joinAs(admin, 'viewer'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ccpa-issues-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(response.headers.get('x-issue-count')).toBe('29');
    const rows = await rowsOf(response);
    expect(rows[0]).toBe('ID,Title,Description,Priority,Category,Tags,Assignee,Due Date');
    expect(rows.slice(1).map((row) => row.split(',')[0])).toEqual(
      Array.from({ length: 29 }, (_, n) => `CCPA-2026-${String(n + 1).padStart(3, '0')}`),
    );
  });

  it("applies the screen's filters, reading unknown values as no filter", async () => {
    const critical = await exported(admin, '?priority=critical&search=finding');
    expect(critical.headers.get('x-issue-count')).toBe('5');
    const closed = await exported(admin, '?status=closed');
    expect((await rowsOf(closed)).slice(1).map((row) => row.split(',')[0])).toEqual(['CCPA-2026-030']);
    expect((await exported(admin, '?priority=urgent&status=everything')).headers.get('x-issue-count')).toBe('29');
  });

  it('gives another organization its own issues only: none of these', async () => {
    const response = await exported(stranger, '?status=all');
    expect(response.headers.get('x-issue-count')).toBe('0');
    expect(await rowsOf(response)).toEqual(['ID,Title,Description,Priority,Category,Tags,Assignee,Due Date']);
  });
});
