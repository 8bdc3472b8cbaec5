import {
  accessRemovedStep,
  checklistControls,
  checklistDueAt,
  checklistDueDay,
  checklistMoment,
  checklistStanding,
  checklistTaskTitle,
  checklistTemplateProblem,
  endedByDeparture,
  ENDED_LABEL,
  connectedSystemNames,
  defaultTemplateSteps,
  dueRule,
  offboardingDueAt,
  onboardingDueAt,
  onboardsOnAdding,
  standingTones,
} from '@/lib/domain/checklists/rules';
import { checklistTemplateFormSchema, stepLines } from '@/lib/schemas/checklists/records';

const at = (iso: string) => new Date(iso);
const HOUR = 3_600_000;

describe('default templates', () => {
  it('onboards with the background check, the NDA, the encrypted device and the accounts', () => {
    expect(defaultTemplateSteps('onboarding')).toEqual([
      'Background check',
      'NDA or confidentiality agreement signed',
      'Device encrypted',
      'Accounts created',
    ]);
  });

  it('offboards with access removed from email and SSO, then the device returned, when nothing is connected', () => {
    expect(defaultTemplateSteps('offboarding')).toEqual(['Access removed: Email and SSO', 'Device returned']);
  });

  it('adds one access step per connected system, before email and SSO, without repeating one', () => {
    expect(defaultTemplateSteps('offboarding', ['GitHub', 'AWS', 'GitHub'])).toEqual([
      'Access removed: GitHub',
      'Access removed: AWS',
      'Access removed: Email and SSO',
      'Device returned',
    ]);
  });

  it('ignores connected systems on onboarding, and answers a copy each time', () => {
    const first = defaultTemplateSteps('onboarding', ['GitHub']);
    first.push('changed');
    expect(defaultTemplateSteps('onboarding', ['GitHub'])).toHaveLength(4);
  });

  it('names connected integrations as the catalog does, in its order, and skips unknown providers', () => {
    expect(connectedSystemNames(['okta', 'github', 'aws', 'unknown'])).toEqual(['GitHub', 'AWS', 'Okta']);
    expect(connectedSystemNames([])).toEqual([]);
    expect(accessRemovedStep('Okta')).toBe('Access removed: Okta');
  });

  it('maps each kind to its library controls', () => {
    expect(checklistControls.onboarding).toEqual(['HR-01', 'HR-02', 'AC-02']);
    expect(checklistControls.offboarding).toEqual(['HR-05', 'AC-02']);
  });
});

describe('due times', () => {
  it('starts the offboarding clock at midnight UTC after the last day', () => {
    expect(offboardingDueAt('2026-03-10', 24).toISOString()).toBe('2026-03-12T00:00:00.000Z');
    expect(offboardingDueAt('2026-03-10', 1).toISOString()).toBe('2026-03-11T01:00:00.000Z');
    expect(offboardingDueAt('2026-12-31', 720).toISOString()).toBe('2027-01-31T00:00:00.000Z');
  });

  it('crosses a leap day', () => {
    expect(offboardingDueAt('2028-02-28', 24).toISOString()).toBe('2028-03-01T00:00:00.000Z');
  });

  it('gives an onboarding seven days from the start date', () => {
    expect(onboardingDueAt('2026-03-10').toISOString()).toBe('2026-03-17T00:00:00.000Z');
  });

  it('answers the due time by kind; an offboarding needs an end date', () => {
    const person = { startDate: '2026-01-05', endDate: '2026-03-10' };
    expect(checklistDueAt('onboarding', person, 48)?.toISOString()).toBe('2026-01-12T00:00:00.000Z');
    expect(checklistDueAt('offboarding', person, 48)?.toISOString()).toBe('2026-03-13T00:00:00.000Z');
    expect(checklistDueAt('offboarding', { ...person, endDate: null }, 24)).toBeNull();
  });

  it('names the last day a checklist is on time as the due day of its task', () => {
    expect(checklistDueDay(offboardingDueAt('2026-03-10', 24))).toBe('2026-03-11');
    expect(checklistDueDay(offboardingDueAt('2026-03-10', 1))).toBe('2026-03-11');
    expect(checklistDueDay(onboardingDueAt('2026-03-10'))).toBe('2026-03-16');
    expect(checklistTaskTitle('offboarding', 'Ada Lovelace')).toBe('Offboard Ada Lovelace');
    expect(checklistTaskTitle('onboarding', 'Ada Lovelace')).toBe('Onboard Ada Lovelace');
  });

  it('onboards a person on adding only while employed and before the onboarding would be due', () => {
    const now = new Date('2026-03-10T12:00:00Z');
    expect(onboardsOnAdding({ startDate: '2026-03-10', endDate: null }, now)).toBe(true);
    expect(onboardsOnAdding({ startDate: '2026-04-01', endDate: null }, now)).toBe(true);
    expect(onboardsOnAdding({ startDate: '2026-03-04', endDate: null }, now)).toBe(true);
    expect(onboardsOnAdding({ startDate: '2026-03-03', endDate: null }, now)).toBe(false);
    expect(onboardsOnAdding({ startDate: '2024-01-15', endDate: null }, now)).toBe(false);
    expect(onboardsOnAdding({ startDate: '2026-03-10', endDate: '2026-06-30' }, now)).toBe(false);
  });

  it('says the due rule on screen', () => {
    expect(dueRule('onboarding', 24)).toBe('Due 7 days after the start date.');
    expect(dueRule('offboarding', 24)).toBe('Due 24 hours after the end of the last day (midnight UTC).');
    expect(dueRule('offboarding', 1)).toBe('Due 1 hour after the end of the last day (midnight UTC).');
  });
});

