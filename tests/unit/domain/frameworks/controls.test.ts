import { libraryControls } from '@/lib/catalog/controls';
import { directoryIds } from '@/lib/catalog/framework-directory';
import { libraryFramework, libraryFrameworks } from '@/lib/catalog/library';
import type { LibraryControl, LibraryFramework } from '@/lib/catalog/types';
import {
  controlSavedMessage,
  controlStateOptions,
  detailCsvFilename,
  detailFrameworkId,
  frameworkDetailCsv,
  frameworkDetailOf,
  groupHeading,
  ownerCounts,
  stateText,
  type StoredControlState,
} from '@/lib/domain/frameworks/controls';
import { controlsByRequirement, frameworkProgress } from '@/lib/domain/frameworks/scores';
import { demoControlStates } from '@/lib/seed/control-states';

const stored = (state: StoredControlState['state'], extra: Partial<StoredControlState> = {}): StoredControlState => ({
  state,
  reason: '',
  ownerMemberId: null,
  note: '',
  version: 1,
  ...extra,
});

const framework: LibraryFramework = {
  id: 'hipaa',
  name: 'HIPAA Security Rule',
  edition: 'test edition',
  groups: [
    {
      id: '164.308',
      title: 'Administrative safeguards',
      requirements: [
        { id: 'R1', title: 'Risk analysis', kind: 'required' },
        { id: 'R2', title: 'Training', kind: 'addressable' },
      ],
    },
    {
      id: '164.312',
      title: 'Technical safeguards',
      requirements: [
        { id: 'R3', title: 'Unique user id', kind: 'required' },
        { id: 'R4', title: 'Nothing maps here', kind: 'required' },
      ],
    },
  ],
};
const control = (id: string, maps: string[]): LibraryControl => ({
  id,
  name: `Control ${id}`,
  asks: `Do ${id}.`,
  evidence: 'proof',
  owner: 'Security',
  maps,
});
const controls = [
  control('C-1', ['hipaa:R1', 'hipaa:R3', 'soc2:CC1.1']),
  control('C-2', ['hipaa:R1', 'hipaa:R2']),
  control('C-3', ['soc2:CC6.1']),
];

