import { isoPhases, isoSteps } from '@/lib/catalog/iso-setup';
import {
  dueText,
  initiallyOpenPhases,
  isoSetupView,
  nextIsoStep,
  opensStep,
  stepActions,
  stepAssignedMessage,
  stepDoneQuestion,
  stepStartedMessage,
  storedIsoSetupOf,
} from '@/lib/domain/frameworks/iso-setup';
import type { IsoDoneStep } from '@/lib/schemas/frameworks/iso-setup';

const DAY = 24 * 60 * 60 * 1000;
const startedAt = new Date('2026-01-05T00:00:00Z');
const today = new Date('2026-04-01T12:00:00Z');
const annexA = { total: 93, met: 63 };
const done = (...ids: string[]): IsoDoneStep[] => ids.map((id) => ({ id, at: '2026-02-10T09:00:00Z', by: 'Sarah Chen' }));
const demoSteps = done(
  'isms-scope',
  'security-policy',
  'roles',
  'asset-inventory',
  'risk-assessment',
  'risk-treatment',
  'statement-of-applicability',
  'awareness-training',
);
const view = (doneSteps: IsoDoneStep[]) => isoSetupView({ phases: isoPhases, doneSteps, annexA, startedAt, today });

describe('ISO 27001 setup guide (catalog)', () => {
  it('has four phases of 12 steps with unique ids, weights adding up to 100 and due weeks within 16', () => {
    expect(isoPhases).toHaveLength(4);
    expect(isoSteps).toHaveLength(12);
    expect(new Set(isoSteps.map((step) => step.id)).size).toBe(12);
    expect(isoSteps.reduce((sum, step) => sum + step.weight, 0)).toBe(100);
    expect(Math.max(...isoSteps.map((step) => step.dueWeek))).toBe(16);
  });
});

