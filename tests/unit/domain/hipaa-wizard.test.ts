import {
  activateHipaa,
  hipaaMessages,
  hipaaSteps,
  hipaaSummary,
  initialHipaaChoices,
  isLocked,
  nextHipaaStep,
  previousHipaaStep,
  stepState,
  toggleChoice,
} from '@/lib/domain/hipaa-wizard';
import { hipaaChoicesSchema } from '@/lib/schemas/hipaa-wizard';

describe('steps', () => {
  it('are the four spec steps', () => expect(hipaaSteps).toEqual(['Organization', 'Scope', 'Policies', 'Review']));
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

describe('locked items (spec §3)', () => {
  it('locks the privacy and security rules, security officer and user authentication', () => {
    for (const value of ['privacy-rule', 'security-rule', 'security-officer', 'user-authentication']) expect(isLocked(value)).toBe(true);
    for (const value of ['breach-rule', 'enforcement-rule', 'workforce-training', 'encryption', 'facility-access']) expect(isLocked(value)).toBe(false);
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

describe('activation (spec §4, §5)', () => {
  it('refuses without the confirmation, with the spec message', () => {
    expect(activateHipaa({ confirmed: false })).toEqual({ ok: false, message: 'Please confirm that you have reviewed the configuration.' });
  });
  it('activates with the confirmation, with the spec message', () => {
    expect(activateHipaa({ confirmed: true })).toEqual({
      ok: true,
      message: 'HIPAA compliance framework has been activated! You will be redirected to the implementation dashboard.',
    });
    expect(hipaaMessages.activated).toContain('implementation dashboard');
  });
  it('has the review summary figures of spec §9', () => {
    expect(hipaaSummary).toEqual({ phiCategories: 5, policies: 12, timeline: '6-8 weeks' });
  });
});
