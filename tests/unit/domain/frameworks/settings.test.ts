import {
  defaultFrameworkSettings,
  firstErrorSection,
  fromFormValues,
  parseThreshold,
  settingsSectionFrom,
  settingsSections,
  thresholdError,
  toFormValues,
  validateFrameworkSettings,
} from '@/lib/domain/frameworks/settings';

const valid = defaultFrameworkSettings();
const errorsFor = (patch: Record<string, unknown>) => {
  const result = validateFrameworkSettings({ ...valid, ...patch });
  if (result.ok) throw new Error('expected errors');
  return result.errors;
};

describe('defaults', () => {
  it('are valid: a 95% threshold, 3-year retention, standard PDF reports over 12 months', () => {
    expect(validateFrameworkSettings(valid)).toEqual({ ok: true, value: valid });
    expect(valid).toMatchObject({
      complianceThreshold: 95,
      dataRetention: '3',
      reportFormat: 'pdf',
      reportTemplate: 'standard',
      compliancePeriod: '12',
    });
  });
  it('are a fresh object each time', () => {
    const first = defaultFrameworkSettings();
    first.notifications.weeklyDigest = true;
    expect(defaultFrameworkSettings().notifications.weeklyDigest).toBe(false);
  });
});

describe('compliance threshold (a whole percentage, 0-100)', () => {
  it.each([0, 1, 50, 95, 100])('accepts %p', (value) => {
    expect(validateFrameworkSettings({ ...valid, complianceThreshold: value }).ok).toBe(true);
    expect(thresholdError(String(value))).toBeUndefined();
  });
  it.each([-1, 101, 1000])('rejects %p with a clear message', (value) => {
    expect(errorsFor({ complianceThreshold: value }).complianceThreshold).toBe('Enter a number from 0 to 100.');
    expect(thresholdError(String(value))).toBe('Enter a number from 0 to 100.');
  });
  it('rejects a fraction, an empty field and text', () => {
    expect(errorsFor({ complianceThreshold: 95.5 }).complianceThreshold).toBe('Enter a whole number from 0 to 100.');
    expect(thresholdError('95.5')).toBe('Enter a whole number from 0 to 100.');
    expect(errorsFor({ complianceThreshold: parseThreshold('') }).complianceThreshold).toBe('Enter a number from 0 to 100.');
    expect(thresholdError('')).toBe('Enter a number from 0 to 100.');
    expect(thresholdError('abc')).toBe('Enter a number from 0 to 100.');
    expect(errorsFor({ complianceThreshold: '95' }).complianceThreshold).toBe('Enter a number from 0 to 100.');
  });
  it('parses the field text', () => {
    expect(parseThreshold(' 80 ')).toBe(80);
    expect(parseThreshold('')).toBeNaN();
    expect(parseThreshold('x')).toBeNaN();
  });
});

describe('other fields', () => {
  it('requires a name and a valid notification email', () => {
    expect(errorsFor({ name: '   ' }).name).toBe('Enter the framework name.');
    expect(errorsFor({ notificationEmail: 'not-an-email' }).notificationEmail).toBe('Enter a valid email address.');
  });
  it('accepts only the options the form offers', () => {
    expect(errorsFor({ status: 'archived' }).status).toBe('Choose a status.');
    expect(errorsFor({ compliancePeriod: '3' }).compliancePeriod).toBe('Choose a compliance period.');
    expect(errorsFor({ dataRetention: '4' }).dataRetention).toBe('Choose a retention period.');
    expect(errorsFor({ reportTemplate: 'fancy' }).reportTemplate).toBe('Choose a report template.');
    expect(errorsFor({ reportFormat: 'txt' }).reportFormat).toBe('Choose a report format.');
    for (const status of ['active', 'inactive', 'maintenance']) expect(validateFrameworkSettings({ ...valid, status }).ok).toBe(true);
    for (const days of ['3', '5', '7', '10']) expect(validateFrameworkSettings({ ...valid, dataRetention: days }).ok).toBe(true);
  });
  it('checks every address in the distribution list', () => {
    expect(validateFrameworkSettings({ ...valid, reportDistribution: '' }).ok).toBe(true);
    expect(validateFrameworkSettings({ ...valid, reportDistribution: 'a@b.co,  c@d.org ,' }).ok).toBe(true);
    expect(errorsFor({ reportDistribution: 'a@b.co, nope' }).reportDistribution).toBe('Enter email addresses separated by commas.');
  });
  it('allows at most 20 distribution addresses, and says so under the field', () => {
    const addresses = (n: number) => Array.from({ length: n }, (_, i) => `person${i}@example.com`).join(', ');
    expect(validateFrameworkSettings({ ...valid, reportDistribution: addresses(20) }).ok).toBe(true);
    expect(validateFrameworkSettings({ ...valid, reportDistribution: `${addresses(20)}, , ,` }).ok).toBe(true);
    expect(errorsFor({ reportDistribution: addresses(21) }).reportDistribution).toBe('Enter at most 20 email addresses.');
    expect(errorsFor({ reportDistribution: `${addresses(21)}, nope` }).reportDistribution).toBe(
      'Enter email addresses separated by commas.',
    );
    expect(firstErrorSection(errorsFor({ reportDistribution: addresses(21) }))).toBe('reporting');
  });
  it('rejects input that is not an object', () => {
    expect(validateFrameworkSettings(null).ok).toBe(false);
    expect(validateFrameworkSettings('x').ok).toBe(false);
  });
  it('reports one message per field', () => {
    const errors = errorsFor({ name: '', notificationEmail: 'x', complianceThreshold: 200 });
    expect(Object.keys(errors).sort()).toEqual(['complianceThreshold', 'name', 'notificationEmail']);
  });
});

describe('sections', () => {
  it('lists the seven sections in the order the page shows them', () => {
    expect(settingsSections.map((s) => s.label)).toEqual([
      'General',
      'Notifications',
      'Users & Permissions',
      'Audit Schedule',
      'Integrations',
      'Reporting',
      'Advanced',
    ]);
  });
  it('reads the section from the query, defaulting to general', () => {
    expect(settingsSectionFrom('advanced')).toBe('advanced');
    expect(settingsSectionFrom('')).toBe('general');
    expect(settingsSectionFrom('nope')).toBe('general');
  });
  it('finds the first section with an error', () => {
    expect(firstErrorSection({ complianceThreshold: 'x' })).toBe('advanced');
    expect(firstErrorSection({ complianceThreshold: 'x', reportDistribution: 'y' })).toBe('reporting');
    expect(firstErrorSection({ complianceThreshold: 'x', name: 'y' })).toBe('general');
    expect(firstErrorSection({})).toBeUndefined();
  });
  it('turns form values back and forth', () => {
    expect(toFormValues(valid).complianceThreshold).toBe('95');
    expect(fromFormValues(toFormValues(valid))).toEqual(valid);
  });
});
