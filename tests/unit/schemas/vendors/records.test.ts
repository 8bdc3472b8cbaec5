import { vendorQuestionnaire } from '@/lib/catalog/vendor-questionnaire';
import { answerField, commentField, questionnaireFormSchema } from '@/lib/domain/vendors/questionnaire';
import { fieldErrorsOf } from '@/lib/schemas/form-state';
import {
  CONTRACT_END_BEFORE_START,
  PERIOD_END_BEFORE_START,
  questionnaireLinkSchema,
  SOC2_PERIOD_NEEDED,
  vendorCreateSchema,
  vendorDocumentFields,
  vendorEditSchema,
  vendorReviewSchema,
} from '@/lib/schemas/vendors/records';

const form = {
  name: 'Acme Cloud',
  service: 'Hosting',
  category: 'cloud-infrastructure',
  criticality: 'high',
  dataKinds: ['customer-personal', 'health'],
  countries: 'us, DE ie',
  contractStart: '2026-01-01',
  contractEnd: '2027-01-01',
  ownerMemberId: '',
};

const errorsOf = (schema: { safeParse: (value: unknown) => { success: boolean; error?: unknown } }, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? {} : fieldErrorsOf(parsed.error as never);
};

describe('vendor form', () => {
  it('reads the fields: country codes upper-cased once each, no owner as null, the subprocessor box', () => {
    const parsed = vendorCreateSchema.parse({ ...form, subprocessor: 'on', countries: 'us, DE ie US' });
    expect(parsed).toMatchObject({ countries: ['US', 'DE', 'IE'], ownerMemberId: null, subprocessor: true });
    expect(vendorCreateSchema.parse(form).subprocessor).toBe(false);
  });

  it('leaves the contract dates empty as null', () => {
    expect(vendorCreateSchema.parse({ ...form, contractStart: '', contractEnd: '' })).toMatchObject({
      contractStart: null,
      contractEnd: null,
    });
  });

  it('refuses a contract that ends before it starts, but not one that ends on its first day', () => {
    expect(errorsOf(vendorCreateSchema, { ...form, contractEnd: '2025-12-31' }).contractEnd).toBe(CONTRACT_END_BEFORE_START);
    expect(vendorCreateSchema.safeParse({ ...form, contractEnd: '2026-01-01' }).success).toBe(true);
    expect(errorsOf(vendorEditSchema, { ...form, id: 'x', version: '1', contractEnd: '2025-12-31' }).contractEnd).toBe(
      CONTRACT_END_BEFORE_START,
    );
  });

  it('refuses an unknown country code, naming it', () => {
    expect(errorsOf(vendorCreateSchema, { ...form, countries: 'US, XX, USA' }).countries).toMatch(/XX, USA is not one/);
  });

  it('asks for the data touched, and None alone', () => {
    expect(errorsOf(vendorCreateSchema, { ...form, dataKinds: [] }).dataKinds).toMatch(/Choose the data/);
    expect(errorsOf(vendorCreateSchema, { ...form, dataKinds: ['none', 'health'] }).dataKinds).toMatch(/None cannot be chosen/);
    expect(vendorCreateSchema.parse({ ...form, dataKinds: ['none'] }).dataKinds).toEqual(['none']);
    expect(vendorCreateSchema.safeParse({ ...form, dataKinds: ['secrets'] }).success).toBe(false);
  });

  it('refuses an unknown criticality or category and a missing name', () => {
    const errors = errorsOf(vendorCreateSchema, { ...form, name: ' ', criticality: 'extreme', category: 'food' });
    expect(errors).toMatchObject({
      name: 'Enter the vendor name.',
      criticality: 'Choose the criticality.',
      category: 'Choose a category.',
    });
  });

  it('asks an edit for the version it read', () => {
    expect(errorsOf(vendorEditSchema, form).version).toBe('Reload the page and try again.');
  });
});