describe('frameworkDetailOf', () => {
  it('shows every requirement in its group with its mapped controls, never-touched controls as Not Started', () => {
    const detail = frameworkDetailOf(framework, controls, new Map(), new Map(), new Set());
    expect(detail).toMatchObject({
      id: 'hipaa',
      name: 'HIPAA Security Rule',
      edition: 'test edition',
      progress: { met: 0, total: 4, percent: 0 },
      controlTotal: 2,
      unowned: 2,
      owners: [],
    });
    expect(detail.stateCounts).toEqual({ 'not-started': 2, 'in-progress': 0, implemented: 0, 'not-applicable': 0 });
    expect(detail.groups.map((group) => [group.heading, group.met, group.total])).toEqual([
      ['§164.308 Administrative safeguards', 0, 2],
      ['§164.312 Technical safeguards', 0, 2],
    ]);
    const [r1, r2] = detail.groups[0]!.requirements;
    expect(r1).toMatchObject({ id: 'R1', title: 'Risk analysis', kind: 'required', met: false });
    expect(r1!.controls.map((c) => c.id)).toEqual(['C-1', 'C-2']);
    expect(r1!.controls[0]).toEqual({
      id: 'C-1',
      name: 'Control C-1',
      asks: 'Do C-1.',
      state: 'not-started',
      reason: '',
      ownerMemberId: null,
      ownerName: null,
      note: '',
      needsEvidence: false,
      failingChecks: [],
      version: 0,
    });
    expect(r2!.kind).toBe('addressable');
    expect(detail.groups[1]!.requirements[1]).toMatchObject({ id: 'R4', met: false, controls: [] });
  });

  it('meets a requirement once all its controls are not applicable or implemented with evidence, the same control counting everywhere', () => {
    const states = new Map([
      ['C-1', stored('implemented', { ownerMemberId: 'm1', note: 'Done', version: 3 })],
      ['C-2', stored('in-progress', { ownerMemberId: 'gone' })],
    ]);
    const detail = frameworkDetailOf(framework, controls, states, new Map([['m1', 'Ana']]), new Set(['C-1']));
    const requirements = detail.groups.flatMap((group) => group.requirements);
    expect(requirements.map((r) => [r.id, r.met])).toEqual([
      ['R1', false],
      ['R2', false],
      ['R3', true],
      ['R4', false],
    ]);
    // C-1 under R1 and under R3 is the same control, with the same state, owner, note and version.
    expect(requirements[2]!.controls[0]).toEqual(requirements[0]!.controls[0]);
    expect(requirements[0]!.controls[0]).toMatchObject({ ownerName: 'Ana', note: 'Done', version: 3 });
    // An owner id without a name (not in the team) shows no name.
    expect(requirements[0]!.controls[1]).toMatchObject({ ownerMemberId: 'gone', ownerName: null });
    expect(detail.progress).toEqual({ met: 1, total: 4, percent: 25 });
    expect(detail.groups.map((group) => group.met)).toEqual([0, 1]);
    expect(detail.owners).toEqual([{ name: 'Ana', controls: 1 }]);
    expect(detail.unowned).toBe(1);

    const done = frameworkDetailOf(
      framework,
      controls,
      new Map([...states, ['C-2', stored('not-applicable', { reason: 'No staff' })]]),
      new Map(),
      new Set(['C-1']),
    );
    expect(done.progress).toEqual({ met: 3, total: 4, percent: 75 });
    expect(done.stateCounts).toEqual({ 'not-started': 0, 'in-progress': 0, implemented: 1, 'not-applicable': 1 });
    expect(done.groups[0]!.requirements[1]!.controls[0]).toMatchObject({ state: 'not-applicable', reason: 'No staff' });
  });

  it('marks an implemented control without current evidence as needing it, and meets nothing with it', () => {
    const states = new Map([
      ['C-1', stored('implemented')],
      ['C-2', stored('not-applicable', { reason: 'No staff' })],
    ]);
    const without = frameworkDetailOf(framework, controls, states, new Map(), new Set());
    const requirements = without.groups.flatMap((group) => group.requirements);
    expect(requirements.map((r) => [r.id, r.met])).toEqual([
      ['R1', false],
      ['R2', true],
      ['R3', false],
      ['R4', false],
    ]);
    expect(requirements[0]!.controls.map((c) => [c.id, c.needsEvidence])).toEqual([
      ['C-1', true],
      ['C-2', false],
    ]);
    expect(without.progress).toEqual({ met: 1, total: 4, percent: 25 });
    expect(without.needingEvidence).toBe(1);
    expect(without.stateCounts.implemented).toBe(1);

    const withEvidence = frameworkDetailOf(framework, controls, states, new Map(), new Set(['C-1']));
    expect(withEvidence.progress).toEqual({ met: 3, total: 4, percent: 75 });
    expect(withEvidence.needingEvidence).toBe(0);
    // Evidence linked to a control not implemented changes nothing.
    expect(frameworkDetailOf(framework, controls, new Map(), new Map(), new Set(['C-1', 'C-2'])).progress.met).toBe(0);

    // A failing automated check: the control needs attention (not evidence) and counts for nothing, evidence or not.
    const failing = frameworkDetailOf(framework, controls, states, new Map(), new Set(['C-1']), new Map([['C-1', ['Reviews required']]]));
    expect(failing.progress).toEqual(without.progress);
    expect(failing.needingEvidence).toBe(0);
    const failed = failing.groups
      .flatMap((group) => group.requirements.flatMap((requirement) => requirement.controls))
      .find((c) => c.id === 'C-1')!;
    expect(failed).toMatchObject({ needsEvidence: false, failingChecks: ['Reviews required'] });
  });

  it('keeps a reason only for Not Applicable', () => {
    const detail = frameworkDetailOf(
      framework,
      controls,
      new Map([['C-2', stored('implemented', { reason: 'left over' })]]),
      new Map(),
      new Set(),
    );
    expect(detail.groups[0]!.requirements[1]!.controls[0]!.reason).toBe('');
  });

  it('agrees with the progress every other screen computes, for every library framework', () => {
    const states = demoControlStates();
    const rows = new Map([...states].map(([id, state]) => [id, stored(state, state === 'not-applicable' ? { reason: 'r' } : {})]));
    const index = controlsByRequirement(libraryControls);
    // Half the controls have current evidence: both computations apply the same rule.
    const evidenced = new Set(libraryControls.filter((_, position) => position % 2 === 0).map((c) => c.id));
    for (const library of libraryFrameworks) {
      const detail = frameworkDetailOf(library, libraryControls, rows, new Map(), evidenced);
      expect(detail.progress).toEqual(frameworkProgress(library, index, states, evidenced));
      expect(detail.groups.reduce((sum, group) => sum + group.met, 0)).toBe(detail.progress.met);
      const distinct = new Set(libraryControls.filter((c) => c.maps.some((key) => key.startsWith(`${library.id}:`))).map((c) => c.id));
      expect(detail.controlTotal).toBe(distinct.size);
      expect(Object.values(detail.stateCounts).reduce((a, b) => a + b, 0)).toBe(distinct.size);
    }
  });

  it("gives the demo organization's SOC 2 its 59 of 61 (96%) in the standard's series", () => {
    const rows = new Map([...demoControlStates()].map(([id, state]) => [id, stored(state)]));
    // The demo seed links verified evidence to every control it implements.
    const evidenced = new Set(libraryControls.map((c) => c.id));
    const detail = frameworkDetailOf(libraryFramework('soc2'), libraryControls, rows, new Map(), evidenced);
    expect(detail.progress).toEqual({ met: 59, total: 61, percent: 96 });
    expect(detail.needingEvidence).toBe(0);
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
    expect(detail.groups[0]!.heading).toBe('CC1 Control Environment');
  });
});

