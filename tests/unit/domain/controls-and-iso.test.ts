import { controlProgress, controlsToCsv } from '@/lib/domain/controls';
import { initiallyOpenPhases, nextIsoStep, stepActionMessage } from '@/lib/domain/iso-setup';
import { isoPhases, isoSummary } from '@/lib/catalog/iso-setup';
import { soc2ControlGroups } from '@/lib/catalog/soc2-controls';
import type { IsoPhase } from '@/lib/schemas/iso-setup';

describe('SOC 2 controls', () => {
  it('has five groups of 15, 12, 8, 15 and 14 controls (spec §9)', () => {
    expect(soc2ControlGroups.map((g) => [g.title, g.controls.length])).toEqual([
      ['Security (CC)', 15],
      ['Availability (A)', 12],
      ['Processing Integrity (PI)', 8],
      ['Confidentiality (C)', 15],
      ['Privacy (P)', 14],
    ]);
  });
  it('counts progress across groups', () => {
    const progress = controlProgress(soc2ControlGroups);
    expect(progress.total).toBe(64);
    expect(progress.compliant + progress.inProgress + progress.notStarted).toBe(64);
    expect(progress.percent).toBe(Math.round((progress.compliant / 64) * 100));
    expect(controlProgress([])).toEqual({ total: 0, compliant: 0, inProgress: 0, notStarted: 0, percent: 0 });
  });
  it('exports the controls as CSV', () => {
    const lines = controlsToCsv(soc2ControlGroups).trimEnd().split('\r\n');
    expect(lines[0]).toBe('Group,Code,Control,Description,Status,Owner');
    expect(lines).toHaveLength(65);
    expect(lines[1]).toBe('Security (CC),CC1.1,Integrity and ethical values,Code of conduct acknowledged by every employee.,compliant,Sarah Chen');
  });
});

describe('ISO 27001 setup', () => {
  it('has the spec §9 summary and four phases', () => {
    expect(isoSummary).toEqual({ annexAControls: 114, implemented: 73, phasesDone: 8, phasesTotal: 12, percentComplete: 65 });
    expect(isoPhases).toHaveLength(4);
  });
  it('offers every per-step action of the spec somewhere', () => {
    const actions = new Set(isoPhases.flatMap((p) => p.steps.flatMap((s) => s.actions)));
    expect([...actions].sort()).toEqual(['Assign', 'Continue', 'Edit', 'Start', 'View', 'View All']);
  });
  it('words each action message', () => {
    expect(stepActionMessage('Start', { name: 'Internal audit' })).toBe('Starting Internal audit...');
    expect(stepActionMessage('View All', { name: 'Controls' })).toBe('Showing every item of Controls...');
  });
  it('continues the first step in progress, else the first pending one', () => {
    expect(nextIsoStep(isoPhases)?.name).toBe('Implement Annex A controls');
    const step = (status: 'completed' | 'pending') => ({ name: status, description: 'd', status, note: 'n', assignee: 'a', actions: ['View' as const] });
    const phases: IsoPhase[] = [{ id: 'x', title: 'X', progress: 0, steps: [step('completed'), step('pending')] }];
    expect(nextIsoStep(phases)?.name).toBe('pending');
    expect(nextIsoStep([{ ...phases[0]!, steps: [step('completed')] }])).toBeUndefined();
  });
  it('opens the phases that are not finished', () => {
    expect(initiallyOpenPhases(isoPhases)).toEqual(['implementation', 'audit']);
  });
});
