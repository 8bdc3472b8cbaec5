import {
  activateHipaa,
  answerRows,
  answersOf,
  choicesFrom,
  hipaaMessages,
  hipaaSteps,
  hipaaSummaryOf,
  initialHipaaChoices,
  isLocked,
  nextHipaaStep,
  previousHipaaStep,
  stepState,
  policyGroups,
  toggleChoice,
  withLockedItems,
} from '@/lib/domain/frameworks/hipaa-wizard';
import { hipaaActivationSchema, hipaaAnswersSchema, hipaaChoicesSchema, hipaaPolicies } from '@/lib/schemas/frameworks/hipaa-wizard';

describe('steps', () => {
  it('are the four steps of the wizard', () => expect(hipaaSteps).toEqual(['Organization', 'Scope', 'Policies', 'Review']));
  it('Next advances by one up to 4', () => {
    expect([1, 2, 3, 4].map(nextHipaaStep)).toEqual([2, 3, 4, 4]);
  });
  it('Previous goes back by one down to 1', () => {
    expect([1, 2, 3, 4].map(previousHipaaStep)).toEqual([1, 1, 2, 3]);
  });
  it('marks earlier steps completed and the current one active', () => {
    expect([1, 2, 3, 4].map((i) => stepState(i, 3))).toEqual(['completed', 'completed', 'active', 'upcoming']);
    expect([1, 2, 3, 4].map((i) => stepState(i, 1))).toEqual(['active', 'upcoming', 'upcoming', 'upcoming']);
  });
});

describe('locked items (what HIPAA always requires)', () => {
  it('locks the privacy and security rules, security officer and user authentication', () => {
    for (const value of ['privacy-rule', 'security-rule', 'security-officer', 'user-authentication']) expect(isLocked(value)).toBe(true);
    for (const value of ['breach-rule', 'enforcement-rule', 'workforce-training', 'encryption', 'facility-access'])
      expect(isLocked(value)).toBe(false);
  });
  it('starts with every locked item selected, and the choices fit the schema', () => {
    const initial = initialHipaaChoices();
    expect(initial.rules).toEqual(['privacy-rule', 'security-rule']);
    expect(initial.policies).toEqual(['security-officer', 'user-authentication']);
    expect(initial.confirmed).toBe(false);
    expect(hipaaChoicesSchema.safeParse(initial).success).toBe(true);
  });
  it('toggleChoice adds and removes, but never removes a locked item', () => {
    expect(toggleChoice(['privacy-rule'], 'breach-rule')).toEqual(['privacy-rule', 'breach-rule']);
    expect(toggleChoice(['privacy-rule', 'breach-rule'], 'breach-rule')).toEqual(['privacy-rule']);
    expect(toggleChoice(['privacy-rule', 'breach-rule'], 'privacy-rule')).toEqual(['privacy-rule', 'breach-rule']);
  });
});

describe('activation', () => {
  it('refuses without the confirmation, asking for it', () => {
    expect(activateHipaa({ confirmed: false })).toEqual({ ok: false, message: 'Please confirm that you have reviewed the configuration.' });
  });
  it('activates with the confirmation, saying so', () => {
    expect(activateHipaa({ confirmed: true })).toEqual({
      ok: true,
      message: 'HIPAA compliance framework has been activated! You will be redirected to the implementation dashboard.',
    });
    expect(hipaaMessages.activated).toContain('implementation dashboard');
  });
});

describe('stored answers', () => {
  const answers = {
    ...answersOf(initialHipaaChoices()),
    organizationName: 'Acme Health',
    organizationType: 2 as const,
    sector: 'clinic' as const,
    phiTypes: ['genetic' as const, 'billing' as const],
  };

  it('are the choices without the confirmation', () => {
    expect(answersOf({ ...initialHipaaChoices(), confirmed: true })).not.toHaveProperty('confirmed');
    expect(choicesFrom(answers)).toEqual({ ...answers, confirmed: false });
  });
  it('always keep the locked items, once each', () => {
    const stored = withLockedItems({ ...answers, rules: ['breach-rule'], policies: ['encryption', 'security-officer'] });
    expect(stored.rules).toEqual(['breach-rule', 'privacy-rule', 'security-rule']);
    expect(stored.policies).toEqual(['encryption', 'security-officer', 'user-authentication']);
  });
  it('offer exactly the policies the schema accepts', () => {
    expect(policyGroups.flatMap((group) => group.options.map((option) => option.value)).sort()).toEqual([...hipaaPolicies].sort());
  });
  it('refuse unknown values, with a message per field, and drop repeats', () => {
    const result = hipaaAnswersSchema.safeParse({ ...answers, sector: 'space', phiTypes: ['x'], policies: ['bribery'] });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['phiTypes', 'policies', 'sector']);
    expect(hipaaAnswersSchema.parse({ ...answers, phiTypes: ['genetic', 'genetic'] }).phiTypes).toEqual(['genetic']);
    expect(hipaaActivationSchema.safeParse({ choices: { ...answers, confirmed: true }, version: -1 }).success).toBe(false);
  });
  it('give the Review summary: PHI categories and policies chosen, and the estimated timeline of 6-8 weeks', () => {
    expect(hipaaSummaryOf(answers)).toEqual({ phiCategories: 2, policies: 2, timeline: '6-8 weeks' });
  });
  it('read as label and text rows', () => {
    expect(answerRows(answers)).toEqual([
      { label: 'Organization', value: 'Acme Health (Business Associate)' },
      { label: 'Sector', value: 'Clinic or physician practice' },
      { label: 'PHI types', value: 'Genetic information, Billing and payment information' },
      { label: 'Rules', value: 'Privacy Rule, Security Rule' },
      { label: 'Patient records', value: 'Under 500 patient records' },
      { label: 'Policies', value: 'Security officer designation, Unique user authentication' },
    ]);
    expect(
      answerRows({ ...answers, organizationName: ' ', sector: '', phiTypes: [] })
        .slice(0, 3)
        .map((row) => row.value),
    ).toEqual(['Not given (Business Associate)', 'Not selected', 'None selected']);
  });
});
