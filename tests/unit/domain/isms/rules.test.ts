import {
  CLOSE_NEEDS_CAUSE_AND_ACTION,
  findingKinds,
  internalAuditEditChecked,
  internalAuditProblem,
  isNonconformity,
  isOpenNonconformity,
  isReviewComplete,
  nonconformityStates,
  nonconformityStep,
  nonconformitySteps,
  nonconformityStepsFrom,
  objectiveProgresses,
  objectiveStatus,
  reviewGaps,
  reviewInputKeys,
} from '@/lib/domain/isms/rules';
import type { NonconformityState, NonconformityStep, ReviewInputs } from '@/lib/schemas/isms/records';

describe('objectiveStatus', () => {
  it.each([
    ['on-track', '2026-12-01', '2026-11-26', 'on-track'],
    ['at-risk', '2026-12-01', '2026-11-26', 'at-risk'],
    ['achieved', '2026-12-01', '2026-11-26', 'achieved'],
    ['on-track', '2026-11-26', '2026-11-26', 'on-track'],
    ['at-risk', '2026-11-26', '2026-11-26', 'at-risk'],
    ['on-track', '2026-11-25', '2026-11-26', 'missed'],
    ['at-risk', '2026-11-25', '2026-11-26', 'missed'],
    ['achieved', '2026-11-25', '2026-11-26', 'achieved'],
  ] as const)('%s due %s is %s on %s', (progress, target, today, expected) => {
    expect(objectiveStatus(progress, target, today)).toBe(expected);
  });

  it('knows every progress the form offers', () => {
    expect(objectiveProgresses).toEqual(['on-track', 'at-risk', 'achieved']);
  });
});

describe('findings', () => {
  it('takes major and minor as nonconformities and an observation as none', () => {
    expect(findingKinds.filter(isNonconformity)).toEqual(['major', 'minor']);
  });

  it('counts a nonconformity open until it is verified', () => {
    expect(nonconformityStates.filter(isOpenNonconformity)).toEqual(['open', 'action-planned', 'action-done']);
  });
});

describe('nonconformityStep', () => {
  const planned = { cause: 'No review of access', correctiveAction: 'Quarterly access review' };
  const allowed: Record<NonconformityState, Partial<Record<NonconformityStep, NonconformityState>>> = {
    open: { plan: 'action-planned' },
    'action-planned': { plan: 'action-planned', done: 'action-done', reopen: 'open' },
    'action-done': { verify: 'verified', reopen: 'open' },
    verified: { reopen: 'open' },
  };

  for (const state of nonconformityStates) {
    for (const step of nonconformitySteps) {
      const to = allowed[state][step];
      it(`${state} + ${step} ${to ? `→ ${to}` : 'is refused'}`, () => {
        const result = nonconformityStep({ state, ...planned }, step);
        if (to) expect(result).toEqual({ ok: true, state: to });
        else expect(result).toEqual({ ok: false, problem: expect.stringContaining('cannot take the step') });
      });
    }
    it(`offers from ${state} exactly the allowed steps`, () => {
      expect(nonconformityStepsFrom(state)).toEqual(nonconformitySteps.filter((step) => allowed[state][step]));
    });
  }

  it.each([
    ['plan', 'open'],
    ['done', 'action-planned'],
    ['verify', 'action-done'],
  ] as const)('refuses %s from %s without a cause or a corrective action', (step, state) => {
    for (const facts of [
      { cause: '', correctiveAction: 'Fix it' },
      { cause: 'Why', correctiveAction: '  ' },
      { cause: '', correctiveAction: '' },
    ]) {
      expect(nonconformityStep({ state, ...facts }, step)).toEqual({ ok: false, problem: CLOSE_NEEDS_CAUSE_AND_ACTION });
    }
  });

  it('reopens without a cause', () => {
    expect(nonconformityStep({ state: 'verified', cause: '', correctiveAction: '' }, 'reopen')).toEqual({ ok: true, state: 'open' });
  });
});

describe('internal audits', () => {
  const base = { plannedDate: '2026-11-01', performedDate: null as string | null, reportSummary: '' };

  it('accepts a planned audit without a report', () => {
    expect(internalAuditProblem({ ...base, state: 'planned' })).toBeNull();
    expect(internalAuditProblem({ ...base, state: 'in-progress', performedDate: '2026-11-02' })).toBeNull();
    expect(internalAuditProblem({ ...base, state: 'in-progress' })).toBeNull();
  });

  it('needs a report summary and a performed date to complete', () => {
    expect(internalAuditProblem({ ...base, state: 'completed', performedDate: '2026-11-02' })?.field).toBe('reportSummary');
    expect(internalAuditProblem({ ...base, state: 'completed', reportSummary: ' ', performedDate: '2026-11-02' })?.field).toBe(
      'reportSummary',
    );
    expect(internalAuditProblem({ ...base, state: 'completed', reportSummary: 'All good' })?.field).toBe('performedDate');
    expect(internalAuditProblem({ ...base, state: 'completed', reportSummary: 'All good', performedDate: '2026-11-02' })).toBeNull();
  });

  it('refuses a planned audit that already has a performed date', () => {
    expect(internalAuditProblem({ ...base, state: 'planned', performedDate: '2026-11-02' })?.field).toBe('state');
  });

  it('gives the rule as the field message of the edit form', () => {
    const parsed = internalAuditEditChecked.safeParse({
      id: 'a',
      version: '1',
      title: 'Audit',
      scope: 'Clauses 4-10',
      auditorName: 'Ann',
      plannedDate: '2026-11-01',
      performedDate: '2026-11-02',
      state: 'completed',
      reportSummary: '',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['reportSummary'], message: 'A completed audit needs its report summary.' });
  });
});

describe('management review completeness', () => {
  const inputs = Object.fromEntries(reviewInputKeys.map((key) => [key, `About ${key}`])) as ReviewInputs;
  const full = { date: '2026-11-20', attendees: ['Ann'], inputs, decisions: [{}] };

  it('is complete with a date, an attendee, every input and a decision', () => {
    expect(reviewGaps(full)).toEqual([]);
    expect(isReviewComplete(full)).toBe(true);
  });

  it('lists each gap', () => {
    const empty = Object.fromEntries(reviewInputKeys.map((key) => [key, ' '])) as ReviewInputs;
    const gaps = reviewGaps({ date: null, attendees: [' '], inputs: empty, decisions: [] });
    expect(gaps).toHaveLength(3 + reviewInputKeys.length);
    expect(gaps[0]).toBe('the date');
    expect(gaps[1]).toBe('an attendee');
    expect(gaps.at(-1)).toBe('a decision or action');
    expect(isReviewComplete({ ...full, decisions: [] })).toBe(false);
  });

  it.each(reviewInputKeys.map((key) => [key]))('misses the %s input alone', (key) => {
    expect(reviewGaps({ ...full, inputs: { ...inputs, [key]: '' } })).toHaveLength(1);
  });
});
