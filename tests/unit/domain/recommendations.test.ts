import { quotePrice } from '@/lib/domain/pricing';
import { dataTypeValues, industryValues, locationValues, type QuestionnaireAnswers } from '@/lib/domain/recommendation-questionnaire';
import { defaultReason, questionnaireResult, recommendFrameworks } from '@/lib/domain/recommendations';

// The questionnaire's rule table, written out independently of the implementation.
const industryRule: Record<string, string[]> = {
  'digital-health': ['HIPAA', 'HITECH', 'HITRUST'],
  fintech: ['GLBA', 'SOC 2', 'BSA/AML'],
  saas: ['SOC 2', 'ISO 27001'],
  ai: ['SOC 2', 'ISO 27001', 'ISO 42001'],
  ecommerce: ['PCI-DSS', 'SOC 2'],
  other: [],
  skipped: [],
};
const dataRule: Record<string, string[]> = {
  healthcare: ['HIPAA', 'HITECH'],
  financial: ['GLBA', 'PCI-DSS'],
  personal: ['SOC 2'],
  educational: ['FERPA'],
  children: ['COPPA'],
  none: [],
  skipped: [],
};
const locationRule: Record<string, string[]> = { us: [], eu: ['GDPR'], california: ['CCPA'], global: ['GDPR', 'CCPA'], skipped: [] };

function expectedFrameworks(answers: QuestionnaireAnswers): string[] {
  const all = [...industryRule[answers.question_0]!, ...dataRule[answers.question_1]!, ...locationRule[answers.question_2]!, 'SOC 2'];
  return all.filter((name, index) => all.indexOf(name) === index);
}

const combinations: QuestionnaireAnswers[] = [];
for (const question_0 of [...industryValues, 'skipped'] as const)
  for (const question_1 of [...dataTypeValues, 'skipped'] as const)
    for (const question_2 of [...locationValues, 'skipped'] as const) combinations.push({ question_0, question_1, question_2 });

describe('recommendFrameworks over every combination of answers', () => {
  it('covers all 7 × 7 × 5 combinations', () => {
    expect(combinations).toHaveLength(245);
  });

  it.each(combinations.map((answers) => [Object.values(answers).join(' / '), answers] as const))('%s', (_, answers) => {
    const result = recommendFrameworks(answers);
    expect(result.map((item) => item.framework)).toEqual(expectedFrameworks(answers));
    result.forEach((item, index) => {
      const [priority, label] = index < 2 ? ['high', 'Critical'] : index < 4 ? ['medium', 'Important'] : ['low', 'Recommended'];
      expect(item.priority).toBe(priority);
      expect(item.priorityLabel).toBe(label);
      expect(item.reason.length).toBeGreaterThan(0);
      expect(item.description.length).toBeGreaterThan(0);
    });
    expect(result.some((item) => item.framework === 'SOC 2')).toBe(true);
  });
});

describe('recommendFrameworks examples', () => {
  it('all skipped gives SOC 2 alone, Critical, with the default reason', () => {
    expect(recommendFrameworks({ question_0: 'skipped', question_1: 'skipped', question_2: 'skipped' })).toEqual([
      expect.objectContaining({ framework: 'SOC 2', priority: 'high', priorityLabel: 'Critical', reason: defaultReason }),
    ]);
  });

  it('digital health, healthcare data, global: five frameworks in rule order with priorities', () => {
    const result = recommendFrameworks({ question_0: 'digital-health', question_1: 'healthcare', question_2: 'global' });
    expect(result.map((item) => [item.framework, item.priorityLabel])).toEqual([
      ['HIPAA', 'Critical'],
      ['HITECH', 'Critical'],
      ['HITRUST', 'Important'],
      ['GDPR', 'Important'],
      ['CCPA', 'Recommended'],
      ['SOC 2', 'Recommended'],
    ]);
    expect(result.at(-1)?.reason).toBe(defaultReason);
  });

  it('a framework added twice keeps the first reason', () => {
    const result = recommendFrameworks({ question_0: 'fintech', question_1: 'financial', question_2: 'us' });
    expect(result.map((item) => item.framework)).toEqual(['GLBA', 'SOC 2', 'BSA/AML', 'PCI-DSS']);
    expect(result[0]?.reason).toMatch(/fintech/i);
    expect(result[1]?.reason).not.toBe(defaultReason);
  });
});

describe('questionnaireResult', () => {
  it('prices the recommended frameworks', () => {
    const answers: QuestionnaireAnswers = { question_0: 'ecommerce', question_1: 'financial', question_2: 'global' };
    const result = questionnaireResult(answers);
    expect(result.recommendations.map((item) => item.framework)).toEqual(['PCI-DSS', 'SOC 2', 'GLBA', 'GDPR', 'CCPA']);
    expect(result.price).toEqual(quotePrice(5));
    expect(result.price).toMatchObject({ monthlyPrice: 1000, freeFrameworks: 1 });
  });
});
