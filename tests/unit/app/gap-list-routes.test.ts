/** @jest-environment node */
import { GET as assessmentCsv } from '@/app/manage/assessment/download/route';
import { GET as actionPlanCsv } from '@/app/manage/ccpa-issues/action-plan/download/route';
import { libraryControls } from '@/lib/catalog/controls';
import { libraryFramework, requirementsOf } from '@/lib/catalog/library';
import { getDb } from '@/lib/db/client';
import { ccpaIssues } from '@/lib/db/schema';
import { requireMember } from '@/lib/dal';
import { addFrameworks, setControlState } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('gap-list-routes');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));

let admin: Member;
let stranger: Member;

const as = (member: Member) => jest.mocked(requireMember).mockResolvedValue(member);
const rowsOf = async (response: Response) => (await response.text()).trimEnd().split('\r\n');
const gapHeader = 'Framework,Requirement,Title,Control,State,Owner,Note,Due Date';
const planHeader = 'Type,Reference,Title,Control,State,Owner,Priority,Due Date,Note';

beforeAll(async () => {
  admin = await founder('Gap Admin');
  stranger = await founder('Gap Stranger');
  await addFrameworks(admin, ['ccpa', 'soc2']);
  const [control] = libraryControls.filter((candidate) => candidate.maps.includes('ccpa:1798.105'));
  await setControlState(admin, control!.id, { state: 'in-progress', reason: '', ownerMemberId: admin.id, note: '=1+1', version: 0 });
  await (await getDb()).insert(ccpaIssues).values(
    ['open', 'in-progress', 'closed'].map((status, n) => ({
      organizationId: admin.organizationId,
      reference: `CCPA-2026-00${n + 1}`,
      title: `Finding ${n + 1}`,
      description: 'Found in the review.',
      priority: 'high' as const,
      category: 'consent' as const,
      tags: [],
      dueOn: '2027-01-31',
      status: status as 'open' | 'in-progress' | 'closed',
    })),
  );
});

describe('GET /manage/assessment/download', () => {
  it('sends the gap lists of the frameworks followed as a private CSV attachment, formula-safe', async () => {
    as(await joinAs(admin, 'viewer'));
    const response = await assessmentCsv(new Request('http://localhost/manage/assessment/download'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="all-frameworks-gap-list-\d{4}-\d{2}-\d{2}\.csv"/);
    const total = requirementsOf(libraryFramework('ccpa')).length + requirementsOf(libraryFramework('soc2')).length;
    expect(response.headers.get('x-gap-count')).toBe(String(total));
    const rows = await rowsOf(response);
    expect(rows[0]).toBe(gapHeader);
    expect(new Set(rows.slice(1).map((row) => row.split(',')[0]))).toEqual(new Set(['SOC 2', 'CCPA/CPRA']));
    expect(rows.find((row) => row.includes(admin.displayName))).toMatch(/In Progress,Gap Admin \d+,'=1\+1,$/);
  });

  it('narrows to one framework, and answers 404 for an id outside the directory', async () => {
    as(admin);
    const one = await assessmentCsv(new Request('http://localhost/manage/assessment/download?framework=ccpa'));
    expect(one.headers.get('content-disposition')).toMatch(/filename="ccpa-gap-list-/);
    expect((await rowsOf(one)).slice(1).every((row) => row.startsWith('CCPA/CPRA,'))).toBe(true);
    const unknown = await assessmentCsv(new Request('http://localhost/manage/assessment/download?framework=nope'));
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe('No framework of the directory has this id.');
  });

  it('gives another organization only its own: a header and nothing else', async () => {
    as(stranger);
    const response = await assessmentCsv(new Request('http://localhost/manage/assessment/download'));
    expect(await rowsOf(response)).toEqual([gapHeader]);
  });
});

describe('GET /manage/ccpa-issues/action-plan/download', () => {
  it('sends the CCPA gaps, then the open and in-progress issues, as an attachment', async () => {
    as(admin);
    const response = await actionPlanCsv(new Request('http://localhost/manage/ccpa-issues/action-plan/download'));
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="ccpa-action-plan-\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = await rowsOf(response);
    expect(rows[0]).toBe(planHeader);
    expect(rows.filter((row) => row.startsWith('Requirement gap,')).length).toBeGreaterThanOrEqual(
      requirementsOf(libraryFramework('ccpa')).length,
    );
    expect(rows.filter((row) => row.startsWith('Issue,'))).toEqual([
      'Issue,CCPA-2026-001,Finding 1,,Open,Unassigned,high,2027-01-31,Found in the review.',
      'Issue,CCPA-2026-002,Finding 2,,In Progress,Unassigned,high,2027-01-31,Found in the review.',
    ]);
    const closedAsked = await actionPlanCsv(new Request('http://localhost/manage/ccpa-issues/action-plan/download?status=closed'));
    expect((await rowsOf(closedAsked)).filter((row) => row.startsWith('Issue,'))).toHaveLength(2);
  });

  it('gives another organization its own plan: the CCPA gaps and none of these issues', async () => {
    as(stranger);
    const rows = await rowsOf(await actionPlanCsv(new Request('http://localhost/manage/ccpa-issues/action-plan/download')));
    expect(rows.filter((row) => row.startsWith('Issue,'))).toEqual([]);
    expect(rows.filter((row) => row.startsWith('Requirement gap,')).length).toBeGreaterThan(0);
  });
});