describe('checklistStanding', () => {
  const dueAt = at('2026-03-12T00:00:00Z');
  const open = { dueAt, finishedAt: null };

  it('is met when finished before or exactly at the due time', () => {
    expect(checklistStanding({ dueAt, finishedAt: at('2026-03-11T09:00:00Z') }, at('2026-04-01T00:00:00Z'))).toEqual({
      status: 'met',
      label: 'Deadline met',
    });
    expect(checklistStanding({ dueAt, finishedAt: dueAt }, dueAt).status).toBe('met');
  });

  it('is missed when finished after the due time, whenever it is read', () => {
    const late = { dueAt, finishedAt: new Date(dueAt.getTime() + 1) };
    expect(checklistStanding(late, at('2026-03-01T00:00:00Z'))).toEqual({ status: 'missed', label: 'Deadline missed' });
  });

  it('is due soon within two days, its hours left rounded up and its words said as every duration is', () => {
    expect(checklistStanding(open, new Date(dueAt.getTime() - 5.5 * HOUR))).toEqual({
      status: 'due-soon',
      label: 'Due in 5 hours',
      hoursLeft: 6,
    });
    expect(checklistStanding(open, new Date(dueAt.getTime() - 30 * 60_000))).toMatchObject({ label: 'Due in 30 minutes', hoursLeft: 1 });
    expect(checklistStanding(open, dueAt)).toMatchObject({ status: 'due-soon', hoursLeft: 1 });
    expect(checklistStanding(open, new Date(dueAt.getTime() - 47 * HOUR))).toMatchObject({ status: 'due-soon', label: 'Due in 1 day' });
  });

  it('is open, counted in days, when two days or more are left', () => {
    expect(checklistStanding(open, new Date(dueAt.getTime() - 48 * HOUR))).toEqual({
      status: 'open',
      label: 'Due in 2 days',
      hoursLeft: 48,
    });
    expect(checklistStanding(open, new Date(dueAt.getTime() - 7 * 24 * HOUR))).toMatchObject({ status: 'open', label: 'Due in 7 days' });
  });

  it('is overdue once the due time passed, counted as at least an hour late', () => {
    expect(checklistStanding(open, new Date(dueAt.getTime() + 1))).toEqual({
      status: 'overdue',
      label: 'Overdue by less than a minute',
      hoursLate: 1,
    });
    expect(checklistStanding(open, new Date(dueAt.getTime() + 5 * HOUR))).toMatchObject({ label: 'Overdue by 5 hours', hoursLate: 5 });
    expect(checklistStanding(open, new Date(dueAt.getTime() + 73 * HOUR))).toMatchObject({ label: 'Overdue by 3 days', hoursLate: 73 });
  });
});