describe('vendor document', () => {
  const document = { vendorId: 'v', kind: 'soc2', expiresOn: '2027-01-01', periodStart: '2025-10-01', periodEnd: '2026-09-30' };

  it('asks a SOC 2 report for its period, in order', () => {
    expect(vendorDocumentFields.parse(document)).toMatchObject({ periodStart: '2025-10-01', periodEnd: '2026-09-30' });
    expect(errorsOf(vendorDocumentFields, { ...document, periodStart: '', periodEnd: '' })).toMatchObject({
      periodStart: SOC2_PERIOD_NEEDED,
      periodEnd: SOC2_PERIOD_NEEDED,
    });
    expect(errorsOf(vendorDocumentFields, { ...document, periodEnd: '2025-09-30' }).periodEnd).toBe(PERIOD_END_BEFORE_START);
  });

  it('lets other kinds go without a period or an expiry', () => {
    expect(vendorDocumentFields.parse({ vendorId: 'v', kind: 'dpa', expiresOn: '', periodStart: '', periodEnd: '' })).toMatchObject({
      expiresOn: null,
      periodStart: null,
    });
    expect(errorsOf(vendorDocumentFields, { ...document, kind: 'contract' }).kind).toBe('Choose the kind of document.');
  });
});

describe('vendor review and questionnaire link', () => {
  it('reads a review and refuses an unknown conclusion', () => {
    const review = { vendorId: 'v', reviewId: '', reviewedOn: '2026-11-20', reviewerMemberId: 'm', conclusion: 'approved-with-conditions' };
    expect(vendorReviewSchema.parse(review)).toMatchObject({ reviewId: null, notes: '' });
    expect(errorsOf(vendorReviewSchema, { ...review, conclusion: 'maybe' }).conclusion).toBe('Choose the conclusion.');
    expect(errorsOf(vendorReviewSchema, { ...review, reviewedOn: '2026-02-30' }).reviewedOn).toBe('The review date is not a real date.');
  });

  it('takes an optional contact email, lower-cased', () => {
    expect(questionnaireLinkSchema.parse({ vendorId: 'v', contactEmail: '' }).contactEmail).toBeNull();
    expect(questionnaireLinkSchema.parse({ vendorId: 'v', contactEmail: ' Sec@Vendor.example ' }).contactEmail).toBe('sec@vendor.example');
    expect(errorsOf(questionnaireLinkSchema, { vendorId: 'v', contactEmail: 'nope' }).contactEmail).toBe('Enter a valid email address.');
  });
});

describe('vendor questionnaire', () => {
  it('asks about 10 to 12 questions, each with its own id', () => {
    expect(vendorQuestionnaire.length).toBeGreaterThanOrEqual(10);
    expect(vendorQuestionnaire.length).toBeLessThanOrEqual(12);
    expect(new Set(vendorQuestionnaire.map((question) => question.id)).size).toBe(vendorQuestionnaire.length);
  });

  const answered = Object.fromEntries(vendorQuestionnaire.map((question) => [answerField(question.id), 'yes']));

  it('reads every answer in the catalog order, with its comment', () => {
    const response = questionnaireFormSchema.parse({ respondent: ' Dana ', ...answered, [commentField('mfa')]: ' TOTP for all ' });
    expect(response.respondent).toBe('Dana');
    expect(response.answers.map((row) => row.questionId)).toEqual(vendorQuestionnaire.map((question) => question.id));
    expect(response.answers.find((row) => row.questionId === 'mfa')).toEqual({ questionId: 'mfa', answer: 'yes', comment: 'TOTP for all' });
  });

  it('refuses a missing or unknown answer and a missing name', () => {
    const parsed = questionnaireFormSchema.safeParse({
      ...answered,
      [answerField('mfa')]: 'sometimes',
      [answerField('pentest')]: undefined,
    });
    expect(parsed.success).toBe(false);
    const errors = fieldErrorsOf(parsed.error!);
    expect(errors).toMatchObject({
      respondent: 'Enter your name.',
      [answerField('mfa')]: 'Answer yes, no or partly.',
      [answerField('pentest')]: 'Answer yes, no or partly.',
    });
  });
});
