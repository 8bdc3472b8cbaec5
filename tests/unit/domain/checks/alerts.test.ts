import { checkFailureLetter, newlyFailing } from '@/lib/domain/checks/alerts';

const checks = [
  { id: 'mfa', title: 'MFA required', controls: ['AC-05'] },
  { id: 'reviews', title: 'Reviews required', controls: ['SDL-04', 'SDL-05'] },
];
const run = (minute: number, ...results: [string, 'pass' | 'fail' | 'unknown'][]) => ({
  startedAt: new Date(Date.UTC(2026, 10, 26, 8, minute)),
  results: results.map(([checkId, outcome]) => ({ checkId, outcome })),
});

describe('newlyFailing', () => {
  it('names checks failing now that passed, could not be evaluated, or never ran before', () => {
    expect(newlyFailing(checks, null, run(1, ['mfa', 'fail'], ['reviews', 'pass']), new Set()).map((c) => c.id)).toEqual(['mfa']);
    expect(newlyFailing(checks, run(0, ['mfa', 'pass']), run(1, ['mfa', 'fail'], ['reviews', 'fail']), new Set()).map((c) => c.id)).toEqual(
      ['mfa', 'reviews'],
    );
    expect(newlyFailing(checks, run(0, ['mfa', 'unknown']), run(1, ['mfa', 'fail']), new Set()).map((c) => c.id)).toEqual(['mfa']);
  });

  it('says nothing of a check still failing, fixed, unknown now, or under an exception', () => {
    expect(newlyFailing(checks, run(0, ['mfa', 'fail']), run(1, ['mfa', 'fail']), new Set())).toEqual([]);
    expect(newlyFailing(checks, run(0, ['mfa', 'fail']), run(1, ['mfa', 'pass']), new Set())).toEqual([]);
    expect(newlyFailing(checks, run(0, ['mfa', 'pass']), run(1, ['mfa', 'unknown']), new Set())).toEqual([]);
    expect(newlyFailing(checks, null, run(1, ['mfa', 'fail']), new Set(['mfa']))).toEqual([]);
  });
});

describe('checkFailureLetter', () => {
  const base = {
    organizationName: 'Acme',
    providerName: 'GitHub',
    account: 'acme-corp',
    frameworkNames: ['SOC 2 Type II', 'ISO 27001'],
    link: 'https://app.example/manage/settings?path=integrations',
  };

  it('names one check in the subject, lists what failed and the controls at risk', () => {
    const letter = checkFailureLetter({
      ...base,
      failing: [checks[1]!],
      results: [
        { checkId: 'reviews', resource: 'web', outcome: 'fail', reason: 'main is not protected.' },
        { checkId: 'reviews', resource: 'api', outcome: 'pass', reason: 'fine' },
      ],
    });
    expect(letter.subject).toBe('A GitHub check started failing: Reviews required');
    expect(letter.body).toBe(
      [
        'The GitHub checks of Acme (acme-corp) found:',
        '',
        'Reviews required\n- web: main is not protected.\nControls now needing attention: SDL-04, SDL-05.',
        '',
        'See the results and record an exception if this is accepted (sign-in needed): https://app.example/manage/settings?path=integrations',
        '',
        'You receive this as an administrator, because control failure alerts are on in the settings of SOC 2 Type II, ISO 27001.',
      ].join('\n'),
    );
  });

  it('counts several checks in the subject and lists ten resources at most', () => {
    const results = Array.from({ length: 13 }, (_, index) => ({
      checkId: 'mfa',
      resource: `user${index}`,
      outcome: 'fail' as const,
      reason: 'no MFA',
    }));
    const letter = checkFailureLetter({ ...base, failing: checks, results });
    expect(letter.subject).toBe('2 GitHub checks started failing');
    expect(letter.body).toContain('- user9: no MFA\n- and 3 more\n');
    expect(letter.body).not.toContain('user10');
  });
});
