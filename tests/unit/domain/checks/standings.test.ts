import { checkStandings, lastExceptionDay, overallOutcome } from '@/lib/domain/checks/standings';

const checks = [
  { id: 'mfa', title: 'MFA required', controls: ['AC-05', 'AC-06'] },
  { id: 'reviews', title: 'Reviews required', controls: ['SDL-05', 'AC-06'] },
  { id: 'alerts', title: 'Alerts closed', controls: ['VUL-01'] },
];
const result = (checkId: string, outcome: 'pass' | 'fail' | 'unknown') => ({ checkId, outcome });

describe('checkStandings', () => {
  it('fails every control of a failing check with its title, and lets a fully passing check back its controls', () => {
    const { failing, passing } = checkStandings(
      checks,
      [result('mfa', 'pass'), result('reviews', 'fail'), result('reviews', 'pass')],
      new Set(),
    );
    expect(failing).toEqual(
      new Map([
        ['SDL-05', ['Reviews required']],
        ['AC-06', ['Reviews required']],
      ]),
    );
    // AC-06 passes MFA but fails reviews: a failure wins.
    expect(passing).toEqual(new Set(['AC-05']));
  });

  it('names every failing check of a control', () => {
    const { failing } = checkStandings(checks, [result('mfa', 'fail'), result('reviews', 'fail')], new Set());
    expect(failing.get('AC-06')).toEqual(['MFA required', 'Reviews required']);
  });

  it('proves nothing from a check that could not be evaluated, in whole or in part, or did not run', () => {
    const { failing, passing } = checkStandings(
      checks,
      [result('mfa', 'pass'), result('mfa', 'unknown'), result('reviews', 'unknown')],
      new Set(),
    );
    expect(failing.size).toBe(0);
    expect(passing.size).toBe(0);
    expect(checkStandings(checks, [], new Set())).toEqual({ failing: new Map(), passing: new Set() });
  });

  it('lets an exception silence a failing check without making it pass', () => {
    const { failing, passing } = checkStandings(checks, [result('alerts', 'fail'), result('mfa', 'pass')], new Set(['alerts']));
    expect(failing.size).toBe(0);
    expect(passing).toEqual(new Set(['AC-05', 'AC-06']));
  });

  it('ignores results of checks it does not know', () => {
    expect(checkStandings(checks, [result('gone', 'fail')], new Set()).failing.size).toBe(0);
  });
});

describe('lastExceptionDay', () => {
  it('may last a year at most, across a leap day', () => {
    expect(lastExceptionDay('2026-11-26')).toBe('2027-11-26');
    expect(lastExceptionDay('2027-03-01')).toBe('2028-02-29');
    expect(lastExceptionDay('2026-11-26', 30)).toBe('2026-12-26');
  });
});

describe('overallOutcome', () => {
  it('fails before it cannot evaluate, and cannot evaluate before it passes; none without resources', () => {
    expect(overallOutcome(['pass', 'unknown', 'fail'])).toBe('fail');
    expect(overallOutcome(['pass', 'unknown'])).toBe('unknown');
    expect(overallOutcome(['pass', 'pass'])).toBe('pass');
    expect(overallOutcome([])).toBe('none');
  });
});
