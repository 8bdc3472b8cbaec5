import type { LibraryControl, LibraryFramework } from '@/lib/catalog/types';
import {
  complianceScore,
  controlsByRequirement,
  countsToward,
  frameworkProgress,
  needsEvidence,
  satisfies,
} from '@/lib/domain/frameworks/scores';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';

const framework = (id: LibraryFramework['id'], requirementIds: string[]): LibraryFramework => ({
  id,
  name: id,
  edition: 'test',
  groups: [{ id: 'g', title: 'Group', requirements: requirementIds.map((requirementId) => ({ id: requirementId, title: requirementId })) }],
});

const control = (id: string, maps: string[]): LibraryControl => ({ id, name: id, asks: 'x', evidence: 'y', owner: 'Security', maps });

const soc2 = framework('soc2', ['CC6.1', 'CC6.2', 'CC7.1', 'CC8.1']);
const iso = framework('iso27001', ['A.5.15', 'A.8.5']);
const controls = [
  control('AC-01', ['soc2:CC6.1', 'iso27001:A.8.5']),
  control('AC-02', ['soc2:CC6.2', 'soc2:CC6.1', 'iso27001:A.5.15']),
  control('OPS-01', ['soc2:CC7.1']),
];
const index = controlsByRequirement(controls);
const states = (entries: Record<string, ControlState>) => new Map(Object.entries(entries));
/** Every control has current evidence: the cases below are about the states alone. */
const all: ReadonlySet<string> = new Set(controls.map((entry) => entry.id));
const none: ReadonlySet<string> = new Set();
const allStates = ['not-started', 'in-progress', 'implemented', 'not-applicable', undefined] as const;

describe('satisfies', () => {
  it('counts implemented and not applicable, and nothing else', () => {
    expect(
      ['not-started', 'in-progress', 'implemented', 'not-applicable', undefined].map((state) =>
        satisfies(state as ControlState | undefined),
      ),
    ).toEqual([false, false, true, true, false]);
  });
});

describe('countsToward and needsEvidence', () => {
  it('counts not applicable without evidence, implemented only with current evidence, and nothing else', () => {
    expect(allStates.map((state) => countsToward(state, true))).toEqual([false, false, true, true, false]);
    expect(allStates.map((state) => countsToward(state, false))).toEqual([false, false, false, true, false]);
  });

  it('asks evidence only of an implemented control that has none', () => {
    expect(allStates.map((state) => needsEvidence(state, false))).toEqual([false, false, true, false, false]);
    expect(allStates.map((state) => needsEvidence(state, true))).toEqual([false, false, false, false, false]);
  });
});

describe('controlsByRequirement', () => {
  it('lists every control mapped to a requirement', () => {
    expect(index.get('soc2:CC6.1')).toEqual(['AC-01', 'AC-02']);
    expect(index.get('soc2:CC8.1')).toBeUndefined();
  });
});

describe('frameworkProgress', () => {
  it('is 0 of all requirements when nothing is done', () => {
    expect(frameworkProgress(soc2, index, states({}), all)).toEqual({ met: 0, total: 4, percent: 0 });
  });

  it('meets a requirement only when every control mapped to it satisfies it', () => {
    expect(frameworkProgress(soc2, index, states({ 'AC-01': 'implemented' }), all)).toEqual({ met: 0, total: 4, percent: 0 });
    expect(frameworkProgress(soc2, index, states({ 'AC-01': 'implemented', 'AC-02': 'in-progress' }), all)).toMatchObject({ met: 0 });
    expect(frameworkProgress(soc2, index, states({ 'AC-01': 'implemented', 'AC-02': 'implemented' }), all)).toEqual({
      met: 2,
      total: 4,
      percent: 50,
    });
  });

  it('counts not applicable as satisfied, and never meets a requirement no control maps to', () => {
    expect(
      frameworkProgress(soc2, index, states({ 'AC-01': 'not-applicable', 'AC-02': 'implemented', 'OPS-01': 'implemented' }), all),
    ).toEqual({
      met: 3,
      total: 4,
      percent: 75,
    });
  });

  it('moves every framework a shared control maps to', () => {
    const done = states({ 'AC-01': 'implemented' });
    expect(frameworkProgress(iso, index, done, all)).toEqual({ met: 1, total: 2, percent: 50 });
    expect(frameworkProgress(iso, index, states({ 'AC-01': 'implemented', 'AC-02': 'implemented' }), all)).toEqual({
      met: 2,
      total: 2,
      percent: 100,
    });
  });

  it('rounds down, so 100% means every requirement', () => {
    const three = framework('gdpr', ['Art. 5', 'Art. 6', 'Art. 30']);
    const threeIndex = controlsByRequirement([control('PRV-01', ['gdpr:Art. 5', 'gdpr:Art. 6']), control('PRV-02', ['gdpr:Art. 30'])]);
    expect(frameworkProgress(three, threeIndex, states({ 'PRV-01': 'implemented' }), new Set(['PRV-01']))).toEqual({
      met: 2,
      total: 3,
      percent: 66,
    });
  });

  it('does not count an implemented control without current evidence', () => {
    const done = states({ 'AC-01': 'implemented', 'AC-02': 'implemented', 'OPS-01': 'implemented' });
    expect(frameworkProgress(soc2, index, done, none)).toEqual({ met: 0, total: 4, percent: 0 });
    expect(frameworkProgress(soc2, index, done, new Set(['AC-01']))).toEqual({ met: 0, total: 4, percent: 0 });
    expect(frameworkProgress(soc2, index, done, new Set(['AC-01', 'AC-02']))).toEqual({ met: 2, total: 4, percent: 50 });
    expect(frameworkProgress(iso, index, done, new Set(['AC-01']))).toEqual({ met: 1, total: 2, percent: 50 });
  });

  it('needs no evidence for a control not applicable, and evidence alone does not make a control count', () => {
    expect(frameworkProgress(iso, index, states({ 'AC-01': 'not-applicable', 'AC-02': 'not-applicable' }), none)).toEqual({
      met: 2,
      total: 2,
      percent: 100,
    });
    expect(frameworkProgress(iso, index, states({ 'AC-01': 'in-progress', 'AC-02': 'not-started' }), all)).toEqual({
      met: 0,
      total: 2,
      percent: 0,
    });
    expect(frameworkProgress(iso, index, states({}), all)).toEqual({ met: 0, total: 2, percent: 0 });
  });

  it('has no progress for a framework without requirements', () => {
    expect(frameworkProgress(framework('ccpa', []), index, states({}), all)).toBeNull();
  });
});

describe('complianceScore', () => {
  it('is the rounded mean of the known progress figures, and null with none', () => {
    expect(complianceScore([{ met: 1, total: 1, percent: 96 }, { met: 1, total: 1, percent: 89 }, null])).toBe(93);
    expect(complianceScore([null])).toBeNull();
    expect(complianceScore([])).toBeNull();
  });
});
