import {
  auditPassed,
  controlAreaSummaries,
  frameworkPublicState,
  reservedSlugs,
  slugProblem,
  subprocessorsOf,
  suggestedSlug,
  trustOrganizationTag,
  trustSlugTag,
  type AuditFact,
} from '@/lib/domain/trust/rules';
import { trustSettingsSchema } from '@/lib/domain/trust/settings';

describe('slugProblem', () => {
  it.each(['acme', 'abc', 'acme-health', 'a1-b2-c3', '123', 'x'.repeat(40)])('accepts %p', (slug) => {
    expect(slugProblem(slug)).toBeNull();
  });

  it.each([
    ['', 'characters long'],
    ['ab', 'characters long'],
    ['x'.repeat(41), 'characters long'],
    ['Acme', 'lowercase letters'],
    ['acme_health', 'lowercase letters'],
    ['acme health', 'lowercase letters'],
    ['acmé', 'lowercase letters'],
    ['acme/..', 'lowercase letters'],
    ['-acme', 'start or end'],
    ['acme-', 'start or end'],
    ['ac--me', 'two hyphens'],
  ])('refuses %p', (slug, message) => {
    expect(slugProblem(slug)).toContain(message);
  });

  it.each([...reservedSlugs])('refuses the reserved word %p', (slug) => {
    expect(slugProblem(slug)).toContain('reserved');
  });
});

describe('suggestedSlug', () => {
  it.each([
    ['Acme Health, Inc.', 'acme-health-inc'],
    ['  Zeta  ', 'zeta'],
    ['AB', 'ab-trust'],
    ['!!!', 'org-trust'],
    ['Trust', 'trust-trust'],
    ['A'.repeat(60), 'a'.repeat(40)],
  ])('%p → %p', (name, slug) => {
    expect(suggestedSlug(name)).toBe(slug);
    expect(slugProblem(suggestedSlug(name))).toBeNull();
  });
});

const audit = (overrides: Partial<AuditFact> = {}): AuditFact => ({
  framework: 'soc2',
  type: 'external',
  status: 'completed',
  result: 'Pass',
  endOn: '2026-03-31',
  auditor: 'Prescient Assurance',
  ...overrides,
});

describe('auditPassed', () => {
  it.each([
    ['completed', 'Pass', true],
    ['completed', 'Conditional Pass', false],
    ['completed', 'Pending', false],
    ['in-progress', 'Pass', false],
    ['scheduled', 'Pass', false],
    ['preparing', 'Pass', false],
    ['cancelled', 'Pass', false],
  ])('%s with %s → %p', (status, result, expected) => {
    expect(auditPassed(audit({ status, result }))).toBe(expected);
  });

  it.each([
    ['external', true],
    ['certification', true],
    ['internal', false],
  ])("a passed %s audit → %p, since an internal review is not an auditor's opinion", (type, expected) => {
    expect(auditPassed(audit({ type }))).toBe(expected);
  });
});

describe('frameworkPublicState', () => {
  const base = { frameworkId: 'soc2', name: 'SOC 2 Type II', selected: true, progress: 64, audits: [] as AuditFact[] };

  it('is hidden when not selected, whatever the audits say', () => {
    expect(frameworkPublicState({ ...base, selected: false, audits: [audit()] })).toBeNull();
  });

  it('is Audited with a completed, passed audit of the framework: its end date and firm', () => {
    expect(frameworkPublicState({ ...base, audits: [audit()] })).toEqual({
      frameworkId: 'soc2',
      name: 'SOC 2 Type II',
      state: 'audited',
      auditedOn: '2026-03-31',
      auditor: 'Prescient Assurance',
    });
  });

  it('takes the latest passed audit', () => {
    const audits = [
      audit({ endOn: '2025-01-31', auditor: 'Old' }),
      audit({ endOn: '2026-06-30', auditor: 'New' }),
      audit({ endOn: '2025-12-31' }),
    ];
    expect(frameworkPublicState({ ...base, audits })).toMatchObject({ state: 'audited', auditedOn: '2026-06-30', auditor: 'New' });
  });

  it.each([
    ['in progress', audit({ status: 'in-progress' })],
    ['scheduled', audit({ status: 'scheduled', result: 'Pending' })],
    ['cancelled', audit({ status: 'cancelled' })],
    ['conditional pass', audit({ result: 'Conditional Pass' })],
    ['pending result', audit({ result: 'Pending' })],
    ['another framework', audit({ framework: 'iso27001' })],
  ])('is In progress with its percent when the audit is %s', (_label, other) => {
    expect(frameworkPublicState({ ...base, audits: [other] })).toEqual({
      frameworkId: 'soc2',
      name: 'SOC 2 Type II',
      state: 'in-progress',
      percent: 64,
    });
  });

  it('matches PCI DSS audits by their code', () => {
    const view = frameworkPublicState({ ...base, frameworkId: 'pci-dss', name: 'PCI DSS', audits: [audit({ framework: 'pci-dss' })] });
    expect(view).toMatchObject({ state: 'audited' });
  });

  it('rounds and bounds the percent', () => {
    expect(frameworkPublicState({ ...base, progress: 33.6 })).toMatchObject({ percent: 34 });
    expect(frameworkPublicState({ ...base, progress: 140 })).toMatchObject({ percent: 100 });
    expect(frameworkPublicState({ ...base, progress: -3 })).toMatchObject({ percent: 0 });
    expect(frameworkPublicState({ ...base, progress: 0 })).toMatchObject({ state: 'in-progress', percent: 0 });
  });

  it('is hidden when no longer followed and never audited, but a passed audit still shows', () => {
    expect(frameworkPublicState({ ...base, progress: null })).toBeNull();
    expect(frameworkPublicState({ ...base, progress: null, audits: [audit()] })).toMatchObject({ state: 'audited' });
  });
});

