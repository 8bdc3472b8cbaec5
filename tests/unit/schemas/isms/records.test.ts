import {
  EXCLUSION_MESSAGE,
  decisionAddSchema,
  findingCreateSchema,
  internalAuditEditSchema,
  nonconformityPlanSchema,
  nonconformityStepSchema,
  objectiveCreateSchema,
  reviewCreateSchema,
  scopeSaveSchema,
} from '@/lib/schemas/isms/records';

/** Each field's first message, as the form shows it. */
function firstMessage(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const seen = new Map<string, string>();
  for (const issue of result.error?.issues ?? []) if (!seen.has(issue.path.join('.'))) seen.set(issue.path.join('.'), issue.message);
  return [...seen].map(([field, message]) => `${field}: ${message}`);
}

describe('scopeSaveSchema', () => {
  it('reads the lists one a line and the exclusions as what and why', () => {
    const parsed = scopeSaveSchema.parse({
      version: '0',
      statement: ' The SaaS platform ',
      sites: 'Berlin office\n\n Remote ',
      teams: 'Engineering',
      systems: '',
      exclusions: 'Office Wi-Fi: no customer data passes through it',
      interestedParties: 'Customers',
    });
    expect(parsed).toMatchObject({
      version: 0,
      statement: 'The SaaS platform',
      sites: ['Berlin office', 'Remote'],
      teams: ['Engineering'],
      systems: [],
      exclusions: [{ item: 'Office Wi-Fi', reason: 'no customer data passes through it' }],
    });
  });

  it.each(['Office Wi-Fi', 'Office Wi-Fi:', ': a reason alone'])('refuses the exclusion %j without its reason', (line) => {
    const parsed = scopeSaveSchema.safeParse({ version: '1', statement: 'S', exclusions: line });
    expect(firstMessage(parsed)).toEqual([`exclusions: ${EXCLUSION_MESSAGE}`]);
  });

  it('needs a statement', () => {
    expect(firstMessage(scopeSaveSchema.safeParse({ version: '0', statement: '  ' }))).toEqual(['statement: Enter the scope statement.']);
  });

  it('refuses a negative version', () => {
    expect(scopeSaveSchema.safeParse({ version: '-1', statement: 'S' }).success).toBe(false);
  });
});

describe('objectiveCreateSchema', () => {
  it('reads an objective with no owner as null and on track by default', () => {
    expect(objectiveCreateSchema.parse({ title: 'MFA', measure: '100% of staff', targetDate: '2027-01-31', ownerMemberId: '' })).toEqual({
      title: 'MFA',
      measure: '100% of staff',
      ownerMemberId: null,
      targetDate: '2027-01-31',
      progress: 'on-track',
      notes: '',
    });
  });

  it('gives a message per field', () => {
    expect(firstMessage(objectiveCreateSchema.safeParse({ title: '', measure: '', targetDate: '2027-02-30', progress: 'late' }))).toEqual([
      'title: Enter the objective.',
      'measure: Enter the measure and target.',
      'targetDate: The target date is not a real date.',
      'progress: Choose the progress.',
    ]);
  });
});

describe('internal audits and findings', () => {
  const audit = {
    id: 'a',
    version: '2',
    title: 'T',
    scope: 'Clauses 4-10',
    auditorName: 'Ann',
    plannedDate: '2026-11-01',
    state: 'planned',
  };

  it('reads an empty performed date as null', () => {
    expect(internalAuditEditSchema.parse({ ...audit, performedDate: '' }).performedDate).toBeNull();
    expect(internalAuditEditSchema.parse(audit).performedDate).toBeNull();
    expect(internalAuditEditSchema.parse({ ...audit, performedDate: '2026-11-03' }).performedDate).toBe('2026-11-03');
  });

  it('refuses an unknown state and a bad performed date', () => {
    expect(firstMessage(internalAuditEditSchema.safeParse({ ...audit, state: 'done', performedDate: 'soon' }))).toEqual([
      'performedDate: Choose the performed date.',
      'state: Choose the state.',
    ]);
  });

  it('needs a finding its reference, description and kind', () => {
    expect(firstMessage(findingCreateSchema.safeParse({ auditId: 'a', reference: '', description: '', kind: 'critical' }))).toEqual([
      'reference: Enter the clause or control.',
      'description: Enter the description.',
      'kind: Choose the kind of finding.',
    ]);
  });

  it('needs a plan its cause, action and due date', () => {
    expect(
      firstMessage(nonconformityPlanSchema.safeParse({ id: 'f', version: '1', cause: ' ', correctiveAction: '', dueDate: '' })),
    ).toEqual(['cause: Enter the cause.', 'correctiveAction: Enter the corrective action.', 'dueDate: Choose the due date.']);
  });

  it('takes only the later steps as a step (planning has its own form)', () => {
    expect(nonconformityStepSchema.safeParse({ id: 'f', version: '1', step: 'plan' }).success).toBe(false);
    expect(nonconformityStepSchema.parse({ id: 'f', version: '1', step: 'verify' }).step).toBe('verify');
  });
});

describe('management reviews', () => {
  it('reads attendees one a line and the inputs as sections', () => {
    const parsed = reviewCreateSchema.parse({ title: 'Q4 review', date: '2026-11-20', attendees: 'Ann\nBo\n', risks: 'Two new risks' });
    expect(parsed.attendees).toEqual(['Ann', 'Bo']);
    expect(parsed.risks).toBe('Two new risks');
    expect(parsed.performance).toBe('');
  });

  it('needs a date and an attendee', () => {
    expect(firstMessage(reviewCreateSchema.safeParse({ title: 'R', date: '', attendees: ' \n ' }))).toEqual([
      'date: Choose the review date.',
      'attendees: Name at least one attendee, one a line.',
    ]);
  });

  it('needs a decision its owner and due date', () => {
    expect(firstMessage(decisionAddSchema.safeParse({ id: 'r', version: '1', decision: 'Buy a SIEM', owner: '', dueDate: '' }))).toEqual([
      'owner: Enter the owner.',
      'dueDate: Choose the due date.',
    ]);
  });
});
