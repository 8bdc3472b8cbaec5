/** @jest-environment node */
import { libraryControls } from '@/lib/catalog/controls';
import type { DetailControl, FrameworkDetail } from '@/lib/schemas/frameworks/control';
import { setControlState } from '@/lib/workspace/frameworks';
import { readFrameworkDetail } from '@/lib/workspace/frameworks';
import { addFrameworks, listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import { removeMember } from '@/lib/workspace/organization';
import { currentEvidenceFor } from '../evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('framework-detail');

const edit = (overrides: Partial<Parameters<typeof setControlState>[2]> = {}) => ({
  state: 'implemented' as const,
  reason: '',
  ownerMemberId: '',
  note: '',
  version: 0,
  ...overrides,
});

/** Every appearance of a control in the detail, one per requirement it maps to. */
const appearances = (detail: FrameworkDetail, controlId: string): { requirement: string; control: DetailControl }[] =>
  detail.groups.flatMap((group) =>
    group.requirements.flatMap((requirement) =>
      requirement.controls.filter((c) => c.id === controlId).map((control) => ({ requirement: requirement.id, control })),
    ),
  );

// OPS-06 Capacity management is the only control mapped to SOC 2 A1.1 and to ISO 27001 A.8.6.
const shared = libraryControls.find((control) => control.id === 'OPS-06')!;

describe('readFrameworkDetail', () => {
  it('shows a new organization every requirement, its controls not started and nothing met', async () => {
    const admin = await founder('Fresh Detail');
    const { detail, team } = await readFrameworkDetail(admin, 'soc2');
    expect(detail).toMatchObject({ id: 'soc2', name: 'SOC 2', progress: { met: 0, total: 61, percent: 0 }, owners: [] });
    expect(detail.groups.map((group) => group.id)).toEqual([
      'CC1',
      'CC2',
      'CC3',
      'CC4',
      'CC5',
      'CC6',
      'CC7',
      'CC8',
      'CC9',
      'A1',
      'C1',
      'PI1',
      'P',
    ]);
    expect(detail.stateCounts.implemented).toBe(0);
    expect(detail.stateCounts['not-started']).toBe(detail.controlTotal);
    expect(team).toEqual([{ id: admin.id, name: admin.displayName }]);
    const hipaa = (await readFrameworkDetail(admin, 'hipaa')).detail;
    expect(hipaa.groups[0]!.requirements[0]).toMatchObject({ kind: 'required' });
    // Each requirement says what else its controls satisfy; a criterion whose controls map nowhere else says nothing.
    const requirements = detail.groups.flatMap((group) => group.requirements);
    expect(requirements.find((requirement) => requirement.id === 'CC8.1')?.alsoSatisfies).toContain('PCI DSS 6.2, 6.5');
    expect(requirements.find((requirement) => requirement.id === 'PI1.1')?.alsoSatisfies).toBeUndefined();
  });

  it('shows one edit under every requirement the control maps to, and moves both frameworks once it has evidence', async () => {
    const admin = await founder('Both Ways');
    await addFrameworks(admin, ['soc2', 'iso27001']);
    expect(shared.maps).toEqual(expect.arrayContaining(['soc2:A1.1', 'iso27001:A.8.6']));
    await setControlState(admin, shared.id, edit({ ownerMemberId: admin.id, note: 'Dashboards in Grafana.' }));
    // Implemented without evidence: it needs evidence and meets nothing.
    const unproven = await readFrameworkDetail(admin, 'soc2');
    expect(unproven.detail.progress).toEqual({ met: 0, total: 61, percent: 0 });
    expect(unproven.detail.needingEvidence).toBe(1);
    expect(unproven.evidenceCounts).toEqual({});
    for (const { control } of appearances(unproven.detail, shared.id)) expect(control.needsEvidence).toBe(true);
    expect((await listOrganizationFrameworks(admin)).map((row) => row.progress)).toEqual([0, 0]);

    await currentEvidenceFor(admin, [shared.id]);
    const soc2 = (await readFrameworkDetail(admin, 'soc2')).detail;
    const iso = (await readFrameworkDetail(admin, 'iso27001')).detail;
    for (const detail of [soc2, iso]) {
      const seen = appearances(detail, shared.id);
      expect(seen.length).toBeGreaterThan(0);
      for (const { control } of seen)
        expect(control).toMatchObject({
          state: 'implemented',
          ownerName: admin.displayName,
          note: 'Dashboards in Grafana.',
          needsEvidence: false,
          version: 1,
        });
    }
    expect(soc2.groups.find((group) => group.id === 'A1')!.requirements.find((r) => r.id === 'A1.1')!.met).toBe(true);
    expect(iso.groups.flatMap((group) => group.requirements).find((r) => r.id === 'A.8.6')!.met).toBe(true);
    expect(soc2.progress).toEqual({ met: 1, total: 61, percent: 1 });
    expect(iso.progress).toEqual({ met: 1, total: 123, percent: 0 });
    expect(soc2.stateCounts.implemented).toBe(1);
    expect(soc2.owners).toEqual([{ name: admin.displayName, controls: 1 }]);
    // The frameworks list computes the same progress.
    const listed = Object.fromEntries((await listOrganizationFrameworks(admin)).map((row) => [row.frameworkId, row.progress]));
    expect(listed).toMatchObject({ soc2: 1, iso27001: 0 });
  });

  it('names an owner who left as a former member, and offers only the active team as owners', async () => {
    const admin = await founder('Keeper');
    const leaver = await joinAs(admin, 'member');
    await setControlState(admin, shared.id, edit({ ownerMemberId: leaver.id }));
    await removeMember(admin, leaver.id);
    const { detail, team } = await readFrameworkDetail(admin, 'soc2');
    expect(appearances(detail, shared.id)[0]!.control).toMatchObject({
      ownerMemberId: leaver.id,
      ownerName: `${leaver.displayName} (former member)`,
    });
    expect(team.map((person) => person.id)).toEqual([admin.id]);
  });

  it('lets a viewer read, keeps organizations apart and refuses a framework outside the library', async () => {
    const admin = await founder('Reader Org');
    const viewer = await joinAs(admin, 'viewer');
    const other = await founder('Other Org');
    await setControlState(admin, shared.id, edit());
    expect(appearances((await readFrameworkDetail(viewer, 'soc2')).detail, shared.id)[0]!.control.state).toBe('implemented');
    const theirs = await readFrameworkDetail(other, 'soc2');
    expect(appearances(theirs.detail, shared.id)[0]!.control).toMatchObject({ state: 'not-started', version: 0 });
    expect(theirs.team.map((person) => person.id)).toEqual([other.id]);
    expect((await refusal(readFrameworkDetail(admin, 'hitrust'))).kind).toBe('not-found');
    expect((await refusal(readFrameworkDetail(admin, 'nope'))).kind).toBe('not-found');
  });
});