describe('ISO 27001 setup view', () => {
  it("gives the demo's steps their figures: 8 of 12, 65% complete", () => {
    expect(view(demoSteps).summary).toEqual({ annexAControls: 93, implemented: 63, stepsDone: 8, stepsTotal: 12, percentComplete: 65 });
  });

  it('starts a new setup at 0% with the first step in progress and every other pending', () => {
    const fresh = view([]);
    expect(fresh.summary).toMatchObject({ stepsDone: 0, stepsTotal: 12, percentComplete: 0 });
    const statuses = fresh.phases.flatMap((phase) => phase.steps.map((step) => step.status));
    expect(statuses[0]).toBe('in-progress');
    expect(statuses.slice(1).every((status) => status === 'pending')).toBe(true);
    expect(fresh.phases.map((phase) => phase.progress)).toEqual([0, 0, 0, 0]);
  });

  it('marks done steps completed with when and by whom, and the first open step in progress', () => {
    const phases = view(demoSteps).phases;
    expect(phases.map((phase) => phase.progress)).toEqual([100, 100, 42, 0]);
    const steps = phases.flatMap((phase) => phase.steps);
    expect(steps[0]).toMatchObject({ status: 'completed', note: 'Completed Feb 10, 2026 by Sarah Chen', actions: ['View', 'Edit'] });
    expect(steps.find((step) => step.id === 'annex-a-controls')).toMatchObject({
      status: 'in-progress',
      note: '63 of 93 Annex A controls implemented',
      actions: ['Continue', 'View All'],
    });
    expect(steps.find((step) => step.id === 'internal-audit')).toMatchObject({
      status: 'pending',
      note: 'Not started',
      actions: ['Assign', 'Start'],
    });
    expect(nextIsoStep(phases)?.name).toBe('Implement Annex A controls');
    expect(initiallyOpenPhases(phases)).toEqual(['implementation', 'audit']);
  });

  it('shows a started step in progress, with who started it, and keeps it open (not done)', () => {
    const started = isoSetupView({
      phases: isoPhases,
      doneSteps: demoSteps,
      startedSteps: [{ id: 'management-review', at: '2026-03-20T10:00:00Z', by: 'Sam Lee' }],
      annexA,
      startedAt,
      today,
    });
    const step = started.phases.flatMap((phase) => phase.steps).find((candidate) => candidate.id === 'management-review');
    expect(step).toMatchObject({ status: 'in-progress', note: 'Started Mar 20, 2026 by Sam Lee', actions: ['Continue', 'View All'] });
    expect(started.summary.stepsDone).toBe(8);
    expect(nextIsoStep(started.phases)?.id).toBe('annex-a-controls');
  });

  it("names the member a step is assigned to (current name, else the stored one), else the step's usual owner", () => {
    const assigned = isoSetupView({
      phases: isoPhases,
      doneSteps: demoSteps,
      assignments: [
        { id: 'internal-audit', memberId: 'm-1', name: 'Old Name', at: '2026-03-01T00:00:00Z', by: 'Sarah Chen' },
        { id: 'management-review', memberId: 'm-gone', name: 'Left Person', at: '2026-03-01T00:00:00Z', by: 'Sarah Chen' },
      ],
      teamNames: new Map([['m-1', 'New Name']]),
      annexA,
      startedAt,
      today,
    });
    const steps = assigned.phases.flatMap((phase) => phase.steps);
    expect(steps.find((step) => step.id === 'internal-audit')).toMatchObject({ assignee: 'New Name', assigneeMemberId: 'm-1' });
    expect(steps.find((step) => step.id === 'management-review')?.assignee).toBe('Left Person');
    expect(steps.find((step) => step.id === 'certification-audit')).toMatchObject({ assignee: 'Compliance lead', assigneeMemberId: null });
    expect(assigned.nextActions[1]).toMatchObject({ stepId: 'internal-audit', assignee: 'New Name' });
    expect(steps.find((step) => step.id === 'internal-audit')).toMatchObject({ owner: 'Compliance lead', due: 'Due Apr 13, 2026' });
    expect(steps.every((step) => step.needs.length > 0)).toBe(true);
  });

  it('reads a stored setup back: older setups without started steps or assignments, unknown ids and bad shapes', () => {
    const known = new Set(isoSteps.map((step) => step.id));
    expect(storedIsoSetupOf({ doneSteps: done('isms-scope') }, known)).toEqual({
      doneSteps: done('isms-scope'),
      startedSteps: [],
      assignments: [],
    });
    expect(storedIsoSetupOf({ doneSteps: done('gone'), startedSteps: done('roles', 'gone') }, known)).toEqual({
      doneSteps: [],
      startedSteps: done('roles'),
      assignments: [],
    });
    expect(storedIsoSetupOf('nonsense', known)).toEqual({ doneSteps: [], startedSteps: [], assignments: [] });
    expect(storedIsoSetupOf(null, known)).toEqual({ doneSteps: [], startedSteps: [], assignments: [] });
  });

  it('ignores steps the guide no longer has', () => {
    expect(view(done('gone-step')).summary.stepsDone).toBe(0);
  });

  it('lists the next three open steps, the first one high priority, due by the plan', () => {
    expect(view(demoSteps).nextActions).toEqual([
      {
        stepId: 'annex-a-controls',
        title: 'Implement Annex A controls',
        priority: 'high',
        due: 'Overdue since Mar 30, 2026',
        assignee: 'Engineering',
      },
      { stepId: 'internal-audit', title: 'Internal audit', priority: 'medium', due: 'Due Apr 13, 2026', assignee: 'Compliance lead' },
      { stepId: 'management-review', title: 'Management review', priority: 'medium', due: 'Due Apr 20, 2026', assignee: 'Leadership' },
    ]);
    expect(view(isoSteps.map((step) => ({ id: step.id, at: today.toISOString(), by: '' }))).nextActions).toEqual([]);
  });

  it('puts the phases on the timeline: done ones completed, the one of the next step current', () => {
    expect(view(demoSteps).timeline.map((item) => [item.title, item.when, item.state])).toEqual([
      ['Planning & Scoping', 'Weeks 1-3', 'completed'],
      ['Risk Assessment', 'Weeks 4-6', 'completed'],
      ['Control Implementation', 'Weeks 7-13', 'current'],
      ['Audit & Certification', 'Weeks 14-16', 'scheduled'],
    ]);
  });
});

describe('ISO 27001 step actions', () => {
  it('offers every per-step action of the setup guide by status', () => {
    expect([...new Set((['completed', 'in-progress', 'pending'] as const).flatMap(stepActions))].sort()).toEqual([
      'Assign',
      'Continue',
      'Edit',
      'Start',
      'View',
      'View All',
    ]);
  });
  it('opens the step for View, Edit and Continue; Assign, Start and View All do their own work', () => {
    expect((['View', 'Edit', 'Continue'] as const).every(opensStep)).toBe(true);
    expect((['Assign', 'Start', 'View All'] as const).some(opensStep)).toBe(false);
  });
  it('asks before a step is done, and words the start and the assignment', () => {
    expect(stepDoneQuestion({ name: 'Internal audit' })).toBe('Mark Internal audit as done?');
    expect(stepStartedMessage({ name: 'Internal audit' })).toBe('Internal audit is in progress.');
    expect(stepAssignedMessage({ name: 'Internal audit' }, 'Sam Lee')).toBe('Internal audit is assigned to Sam Lee.');
  });
  it('says Due, or Overdue since once the day has passed', () => {
    const due = new Date('2026-03-03T00:00:00Z');
    expect(dueText(due, new Date(due.getTime() + DAY / 2))).toBe('Due Mar 3, 2026');
    expect(dueText(due, new Date(due.getTime() + DAY))).toBe('Overdue since Mar 3, 2026');
  });
});
