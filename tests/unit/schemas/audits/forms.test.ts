import {
  auditCancelSchema,
  auditEditSchema,
  auditRescheduleSchema,
  QUALIFIED_NEEDS_SOC2,
  RESULT_NEEDS_COMPLETED,
  resultAllowed,
} from '@/lib/schemas/audits/records';
import { fieldErrorsOf } from '@/lib/schemas/form-state';
import type { z } from 'zod';

const errorsOf = (schema: z.ZodType, values: unknown) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

const edit = {
  id: 'a',
  version: '3',
  name: 'SOC 2',
  type: 'external',
  framework: 'soc2',
  auditor: 'KPMG',
  startDate: '2027-01-05',
  endDate: '2027-01-23',
  status: 'scheduled',
  result: 'Pending',
};

describe('resultAllowed', () => {
  it('gives a result other than Pending to completed audits only', () => {
    expect(resultAllowed('completed', 'Pass')).toBe(true);
    expect(resultAllowed('completed', 'Pending')).toBe(true);
    expect(resultAllowed('in-progress', 'Conditional Pass')).toBe(false);
    expect(resultAllowed('cancelled', 'Pending')).toBe(true);
  });
});

describe('auditEditSchema', () => {
  it('reads the version as a number and keeps the description optional', () => {
    expect(auditEditSchema.parse(edit)).toMatchObject({ version: 3, description: '' });
  });

  it('refuses a result before completion, a reversed range, a cancelled status and a missing version', () => {
    expect(errorsOf(auditEditSchema, { ...edit, result: 'Pass' })).toEqual({ result: RESULT_NEEDS_COMPLETED });
    expect(errorsOf(auditEditSchema, { ...edit, status: 'completed', result: 'Pass' })).toEqual({});
    expect(errorsOf(auditEditSchema, { ...edit, endDate: '2027-01-04' })).toEqual({
      endDate: 'The end date cannot be before the start date.',
    });
    expect(errorsOf(auditEditSchema, { ...edit, status: 'cancelled' })).toEqual({ status: 'Choose a status.' });
    expect(errorsOf(auditEditSchema, { ...edit, result: 'Excellent' })).toEqual({ result: 'Choose a result.' });
    expect(errorsOf(auditEditSchema, { ...edit, version: undefined, id: '' })).toEqual({
      id: 'Reload the page and try again.',
      version: 'Reload the page and try again.',
    });
  });
});

describe('an audit’s failed or qualified result', () => {
  const completed = { ...edit, status: 'completed' };

  it('records a completed audit as failed, whatever its framework, but not one still under way', () => {
    expect(errorsOf(auditEditSchema, { ...completed, result: 'Fail' })).toEqual({});
    expect(errorsOf(auditEditSchema, { ...completed, framework: 'iso27001', result: 'Fail' })).toEqual({});
    expect(errorsOf(auditEditSchema, { ...edit, status: 'in-progress', result: 'Fail' })).toEqual({ result: RESULT_NEEDS_COMPLETED });
  });

  it('gives a qualified opinion to a completed SOC 2 audit only', () => {
    expect(auditEditSchema.parse({ ...completed, result: 'Qualified Opinion' }).result).toBe('Qualified Opinion');
    expect(errorsOf(auditEditSchema, { ...completed, framework: 'pci-dss', result: 'Qualified Opinion' })).toEqual({
      result: QUALIFIED_NEEDS_SOC2,
    });
    expect(errorsOf(auditEditSchema, { ...edit, result: 'Qualified Opinion' })).toEqual({ result: RESULT_NEEDS_COMPLETED });
  });
});

describe('auditRescheduleSchema and auditCancelSchema', () => {
  it('takes new dates with an optional note of at most 300 characters', () => {
    const move = { id: 'a', version: '1', startDate: '2027-02-01', endDate: '2027-02-01' };
    expect(auditRescheduleSchema.parse(move)).toMatchObject({ note: '', version: 1 });
    expect(errorsOf(auditRescheduleSchema, { ...move, endDate: '2027-01-31' })).toEqual({
      endDate: 'The end date cannot be before the start date.',
    });
    expect(errorsOf(auditRescheduleSchema, { ...move, note: 'x'.repeat(301) })).toEqual({
      note: 'The note can be at most 300 characters.',
    });
  });

  it('requires a reason to cancel', () => {
    expect(errorsOf(auditCancelSchema, { id: 'a', version: '1', reason: '   ' })).toEqual({ reason: 'Enter the reason for cancelling.' });
    expect(auditCancelSchema.parse({ id: 'a', version: '1', reason: ' Budget. ' })).toMatchObject({ reason: 'Budget.' });
  });
});
