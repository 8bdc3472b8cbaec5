/** @jest-environment node */
import { GET as frameworkCsv } from '@/app/manage/frameworkManage/download/route';
import { libraryControls } from '@/lib/catalog/controls';
import { requireMember } from '@/lib/dal';
import { addFrameworks, setControlState } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';

withThrowAwayDatabase('framework-detail-route');

jest.mock('@/lib/dal', () => ({ requireMember: jest.fn() }));

let admin: Member;
let stranger: Member;

const as = (member: Member) => jest.mocked(requireMember).mockResolvedValue(member);
const ask = (query = '') => frameworkCsv(new Request(`http://localhost/manage/frameworkManage/download${query}`));
const rowsOf = async (response: Response) => (await response.text()).trimEnd().split('\r\n');
const [capacity] = libraryControls.filter((control) => control.id === 'OPS-06');

beforeAll(async () => {
  admin = await founder('Export Admin');
  stranger = await founder('Export Stranger');
  await addFrameworks(admin, ['soc2']);
  await addFrameworks(stranger, ['soc2']);
  await setControlState(admin, capacity!.id, { state: 'in-progress', reason: '', ownerMemberId: admin.id, note: 'Sizing', version: 0 });
});

describe('GET /manage/frameworkManage/download', () => {
  it("sends SOC 2's requirements and controls, without a framework in the address, as a private CSV attachment", async () => {
    as(await joinAs(admin, 'viewer'));
    const response = await ask();
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="soc2-requirements-and-controls\.csv"/);
    const rows = await rowsOf(response);
    expect(rows[0]).toBe('Requirement,Control,State,Owner,Note');
    expect(rows.find((row) => row.startsWith('A1.1 ') && row.includes('OPS-06'))).toMatch(/In Progress,Export Admin \d+,Sizing$/);
  });

  it("gives another organization its own control states, never this one's", async () => {
    as(stranger);
    const rows = await rowsOf(await ask('?framework=soc2'));
    expect(rows.some((row) => row.includes('Sizing') || row.includes('Export Admin'))).toBe(false);
  });

  it('answers 404 for a framework not followed and for one whose requirements the library does not hold', async () => {
    as(admin);
    expect((await ask('?framework=iso27001')).status).toBe(404);
    await addFrameworks(admin, ['hitrust']);
    expect((await ask('?framework=hitrust')).status).toBe(404);
  });
});
