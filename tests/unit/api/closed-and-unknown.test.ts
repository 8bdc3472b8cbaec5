/** @jest-environment node */
import { DELETE as deleteOperation, GET as getOperation, POST as postOperation } from '@/app/api/v1/[[...path]]/route';
import { GET as getUpload } from '@/app/api/v1/controls/[controlId]/evidence/route';
import { DELETE as deleteFrameworks, GET as listFrameworks, POST as postFrameworks } from '@/app/api/v1/frameworks/route';
import { DELETE as deleteEvidenceFile } from '@/app/api/v1/evidence/[id]/file/route';
import { GET as getFramework } from '@/app/api/v1/frameworks/[frameworkId]/route';
import { GET as listControls } from '@/app/api/v1/controls/route';
import type { Member } from '@/lib/workspace/member';
import { founder, withThrowAwayDatabase } from '../workspace/fixtures';
import { call, errorOf, followWithApiAccess, keyOf } from './api-fixtures';

withThrowAwayDatabase('api-closed');

type FrameworkList = { frameworks: { id: string }[]; closed: { id: string; name: string; openAt: string }[]; note: string };

let admin: Member;

async function frameworkList(member: Member): Promise<FrameworkList> {
  const response = await call(listFrameworks, '/frameworks', { key: (await keyOf(member, 'read-only')).key });
  expect(response.status).toBe(200);
  return (await response.json()) as FrameworkList;
}

beforeAll(async () => {
  admin = await founder('Closed Admin');
  await followWithApiAccess(admin, ['soc2', 'iso27001', 'pci-dss'], ['pci-dss']);
});

describe('GET /api/v1/frameworks says which frameworks are closed to keys', () => {
  it('lists the followed frameworks whose API access is off, each with the page that opens it, and a sentence', async () => {
    const list = await frameworkList(admin);
    expect(list.frameworks.map((framework) => framework.id)).toEqual(['pci-dss']);
    expect(list.closed).toEqual([
      { id: 'soc2', name: 'SOC 2 Type II', openAt: '/manage/frameworkSettings?framework=soc2&section=advanced' },
      { id: 'iso27001', name: expect.stringMatching(/ISO/), openAt: '/manage/frameworkSettings?framework=iso27001&section=advanced' },
    ]);
    expect(list.note).toMatch(/^SOC 2 Type II and ISO .* are closed to API keys/);
  });

  it('tells a new organization, whose frameworks are all closed by default, why the list is empty', async () => {
    const newcomer = await founder('Closed Newcomer');
    await followWithApiAccess(newcomer, ['soc2'], []);
    const list = await frameworkList(newcomer);
    expect(list.frameworks).toEqual([]);
    expect(list.closed.map((framework) => framework.id)).toEqual(['soc2']);
    expect(list.note).toContain('/manage/frameworkSettings?framework=soc2&section=advanced');
  });

  it('says when the organization follows no framework, and when every one is open', async () => {
    const empty = await founder('Closed Empty');
    expect(await frameworkList(empty)).toEqual({ frameworks: [], closed: [], note: expect.stringMatching(/follows no framework/) });
    const open = await founder('Closed Open');
    await followWithApiAccess(open, ['gdpr'], ['gdpr']);
    expect(await frameworkList(open)).toMatchObject({ closed: [], note: 'Every framework the organization follows is open to API keys.' });
  });

  it('answers a closed framework’s id and filter with 404 saying where it is opened', async () => {
    const { key } = await keyOf(admin, 'read-only');
    const framework = await call(getFramework, '/frameworks/soc2', { key, params: { frameworkId: 'soc2' } });
    expect(framework.status).toBe(404);
    expect((await errorOf(framework)).message).toBe(
      'The framework was not found: SOC 2 Type II is closed to API keys, so nothing of it is listed or found: an administrator turns on API Access in its Framework Settings › Advanced (/manage/frameworkSettings?framework=soc2&section=advanced).',
    );
    const controls = await call(listControls, '/controls?framework=iso27001', { key });
    expect(controls.status).toBe(404);
    expect((await errorOf(controls)).message).toContain('/manage/frameworkSettings?framework=iso27001&section=advanced');
    const unfollowed = await call(getFramework, '/frameworks/gdpr', { key, params: { frameworkId: 'gdpr' } });
    expect((await errorOf(unfollowed)).message).not.toContain('closed');
  });

  it('names nothing of another organization', async () => {
    const stranger = await founder('Closed Stranger');
    expect((await frameworkList(stranger)).closed).toEqual([]);
  });
});

describe('a path or method /api/v1 does not have', () => {
  it.each([
    ['GET', getOperation, '/nothing-here'],
    ['POST', postOperation, '/frameworks/soc2/extra'],
    ['DELETE', deleteOperation, '/evidence'],
  ])('answers %s %s with the JSON error 404, with or without a key', async (method, handler, path) => {
    for (const key of [null, (await keyOf(admin, 'read-only')).key]) {
      const response = await call(handler, path, { key, init: { method } });
      expect(response.status).toBe(404);
      const error = await errorOf(response);
      expect(error.code).toBe('not-found');
      expect(error.message).toContain(`/api/v1${path}`);
    }
  });

  it.each([
    ['DELETE', deleteFrameworks, '/frameworks', 'GET, HEAD, OPTIONS'],
    ['POST', postFrameworks, '/frameworks', 'GET, HEAD, OPTIONS'],
    ['DELETE', deleteEvidenceFile, '/evidence/x/file', 'GET, HEAD, OPTIONS'],
    ['GET', getUpload, '/controls/AC-01/evidence', 'POST, OPTIONS'],
  ])('answers %s %s with 405, the JSON error and an Allow header', async (method, handler, path, allow) => {
    const response = await call(handler, path, { key: (await keyOf(admin, 'read-write')).key, init: { method } });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe(allow);
    const error = await errorOf(response);
    expect(error).toEqual({ code: 'method-not-allowed', message: expect.stringContaining(`${method} is not allowed at /api/v1${path}`) });
  });
});
