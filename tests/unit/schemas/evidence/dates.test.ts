import {
  auditEditSchema,
  auditScheduleSchema,
  observationPeriodIssues,
  OBSERVATION_AFTER_FIELDWORK,
  OBSERVATION_END_BEFORE_START,
  OBSERVATION_END_MISSING,
  OBSERVATION_START_MISSING,
} from '@/lib/schemas/audits/records';
import {
  COLLECTED_IN_FUTURE,
  COLLECTED_TOO_EARLY,
  collectionDayProblem,
  EXPIRY_BEFORE_COLLECTION,
  evidenceEditSchema,
  evidenceUploadSchema,
  latestDayBegun,
} from '@/lib/schemas/evidence/records';
import { fieldErrorsOf } from '@/lib/schemas/form-state';
import type { z } from 'zod';

const errorsOf = (schema: z.ZodType, values: unknown) => {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : fieldErrorsOf(parsed.error);
};

/** A day `days` from the real today (UTC), as the schemas compare with the clock. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('the observation period of an audit', () => {
  const schedule = {
    name: 'SOC 2 Type II',
    type: 'external',
    framework: 'soc2',
    auditor: 'KPMG',
    startDate: '2027-01-05',
    endDate: '2027-01-23',
  };
  const edit = { ...schedule, id: 'a', version: '2', status: 'scheduled', result: 'Pending' };

  it('is optional: empty fields read as none', () => {
    expect(auditScheduleSchema.parse(schedule)).toMatchObject({ observationStartDate: null, observationEndDate: null });
    expect(auditScheduleSchema.parse({ ...schedule, observationStartDate: '', observationEndDate: '' })).toMatchObject({
      observationStartDate: null,
      observationEndDate: null,
    });
  });

  it('takes a period ending before, or on, the day the fieldwork ends', () => {
    for (const schema of [auditScheduleSchema, auditEditSchema]) {
      const values = schema === auditScheduleSchema ? schedule : edit;
      expect(schema.parse({ ...values, observationStartDate: '2026-07-01', observationEndDate: '2026-12-31' })).toMatchObject({
        observationStartDate: '2026-07-01',
        observationEndDate: '2026-12-31',
      });
      // Ending on the fieldwork's last day, a one-day period, and a period running into the fieldwork.
      expect(errorsOf(schema, { ...values, observationStartDate: '2026-07-01', observationEndDate: '2027-01-23' })).toEqual({});
      expect(errorsOf(schema, { ...values, observationStartDate: '2026-07-01', observationEndDate: '2026-07-01' })).toEqual({});
      expect(errorsOf(schema, { ...values, observationStartDate: '2027-01-06', observationEndDate: '2027-01-10' })).toEqual({});
    }
  });

  it('needs both days or neither, each message on the missing field', () => {
    for (const [schema, values] of [
      [auditScheduleSchema, schedule],
      [auditEditSchema, edit],
    ] as const) {
      expect(errorsOf(schema, { ...values, observationStartDate: '2026-07-01', observationEndDate: '' })).toEqual({
        observationEndDate: OBSERVATION_END_MISSING,
      });
      expect(errorsOf(schema, { ...values, observationEndDate: '2026-12-31' })).toEqual({
        observationStartDate: OBSERVATION_START_MISSING,
      });
    }
  });

  it('refuses a period ending before it starts, or after the fieldwork ends, on the end field', () => {
    expect(errorsOf(auditScheduleSchema, { ...schedule, observationStartDate: '2026-12-31', observationEndDate: '2026-07-01' })).toEqual({
      observationEndDate: OBSERVATION_END_BEFORE_START,
    });
    expect(errorsOf(auditEditSchema, { ...edit, observationStartDate: '2026-07-01', observationEndDate: '2027-01-24' })).toEqual({
      observationEndDate: OBSERVATION_AFTER_FIELDWORK,
    });
  });

  it('refuses days that are not real, with the field’s own label', () => {
    expect(errorsOf(auditScheduleSchema, { ...schedule, observationStartDate: '2026-02-30', observationEndDate: '2026-06-30' })).toEqual({
      observationStartDate: 'The day the observation starts is not a real date.',
    });
    expect(errorsOf(auditScheduleSchema, { ...schedule, observationStartDate: '2026-01-01', observationEndDate: '30/06/2026' })).toEqual({
      observationEndDate: 'Choose the day the observation ends.',
    });
  });

  it('is one rule, the workspace’s too', () => {
    const periods = { endDate: '2027-01-23' };
    expect(observationPeriodIssues({ ...periods, observationStartDate: null, observationEndDate: null })).toEqual([]);
    expect(observationPeriodIssues({ ...periods, observationStartDate: '2026-01-01', observationEndDate: '2027-01-23' })).toEqual([]);
    expect(observationPeriodIssues({ ...periods, observationStartDate: null, observationEndDate: '2026-01-01' })).toEqual([
      { field: 'observationStartDate', message: OBSERVATION_START_MISSING },
    ]);
    expect(observationPeriodIssues({ ...periods, observationStartDate: '2026-01-01', observationEndDate: null })).toEqual([
      { field: 'observationEndDate', message: OBSERVATION_END_MISSING },
    ]);
    expect(observationPeriodIssues({ ...periods, observationStartDate: '2026-01-02', observationEndDate: '2026-01-01' })).toEqual([
      { field: 'observationEndDate', message: OBSERVATION_END_BEFORE_START },
    ]);
    expect(observationPeriodIssues({ ...periods, observationStartDate: '2026-01-01', observationEndDate: '2027-01-24' })).toEqual([
      { field: 'observationEndDate', message: OBSERVATION_AFTER_FIELDWORK },
    ]);
  });
});

describe('the day evidence was collected', () => {
  const upload = { name: 'Access review', framework: 'soc2', type: 'document', description: '' };
  const edit = { ...upload, id: 'e', version: '4', expiresOn: '' };

  it('on upload, defaults to the upload day (left empty) and takes an earlier day', () => {
    expect(evidenceUploadSchema.parse({ ...upload, collectedOn: '' })).toMatchObject({ collectedOn: null });
    expect(evidenceUploadSchema.parse(upload)).toMatchObject({ collectedOn: null });
    expect(evidenceUploadSchema.parse({ ...upload, collectedOn: '2000-01-01' })).toMatchObject({ collectedOn: '2000-01-01' });
    expect(evidenceUploadSchema.parse({ ...upload, collectedOn: dayFromToday(-40) })).toMatchObject({ collectedOn: dayFromToday(-40) });
    expect(evidenceUploadSchema.parse({ ...upload, collectedOn: dayFromToday(0) })).toMatchObject({ collectedOn: dayFromToday(0) });
  });

  it('is required on the edit form (a post without it keeps the item’s day)', () => {
    expect(errorsOf(evidenceEditSchema, { ...edit, collectedOn: '' })).toEqual({ collectedOn: 'Choose the date collected.' });
    expect(evidenceEditSchema.parse(edit).collectedOn).toBeUndefined();
    expect(evidenceEditSchema.parse({ ...edit, collectedOn: '2026-01-15' })).toMatchObject({ collectedOn: '2026-01-15', version: 4 });
  });

  it('is never in the future nor before 2000, nor a day that is not real', () => {
    for (const schema of [evidenceUploadSchema, evidenceEditSchema]) {
      const values = schema === evidenceUploadSchema ? upload : edit;
      expect(errorsOf(schema, { ...values, collectedOn: dayFromToday(2) })).toEqual({ collectedOn: COLLECTED_IN_FUTURE });
      expect(errorsOf(schema, { ...values, collectedOn: '2999-01-01' })).toEqual({ collectedOn: COLLECTED_IN_FUTURE });
      expect(errorsOf(schema, { ...values, collectedOn: '1999-12-31' })).toEqual({ collectedOn: COLLECTED_TOO_EARLY });
      expect(errorsOf(schema, { ...values, collectedOn: '2026-02-29' })).toEqual({ collectedOn: 'The date collected is not a real date.' });
    }
  });

  it('comes before the expiry day, checked on the expiry field', () => {
    expect(errorsOf(evidenceUploadSchema, { ...upload, collectedOn: '2026-03-10', expiresOn: '2026-03-09' })).toEqual({
      expiresOn: EXPIRY_BEFORE_COLLECTION,
    });
    expect(errorsOf(evidenceUploadSchema, { ...upload, collectedOn: '2026-03-10', expiresOn: '2026-03-10' })).toEqual({});
    expect(errorsOf(evidenceEditSchema, { ...edit, collectedOn: '2026-03-10', expiresOn: '2026-01-01' })).toEqual({
      expiresOn: EXPIRY_BEFORE_COLLECTION,
    });
  });

  it('counts "today" as any day already begun somewhere on earth', () => {
    const now = new Date('2026-11-25T09:59:00Z');
    expect(latestDayBegun(now)).toBe('2026-11-25');
    expect(latestDayBegun(new Date('2026-11-25T10:00:00Z'))).toBe('2026-11-26');
    expect(collectionDayProblem('2026-11-25', now)).toBeNull();
    expect(collectionDayProblem('2026-11-26', now)).toBe(COLLECTED_IN_FUTURE);
    expect(collectionDayProblem('2000-01-01', now)).toBeNull();
    expect(collectionDayProblem('1999-12-31', now)).toBe(COLLECTED_TOO_EARLY);
  });
});
