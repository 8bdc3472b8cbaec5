import {
  earliestToday,
  PAST_TARGET_MESSAGE,
  reportTypeOptions,
  setupSavedMessage,
  targetAuditDateProblem,
} from '@/lib/domain/frameworks/setup';
import { frameworkSetupFormSchema, frameworkSetupStoredSchema } from '@/lib/schemas/frameworks/setup';
import { fieldErrorsOf } from '@/lib/schemas/form-state';

const form = {
  frameworkId: 'soc2',
  version: '1',
  scope: 'Production on AWS',
  ownerMemberId: 'member-id',
  targetAuditOn: '2027-03-01',
  reportType: 'type2',
};
const errorsOf = (input: unknown) => {
  const parsed = frameworkSetupFormSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

describe('frameworkSetupFormSchema', () => {
  it('reads a complete SOC 2 setup, version as a number', () => {
    expect(frameworkSetupFormSchema.parse(form)).toEqual({ ...form, version: 1 });
  });
  it('says what is missing, field by field', () => {
    expect(errorsOf({ frameworkId: 'soc2', version: '1', scope: '  ', ownerMemberId: '', targetAuditOn: '', reportType: '' })).toEqual({
      scope: 'Describe the systems and teams in scope.',
      ownerMemberId: 'Choose the owner.',
      targetAuditOn: 'Choose the target audit date.',
      reportType: 'Choose the report type.',
    });
    expect(errorsOf({ frameworkId: 'soc2', version: '1' })).toMatchObject({
      scope: 'Describe the systems and teams in scope.',
      ownerMemberId: 'Choose the owner.',
      targetAuditOn: 'Choose the target audit date.',
    });
  });
  it('refuses a date that does not exist, a long scope and an unknown report type', () => {
    expect(errorsOf({ ...form, targetAuditOn: '2027-02-30' })).toEqual({ targetAuditOn: 'The target audit date is not a real date.' });
    expect(errorsOf({ ...form, targetAuditOn: '03/01/2027' })).toEqual({ targetAuditOn: 'Choose the target audit date.' });
    expect(errorsOf({ ...form, scope: 'x'.repeat(2001) })).toEqual({ scope: 'The scope can be at most 2000 characters.' });
    expect(errorsOf({ ...form, reportType: 'type3' })).toEqual({ reportType: 'Choose the report type.' });
  });
  it('asks the report type of SOC 2 only, and drops one sent for another framework', () => {
    expect(errorsOf({ ...form, reportType: '' })).toEqual({ reportType: 'Choose the report type.' });
    const gdpr = frameworkSetupFormSchema.parse({ ...form, frameworkId: 'gdpr', reportType: '' });
    expect(gdpr).not.toHaveProperty('reportType');
    expect(frameworkSetupFormSchema.parse({ ...form, frameworkId: 'gdpr' })).not.toHaveProperty('reportType');
  });
  it('asks a reload for a missing framework or version', () => {
    expect(errorsOf({ ...form, frameworkId: '' })).toEqual({ frameworkId: 'Reload the page and try again.' });
    expect(errorsOf({ ...form, version: '0' })).toEqual({ version: 'Reload the page and try again.' });
    expect(errorsOf({ ...form, version: 'x' })).toEqual({ version: 'Reload the page and try again.' });
  });
  it('stores the answers with who saved them and when', () => {
    const stored = {
      scope: 'Platform',
      ownerMemberId: 'm',
      targetAuditOn: '2027-03-01',
      savedAt: '2026-11-25T10:00:00.000Z',
      savedBy: 'Ana',
    };
    expect(frameworkSetupStoredSchema.safeParse(stored).success).toBe(true);
    expect(frameworkSetupStoredSchema.safeParse({ ...stored, savedAt: undefined }).success).toBe(false);
  });
});

describe('target audit date', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  it('accepts today and later days', () => {
    expect(targetAuditDateProblem('2026-11-25', now)).toBeUndefined();
    expect(targetAuditDateProblem('2027-01-01', now)).toBeUndefined();
  });
  it('accepts the day that is still today west of UTC, and refuses the days before', () => {
    expect(earliestToday(now)).toBe('2026-11-24');
    expect(targetAuditDateProblem('2026-11-24', now)).toBeUndefined();
    expect(targetAuditDateProblem('2026-11-23', now)).toBe(PAST_TARGET_MESSAGE);
    expect(earliestToday(new Date('2026-11-25T12:00:00Z'))).toBe('2026-11-25');
    expect(targetAuditDateProblem('2026-11-24', new Date('2026-11-25T12:00:00Z'))).toBe(PAST_TARGET_MESSAGE);
  });
});

describe('setup texts', () => {
  it('offers Type I and Type II', () => {
    expect(reportTypeOptions).toEqual([
      { value: 'type1', label: 'Type I' },
      { value: 'type2', label: 'Type II' },
    ]);
  });
  it('says when the save made the framework active', () => {
    expect(setupSavedMessage('GDPR', true)).toBe('The GDPR setup is done: GDPR is now active.');
    expect(setupSavedMessage('GDPR', false)).toBe('The GDPR setup was updated.');
  });
});