describe('a checklist closed by a departure', () => {
  const dueAt = at('2026-03-12T00:00:00Z');
  const steps = [
    { title: 'Background check', doneAt: at('2026-03-05T10:00:00Z'), doneByName: 'Ada' },
    { title: 'Device encrypted', doneAt: null, doneByName: null },
  ];

  it('reads as closed, not as met or missed, when it finished with steps left', () => {
    const closed = { dueAt, finishedAt: at('2026-03-20T00:00:00Z'), steps };
    expect(endedByDeparture(closed)).toBe(true);
    expect(checklistStanding(closed, at('2026-03-21T00:00:00Z'))).toEqual({ status: 'ended', label: ENDED_LABEL });
  });

  it('is not closed while open, nor once every step is done', () => {
    expect(endedByDeparture({ finishedAt: null, steps })).toBe(false);
    const done = steps.map((step) => ({ ...step, doneAt: step.doneAt ?? at('2026-03-06T00:00:00Z') }));
    expect(endedByDeparture({ finishedAt: at('2026-03-06T00:00:00Z'), steps: done })).toBe(false);
  });
});

describe('checklistTemplateProblem', () => {
  const steps = ['Background check'];

  it('accepts 1 to 30 steps of 1 to 120 characters and 1 to 720 hours', () => {
    expect(checklistTemplateProblem({ steps, deadlineHours: 24 })).toBeNull();
    expect(checklistTemplateProblem({ steps: Array.from({ length: 30 }, (_, i) => `Step ${i}`), deadlineHours: 1 })).toBeNull();
    expect(checklistTemplateProblem({ steps: ['x'.repeat(120)], deadlineHours: 720 })).toBeNull();
  });

  it('refuses no steps and more than 30', () => {
    expect(checklistTemplateProblem({ steps: [], deadlineHours: 24 })).toBe('Add at least one step.');
    expect(checklistTemplateProblem({ steps: Array.from({ length: 31 }, () => 'Step'), deadlineHours: 24 })).toBe(
      'A checklist can have at most 30 steps.',
    );
  });

  it('refuses an empty title and one over 120 characters', () => {
    expect(checklistTemplateProblem({ steps: ['  '], deadlineHours: 24 })).toBe('A step needs a title.');
    expect(checklistTemplateProblem({ steps: ['x'.repeat(121)], deadlineHours: 24 })).toBe("A step's title can be at most 120 characters.");
  });

  it('refuses hours below 1, above 720 and fractions', () => {
    const message = 'Enter the deadline as a whole number of hours from 1 to 720.';
    for (const deadlineHours of [0, -5, 721, 1.5, Number.NaN]) expect(checklistTemplateProblem({ steps, deadlineHours })).toBe(message);
  });
});

describe('the template form', () => {
  it('reads one step a line, trimmed, without blank lines', () => {
    expect(stepLines(' First \r\n\n  \nSecond\n')).toEqual(['First', 'Second']);
  });

  it('parses the kind, steps, hours and version', () => {
    const parsed = checklistTemplateFormSchema.parse({ kind: 'offboarding', steps: 'A\nB', deadlineHours: '48', version: '0' });
    expect(parsed).toEqual({ kind: 'offboarding', steps: ['A', 'B'], deadlineHours: 48, version: 0 });
  });

  it('keeps 24 hours when the form sends none (onboarding) and refuses an empty steps field or bad hours', () => {
    expect(checklistTemplateFormSchema.parse({ kind: 'onboarding', steps: 'A', version: '2' }).deadlineHours).toBe(24);
    expect(checklistTemplateFormSchema.safeParse({ kind: 'onboarding', steps: '\n\n', version: '1' }).success).toBe(false);
    expect(checklistTemplateFormSchema.safeParse({ kind: 'offboarding', steps: 'A', deadlineHours: '', version: '1' }).success).toBe(false);
    expect(checklistTemplateFormSchema.safeParse({ kind: 'other', steps: 'A', version: '1' }).success).toBe(false);
  });
});

describe('on screen', () => {
  it('shows a moment in UTC to the minute', () => {
    expect(checklistMoment(at('2026-03-11T20:05:59.999Z'))).toBe('2026-03-11 20:05 UTC');
  });

  it('colours met green, missed and overdue red, due soon amber, closed by a departure neutral', () => {
    expect(standingTones).toEqual({
      open: 'neutral',
      'due-soon': 'warning',
      overdue: 'danger',
      met: 'success',
      missed: 'danger',
      ended: 'neutral',
    });
  });
});