describe('groupHeading', () => {
  it('names groups as each standard does', () => {
    expect(groupHeading('soc2', { id: 'CC6', title: 'Access' })).toBe('CC6 Access');
    expect(groupHeading('iso27001', { id: 'A.8', title: 'Technological controls' })).toBe('A.8 Technological controls');
    expect(groupHeading('hipaa', { id: '164.310', title: 'Physical safeguards' })).toBe('§164.310 Physical safeguards');
    expect(groupHeading('pci-dss', { id: '3', title: 'Stored account data' })).toBe('Requirement 3: Stored account data');
    expect(groupHeading('gdpr', { id: 'rights', title: 'Rights' })).toBe('Rights');
    expect(groupHeading('ccpa', { id: 'notice', title: 'Notice' })).toBe('Notice');
    expect(groupHeading('dora', { id: 'incidents', title: 'ICT-related incidents (Chapter III)' })).toBe(
      'ICT-related incidents (Chapter III)',
    );
    expect(groupHeading('iso42001', { id: 'A.6', title: 'AI system life cycle' })).toBe('A.6 AI system life cycle');
    expect(groupHeading('nist-ai-rmf', { id: 'MAP', title: 'Context is recognized and its risks identified' })).toBe(
      'MAP Context is recognized and its risks identified',
    );
  });
});

describe('detailFrameworkId', () => {
  it('takes a directory id from the address, else SOC 2', () => {
    expect(detailFrameworkId('iso27001', directoryIds)).toBe('iso27001');
    expect(detailFrameworkId('glba', directoryIds)).toBe('glba');
    expect(detailFrameworkId(['pci-dss', 'gdpr'], directoryIds)).toBe('pci-dss');
    expect(detailFrameworkId(undefined, directoryIds)).toBe('soc2');
    expect(detailFrameworkId('', directoryIds)).toBe('soc2');
    expect(detailFrameworkId('SOC2', directoryIds)).toBe('soc2');
    expect(detailFrameworkId('../etc', directoryIds)).toBe('soc2');
    expect(detailFrameworkId([], directoryIds)).toBe('soc2');
  });
});

describe('display texts', () => {
  it('words states, options and the confirmation', () => {
    expect(controlStateOptions.map((option) => option.label)).toEqual(['Not Started', 'In Progress', 'Implemented', 'Not Applicable']);
    expect(stateText({ state: 'not-applicable', reason: 'No card data' })).toBe('Not Applicable (No card data)');
    expect(stateText({ state: 'implemented', reason: '' })).toBe('Implemented');
    expect(controlSavedMessage('OPS-06', 'Capacity management', 'implemented')).toBe('OPS-06 Capacity management is now Implemented.');
    expect(detailCsvFilename('soc2')).toBe('soc2-requirements-and-controls.csv');
  });
  it('counts owners, most controls first', () => {
    expect(ownerCounts([{ ownerName: 'Bo' }, { ownerName: 'Ana' }, { ownerName: null }, { ownerName: 'Bo' }, { ownerName: 'Al' }])).toEqual(
      {
        owners: [
          { name: 'Bo', controls: 2 },
          { name: 'Al', controls: 1 },
          { name: 'Ana', controls: 1 },
        ],
        unowned: 1,
      },
    );
  });
});

describe('frameworkDetailCsv', () => {
  it('has one row per requirement and mapped control, with safe cells', () => {
    const states = new Map([
      ['C-1', stored('implemented', { ownerMemberId: 'm1', note: '=HYPERLINK("x")' })],
      ['C-2', stored('not-applicable', { reason: 'No staff, none hired' })],
    ]);
    const detail = frameworkDetailOf(framework, controls, states, new Map([['m1', '@Ana']]), new Set());
    const lines = frameworkDetailCsv(detail).split('\r\n');
    expect(lines).toEqual([
      'Requirement,Control,State,Owner,Note',
      `R1 Risk analysis,C-1 Control C-1,Implemented,'@Ana,"'=HYPERLINK(""x"")"`,
      'R1 Risk analysis,C-2 Control C-2,"Not Applicable (No staff, none hired)",,',
      'R2 Training,C-2 Control C-2,"Not Applicable (No staff, none hired)",,',
      `R3 Unique user id,C-1 Control C-1,Implemented,'@Ana,"'=HYPERLINK(""x"")"`,
      'R4 Nothing maps here,,,,',
      '',
    ]);
  });
});
