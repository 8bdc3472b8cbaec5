/** @jest-environment node */
import { GET as listControls } from '@/app/api/v1/controls/route';
import { GET as getFramework } from '@/app/api/v1/frameworks/[frameworkId]/route';
import { GET as listFrameworks } from '@/app/api/v1/frameworks/route';
import { libraryControls } from '@/lib/catalog/controls';
import { listOrganizationFrameworks, setControlState } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { call, errorOf, followWithApiAccess, keyOf } from './api-fixtures';

withThrowAwayDatabase('api-frameworks');

let admin: Member;
let owner: Member;
let readKey: string;
let writeKey: string;
let strangerKey: string;

type Control = {
  id: string;
  state: string;
  ownerName: string | null;
  needsEvidence: boolean;
  maps: { frameworkId: string; requirementId: string }[];
};

beforeAll(async () => {
  admin = await founder('Frameworks Admin');
  owner = await joinAs(admin, 'member');
  // SOC 2 and PCI DSS have API access on; ISO 27001 is followed with it off.
  await followWithApiAccess(admin, ['soc2', 'iso27001', 'pci-dss'], ['soc2', 'pci-dss']);
  await setControlState(admin, 'AC-01', { state: 'implemented', reason: '', ownerMemberId: owner.id, note: '', version: 0 });
  readKey = (await keyOf(admin, 'read-only')).key;
  writeKey = (await keyOf(admin, 'read-write')).key;
  const stranger = await founder('Frameworks Stranger');
  await followWithApiAccess(stranger, ['iso27001'], ['iso27001']);
  strangerKey = (await keyOf(stranger, 'read-only')).key;
});

describe('GET /api/v1/frameworks', () => {
  it.each(['read-only', 'read-write'])(
    'lists, to a %s key, only the frameworks with API access on, with status and progress',
    async (scope) => {
      const response = await call(listFrameworks, '/frameworks', { key: scope === 'read-only' ? readKey : writeKey });
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-store');
      const { frameworks } = (await response.json()) as {
        frameworks: { id: string; name: string; status: string; progress: number | null }[];
      };
      const followed = await listOrganizationFrameworks(admin);
      const expected = followed.filter((framework) => framework.frameworkId !== 'iso27001');
      expect(frameworks.map((framework) => framework.id)).toEqual(['soc2', 'pci-dss']);
      expect(frameworks).toEqual(
        expected.map((framework) => ({
          id: framework.frameworkId,
          name: framework.frameworkId === 'soc2' ? 'SOC 2 Type II' : expect.stringMatching(/PCI/),
          status: framework.status,
          progress: framework.progress,
          updatedAt: framework.updatedAt.toISOString(),
        })),
      );
    },
  );

  it('lists only the key’s own organization', async () => {
    const { frameworks } = (await (await call(listFrameworks, '/frameworks', { key: strangerKey })).json()) as {
      frameworks: { id: string }[];
    };
    expect(frameworks.map((framework) => framework.id)).toEqual(['iso27001']);
  });
});

describe('GET /api/v1/frameworks/{frameworkId}', () => {
  it('answers a framework with API access on', async () => {
    const response = await call(getFramework, '/frameworks/soc2', { key: readKey, params: { frameworkId: 'soc2' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ id: 'soc2', name: 'SOC 2 Type II' });
  });

  it.each([
    ['API access off', 'iso27001'],
    ['not followed', 'gdpr'],
    ['unknown', 'nope'],
    ['too long', 'x'.repeat(65)],
  ])('answers 404 for a framework %s', async (_what, frameworkId) => {
    const response = await call(getFramework, `/frameworks/${frameworkId}`, { key: readKey, params: { frameworkId } });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe('not-found');
  });

  it('answers 404 to another organization’s key for a framework it does not open', async () => {
    const response = await call(getFramework, '/frameworks/soc2', { key: strangerKey, params: { frameworkId: 'soc2' } });
    expect(response.status).toBe(404);
  });
});

describe('GET /api/v1/controls', () => {
  async function controls(query: string, key = readKey): Promise<Control[]> {
    const response = await call(listControls, `/controls${query}`, { key });
    expect(response.status).toBe(200);
    return ((await response.json()) as { controls: Control[] }).controls;
  }

  it('lists every library control with the organization’s state, owner and need of evidence', async () => {
    const listed = await controls('');
    expect(listed.map((control) => control.id)).toEqual(libraryControls.map((control) => control.id));
    const accessControl = listed.find((control) => control.id === 'AC-01')!;
    expect(accessControl).toMatchObject({ state: 'implemented', ownerName: owner.displayName, needsEvidence: true });
    expect(listed.find((control) => control.id === 'AC-02')).toMatchObject({ state: 'not-started', ownerName: null, needsEvidence: false });
  });

  it('maps controls only to requirements of frameworks with API access on', async () => {
    const accessControl = (await controls('')).find((control) => control.id === 'AC-01')!;
    expect(accessControl.maps).toEqual([
      { frameworkId: 'soc2', requirementId: 'CC6.1' },
      { frameworkId: 'soc2', requirementId: 'CC6.3' },
      { frameworkId: 'pci-dss', requirementId: '7.2' },
      { frameworkId: 'pci-dss', requirementId: '7.3' },
    ]);
  });

  it('filters by a framework with API access on', async () => {
    const listed = await controls('?framework=pci-dss', writeKey);
    const expected = libraryControls.filter((control) => control.maps.some((key) => key.startsWith('pci-dss:')));
    expect(listed.map((control) => control.id)).toEqual(expected.map((control) => control.id));
    expect(listed.length).toBeLessThan(libraryControls.length);
  });

  it('shows another organization none of this one’s states', async () => {
    const accessControl = (await controls('', strangerKey)).find((control) => control.id === 'AC-01')!;
    expect(accessControl).toMatchObject({ state: 'not-started', ownerName: null });
    expect(accessControl.maps.every((map) => map.frameworkId === 'iso27001')).toBe(true);
  });

  it.each(['iso27001', 'gdpr', 'unknown'])('answers 404 for ?framework=%s (API access off, not followed or unknown)', async (framework) => {
    const response = await call(listControls, `/controls?framework=${framework}`, { key: readKey });
    expect(response.status).toBe(404);
    expect((await errorOf(response)).message).toMatch(/framework was not found/);
  });

  it.each([
    ['empty', '?framework='],
    ['too long', `?framework=${'x'.repeat(65)}`],
  ])('answers 400 naming the field for a framework filter %s', async (_what, query) => {
    const response = await call(listControls, `/controls${query}`, { key: readKey });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe('invalid-query');
    expect(error.message).toMatch(/^framework/);
  });
});
