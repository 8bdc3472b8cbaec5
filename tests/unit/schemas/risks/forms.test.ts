import { RESIDUAL_ABOVE_INHERENT_MESSAGE, riskCategories, riskFormSchema, riskTreatments } from '@/lib/schemas/risks/forms';

const form = {
  title: 'Account takeover',
  description: 'Stolen passwords.',
  category: 'security',
  ownerId: 'member-1',
  inherentLikelihood: '4',
  inherentImpact: '4',
  residualLikelihood: '2',
  residualImpact: '4',
  treatment: 'mitigate',
  plan: 'Require MFA.',
  nextReviewOn: '2027-01-31',
};

/** The message of the first problem found in `field`, or undefined when the field passes. */
function messageFor(values: Record<string, unknown>, field: string): string | undefined {
  const result = riskFormSchema.safeParse(values);
  return result.error?.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('riskFormSchema', () => {
  it('reads a filled form, levels as numbers and the texts trimmed', () => {
    const result = riskFormSchema.parse({ ...form, title: '  Account takeover  ' });
    expect(result).toEqual({
      ...form,
      inherentLikelihood: 4,
      inherentImpact: 4,
      residualLikelihood: 2,
      residualImpact: 4,
    });
  });
  it('leaves the description and plan empty when they are not sent', () => {
    const rest = Object.fromEntries(Object.entries(form).filter(([field]) => field !== 'description' && field !== 'plan'));
    expect(riskFormSchema.parse(rest)).toMatchObject({ description: '', plan: '' });
  });

  it('needs a title of 1 to 200 characters', () => {
    expect(messageFor({ ...form, title: '  ' }, 'title')).toBe('Enter the title.');
    expect(messageFor({ ...form, title: undefined }, 'title')).toBe('Enter the title.');
    expect(messageFor({ ...form, title: 'x'.repeat(200) }, 'title')).toBeUndefined();
    expect(messageFor({ ...form, title: 'x'.repeat(201) }, 'title')).toBe('The title can be at most 200 characters.');
  });
  it('allows a description and a plan of up to 5000 characters', () => {
    expect(messageFor({ ...form, description: 'x'.repeat(5000) }, 'description')).toBeUndefined();
    expect(messageFor({ ...form, description: 'x'.repeat(5001) }, 'description')).toBe('The description can be at most 5000 characters.');
    expect(messageFor({ ...form, plan: 'x'.repeat(5000) }, 'plan')).toBeUndefined();
    expect(messageFor({ ...form, plan: 'x'.repeat(5001) }, 'plan')).toBe('The treatment plan can be at most 5000 characters.');
  });
  it('takes every category of the list and refuses others', () => {
    for (const category of riskCategories) expect(messageFor({ ...form, category }, 'category')).toBeUndefined();
    expect(messageFor({ ...form, category: 'weather' }, 'category')).toBe('Choose a category from the list.');
    expect(messageFor({ ...form, category: undefined }, 'category')).toBe('Choose a category from the list.');
  });
  it('needs an owner', () => {
    expect(messageFor({ ...form, ownerId: '' }, 'ownerId')).toBe('Choose the owner.');
    expect(messageFor({ ...form, ownerId: undefined }, 'ownerId')).toBe('Choose the owner.');
    expect(messageFor({ ...form, ownerId: 'x'.repeat(65) }, 'ownerId')).toBe('Choose the owner.');
  });
  it.each([
    ['inherentLikelihood', 'Choose the inherent likelihood (1 to 5).'],
    ['inherentImpact', 'Choose the inherent impact (1 to 5).'],
    ['residualLikelihood', 'Choose the residual likelihood (1 to 5).'],
    ['residualImpact', 'Choose the residual impact (1 to 5).'],
  ])('takes %s from 1 to 5 only', (field, message) => {
    const low = { ...form, residualLikelihood: '1', residualImpact: '1' };
    expect(messageFor({ ...low, [field]: '1' }, field)).toBeUndefined();
    expect(messageFor({ ...form, inherentLikelihood: '5', inherentImpact: '5', [field]: '5' }, field)).toBeUndefined();
    for (const bad of ['0', '6', '2.5', 'high', undefined]) expect(messageFor({ ...low, [field]: bad }, field)).toBe(message);
  });
  it('takes every treatment and refuses others', () => {
    for (const treatment of riskTreatments) expect(messageFor({ ...form, treatment }, 'treatment')).toBeUndefined();
    expect(messageFor({ ...form, treatment: 'ignore' }, 'treatment')).toBe('Choose a treatment: mitigate, accept, transfer or avoid.');
  });
  it('needs a next review date that is a real day', () => {
    expect(messageFor({ ...form, nextReviewOn: '' }, 'nextReviewOn')).toBe('Choose the next review date.');
    expect(messageFor({ ...form, nextReviewOn: '31/01/2027' }, 'nextReviewOn')).toBe('Choose the next review date.');
    expect(messageFor({ ...form, nextReviewOn: '2027-02-30' }, 'nextReviewOn')).toBe('The next review date is not a real date.');
  });
  it('refuses a residual rating above the inherent one, and allows it equal', () => {
    expect(messageFor({ ...form, residualLikelihood: '4', residualImpact: '4' }, 'residualLikelihood')).toBeUndefined();
    expect(messageFor({ ...form, residualLikelihood: '5', residualImpact: '4' }, 'residualLikelihood')).toBe(
      RESIDUAL_ABOVE_INHERENT_MESSAGE,
    );
    expect(
      messageFor(
        { ...form, inherentLikelihood: '1', inherentImpact: '1', residualLikelihood: '1', residualImpact: '2' },
        'residualLikelihood',
      ),
    ).toBe(RESIDUAL_ABOVE_INHERENT_MESSAGE);
  });
});