describe('controlAreaSummaries', () => {
  const ids = ['AC-01', 'AC-02', 'AC-03', 'AC-04', 'CRY-01', 'CRY-02', 'NET-01'];
  const states = new Map([
    ['AC-01', 'implemented'],
    ['AC-02', 'in-progress'],
    ['AC-03', 'not-applicable'],
    ['CRY-01', 'implemented'],
    ['CRY-02', 'implemented'],
    ['NET-01', 'implemented'],
  ] as const);

  it('counts only the selected areas, in the library order, leaving out not-applicable controls', () => {
    expect(controlAreaSummaries(ids, states, ['CRY', 'AC'])).toEqual([
      { prefix: 'AC', name: 'Access control and authentication', implemented: 1, inProgress: 1, total: 3 },
      { prefix: 'CRY', name: 'Cryptography', implemented: 2, inProgress: 0, total: 2 },
    ]);
  });

  it('treats untouched controls as not started', () => {
    expect(controlAreaSummaries(['AC-01', 'AC-02'], new Map(), ['AC'])).toEqual([
      { prefix: 'AC', name: 'Access control and authentication', implemented: 0, inProgress: 0, total: 2 },
    ]);
  });

  it('drops unknown areas, areas without controls and areas where every control is not applicable', () => {
    expect(controlAreaSummaries(ids, states, ['XYZ', 'PAY'])).toEqual([]);
    expect(controlAreaSummaries(['AC-03'], states, ['AC'])).toEqual([]);
    expect(controlAreaSummaries(ids, states, [])).toEqual([]);
  });
});

describe('subprocessorsOf', () => {
  it('keeps only subprocessors, by name, with country names', () => {
    const vendors = [
      { name: 'Zeta Mail', service: 'E-mail delivery', subprocessor: true, countries: ['US', 'IE'] },
      { name: 'Office Plants', service: 'Plants', subprocessor: false, countries: ['US'] },
      { name: 'Acme Cloud', service: 'Hosting', subprocessor: true, countries: [] },
    ];
    expect(subprocessorsOf(vendors)).toEqual([
      { name: 'Acme Cloud', purpose: 'Hosting', countries: [] },
      { name: 'Zeta Mail', purpose: 'E-mail delivery', countries: ['United States', 'Ireland'] },
    ]);
  });

  it('keeps an unnamed code as it is', () => {
    expect(subprocessorsOf([{ name: 'A', service: 'B', subprocessor: true, countries: ['not a code'] }])[0]?.countries).toEqual([
      'not a code',
    ]);
  });
});

describe('cache tags', () => {
  it('name the organization and the address apart', () => {
    expect(trustOrganizationTag('o1')).toBe('trust-page:organization:o1');
    expect(trustSlugTag('acme')).toBe('trust-page:slug:acme');
  });
});

describe('trustSettingsSchema', () => {
  const valid = {
    slug: 'acme',
    overview: ' Hi ',
    sections: ['frameworks'],
    frameworks: ['soc2'],
    controlAreas: ['AC'],
    policyIds: [],
    version: '0',
  };

  it('parses a valid form', () => {
    expect(trustSettingsSchema.parse(valid)).toEqual({ ...valid, overview: 'Hi', version: 0 });
  });

  it.each([
    ['slug', { slug: 'Admin' }],
    ['slug', { slug: 'manage' }],
    ['frameworks', { frameworks: ['not-a-framework'] }],
    ['controlAreas', { controlAreas: ['ZZZ'] }],
    ['sections', { sections: ['secrets'] }],
    ['overview', { overview: 'x'.repeat(2001) }],
    ['version', { version: 'x' }],
  ])('refuses a wrong %s', (field, change) => {
    const parsed = trustSettingsSchema.safeParse({ ...valid, ...change });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path[0]).toBe(field);
  });
});
