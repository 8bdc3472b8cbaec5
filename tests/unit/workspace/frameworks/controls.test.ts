/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import { STALE_MESSAGE } from '@/lib/workspace/member';
import { listActivity } from '@/lib/workspace/activity';
import { controlsByRequirement } from '@/lib/domain/frameworks/scores';
import { listControlStates, setControlState } from '@/lib/workspace/frameworks';
import { addFrameworks, listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import { currentEvidenceFor } from '../evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('controls');

const controlId = libraryControls[0]!.id;
const edit = (overrides: Partial<Parameters<typeof setControlState>[2]> = {}) => ({
  state: 'implemented' as const,
  reason: '',
  ownerMemberId: '',
  note: '',
  version: 0,
  ...overrides,
});

describe('control states', () => {
  it('starts with no state (not started), then stores a change with its version and activity row', async () => {
    const admin = await founder('Controller');
    expect((await listControlStates(admin)).size).toBe(0);
    const saved = await setControlState(admin, controlId, edit({ ownerMemberId: admin.id, note: 'Done in Okta.' }));
    expect(saved).toMatchObject({ controlId, state: 'implemented', ownerMemberId: admin.id, note: 'Done in Okta.', version: 1 });
    expect((await listControlStates(admin)).get(controlId)).toMatchObject({ state: 'implemented', version: 1 });
    const { entries } = await listActivity(admin);
    expect(entries[0]!.summary).toBe(`Set ${controlId} ${libraryControls[0]!.name} to Implemented`);
  });

  it('refuses a stale edit and changes nothing', async () => {
    const admin = await founder('Racer');
    await setControlState(admin, controlId, edit());
    const stale = await refusal(setControlState(admin, controlId, edit({ state: 'in-progress', version: 0 })));
    expect(stale).toMatchObject({ kind: 'conflict', message: STALE_MESSAGE });
    expect(await refusal(setControlState(admin, controlId, edit({ state: 'in-progress', version: 7 })))).toMatchObject({
      kind: 'conflict',
    });
    expect((await listControlStates(admin)).get(controlId)).toMatchObject({ state: 'implemented', version: 1 });
    expect(await setControlState(admin, controlId, edit({ state: 'in-progress', version: 1 }))).toMatchObject({
      state: 'in-progress',
      version: 2,
    });
  });

  it('lets one of two first edits at once win; the other is told to reload', async () => {
    const admin = await founder('Twins');
    const outcomes = await Promise.allSettled([
      setControlState(admin, controlId, edit()),
      setControlState(admin, controlId, edit({ state: 'in-progress' })),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toHaveLength(1);
  });

  it('keeps the reason only for not applicable', async () => {
    const admin = await founder('Reasoner');
    expect(await setControlState(admin, controlId, edit({ state: 'not-applicable', reason: 'No card data.' }))).toMatchObject({
      reason: 'No card data.',
    });
    expect(await setControlState(admin, controlId, edit({ state: 'implemented', reason: 'left over', version: 1 }))).toMatchObject({
      reason: '',
    });
  });

  it('answers not found for a control outside the library', async () => {
    const admin = await founder('Typo');
    expect((await refusal(setControlState(admin, 'XX-99', edit()))).kind).toBe('not-found');
  });

  it('keeps organizations apart: states, and owners from another organization', async () => {
    const first = await founder('First Org');
    const second = await founder('Second Org');
    await setControlState(first, controlId, edit());
    expect((await listControlStates(second)).size).toBe(0);
    expect(await refusal(setControlState(second, controlId, edit({ ownerMemberId: first.id })))).toMatchObject({
      kind: 'invalid',
      message: 'Choose an owner from your team.',
    });
    expect((await listControlStates(second)).size).toBe(0);
  });

  it('lets a viewer read but not change a control; a member may', async () => {
    const admin = await founder('Lead');
    const viewer = await joinAs(admin, 'viewer');
    const member = await joinAs(admin, 'member');
    expect((await refusal(setControlState(viewer, controlId, edit()))).kind).toBe('forbidden');
    expect((await listControlStates(viewer)).size).toBe(0);
    await setControlState(member, controlId, edit({ ownerMemberId: viewer.id }));
    expect((await listControlStates(viewer)).get(controlId)).toMatchObject({ state: 'implemented', ownerMemberId: viewer.id });
  });
});

describe('progress from control states', () => {
  it('moves every framework a control maps to when it is implemented with current evidence', async () => {
    const index = controlsByRequirement(libraryControls);
    const onlyBy = (prefix: string) => (control: { id: string; maps: string[] }) =>
      control.maps.some((key) => key.startsWith(prefix) && index.get(key)?.length === 1);
    const shared = libraryControls.find((control) => onlyBy('soc2:')(control) && onlyBy('iso27001:A.')(control));
    if (!shared) throw new Error('No control alone satisfies both a SOC 2 requirement and an ISO 27001 Annex A control');
    const admin = await founder('Implementer');
    await addFrameworks(admin, ['soc2', 'iso27001']);
    const progress = async () =>
      Object.fromEntries((await listOrganizationFrameworks(admin)).map((row) => [row.frameworkId, row.progress]));
    expect(await progress()).toEqual({ soc2: 0, iso27001: 0 });
    await setControlState(admin, shared.id, edit());
    // Implemented, but nothing proves it yet.
    expect(await progress()).toEqual({ soc2: 0, iso27001: 0 });
    await currentEvidenceFor(admin, [shared.id]);
    const after = await progress();
    expect(after.soc2).toBeGreaterThan(0);
    expect(after.iso27001).toBeGreaterThan(0);
    // Back to in progress, both fall again.
    await setControlState(admin, shared.id, edit({ state: 'in-progress', version: 1 }));
    expect(await progress()).toEqual({ soc2: 0, iso27001: 0 });
  });
});
