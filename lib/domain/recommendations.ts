import { quotePrice, type PriceQuote } from './pricing';
import type { CustomerLocation, DataType, Industry, QuestionnaireAnswers } from './recommendation-questionnaire';

/** The frameworks the questionnaire can recommend. */
export type RecommendedFramework =
  | 'HIPAA'
  | 'HITECH'
  | 'HITRUST'
  | 'SOC 2'
  | 'GLBA'
  | 'BSA/AML'
  | 'ISO 27001'
  | 'ISO 42001'
  | 'PCI-DSS'
  | 'FERPA'
  | 'COPPA'
  | 'GDPR'
  | 'CCPA';

export type Priority = 'high' | 'medium' | 'low';

export type Recommendation = {
  framework: RecommendedFramework;
  priority: Priority;
  /** Critical, Important or Recommended. */
  priorityLabel: string;
  reason: string;
  description: string;
};

export const defaultReason = 'Standard compliance requirement for your industry';

export const priorityLabels: Record<Priority, string> = { high: 'Critical', medium: 'Important', low: 'Recommended' };

export const frameworkDescriptions: Record<RecommendedFramework, string> = {
  HIPAA: 'Protects the privacy and security of patient health information in the United States.',
  HITECH: 'Strengthens HIPAA enforcement and adds breach notification duties for electronic health records.',
  HITRUST: 'A certifiable framework that maps HIPAA, ISO and NIST controls into one healthcare security programme.',
  'SOC 2': 'An independent audit of your security, availability and confidentiality controls that customers ask for.',
  GLBA: 'Requires financial institutions to explain data sharing and to safeguard customer financial information.',
  'BSA/AML': 'Anti-money-laundering programme, customer due diligence and suspicious activity reporting.',
  'ISO 27001': 'The international standard for an information security management system, certified for 3 years.',
  'ISO 42001': 'The international standard for an AI management system: AI policy, risk and impact assessment and life cycle controls.',
  'PCI-DSS': 'Security requirements for every company that stores, processes or transmits payment card data.',
  FERPA: 'Protects the privacy of student education records held by schools and their service providers.',
  COPPA: 'Requires verifiable parental consent before collecting personal data from children under 13.',
  GDPR: 'The European Union’s data protection regulation for the personal data of people in the EU.',
  CCPA: 'California’s privacy law (as amended by CPRA) giving consumers rights over their personal information.',
};

type Addition = { framework: RecommendedFramework; reason: string };

const byIndustry: Record<Industry, Addition[]> = {
  'digital-health': [
    { framework: 'HIPAA', reason: 'Digital health companies handle protected health information' },
    { framework: 'HITECH', reason: 'Applies to electronic health records in digital health' },
    { framework: 'HITRUST', reason: 'Expected by hospitals and payers buying digital health products' },
  ],
  fintech: [
    { framework: 'GLBA', reason: 'Fintech companies are financial institutions under GLBA' },
    { framework: 'SOC 2', reason: 'Banks and partners require a SOC 2 report from fintech vendors' },
    { framework: 'BSA/AML', reason: 'Money movement requires an anti-money-laundering programme' },
  ],
  saas: [
    { framework: 'SOC 2', reason: 'Business customers require a SOC 2 report from SaaS vendors' },
    { framework: 'ISO 27001', reason: 'International customers expect ISO 27001 certification' },
  ],
  ai: [
    { framework: 'SOC 2', reason: 'Customers require a SOC 2 report before sharing data with AI products' },
    { framework: 'ISO 27001', reason: 'International customers expect ISO 27001 certification' },
    { framework: 'ISO 42001', reason: 'Enterprise buyers ask AI vendors how they govern their models and their risks' },
  ],
  ecommerce: [
    { framework: 'PCI-DSS', reason: 'E-commerce companies accept payment cards' },
    { framework: 'SOC 2', reason: 'Partners and enterprise buyers ask for a SOC 2 report' },
  ],
  other: [],
};

const byDataType: Record<DataType, Addition[]> = {
  healthcare: [
    { framework: 'HIPAA', reason: 'You handle protected health information' },
    { framework: 'HITECH', reason: 'You handle electronic health information' },
  ],
  financial: [
    { framework: 'GLBA', reason: 'You handle customers’ financial information' },
    { framework: 'PCI-DSS', reason: 'You handle payment card data' },
  ],
  personal: [{ framework: 'SOC 2', reason: 'You handle personal data on behalf of customers' }],
  educational: [{ framework: 'FERPA', reason: 'You handle student education records' }],
  children: [{ framework: 'COPPA', reason: 'You collect data from children under 13' }],
  none: [],
};

const byLocation: Record<CustomerLocation, Addition[]> = {
  us: [],
  eu: [{ framework: 'GDPR', reason: 'You have customers in the European Union' }],
  california: [{ framework: 'CCPA', reason: 'You have customers in California' }],
  global: [
    { framework: 'GDPR', reason: 'Your global customers include people in the European Union' },
    { framework: 'CCPA', reason: 'Your global customers include California residents' },
  ],
};

/** Critical for the first 2, Important for the next 2, Recommended for the rest. */
export function priorityAt(index: number): Priority {
  if (index < 2) return 'high';
  if (index < 4) return 'medium';
  return 'low';
}

/**
 * The frameworks that apply to a questionnaire's answers: industry rules, then data, then location,
 * then SOC 2 always; de-duplicated keeping the first occurrence (and its reason); skipped answers add nothing.
 */
export function recommendFrameworks(answers: QuestionnaireAnswers): Recommendation[] {
  const additions: Addition[] = [
    ...(answers.question_0 === 'skipped' ? [] : byIndustry[answers.question_0]),
    ...(answers.question_1 === 'skipped' ? [] : byDataType[answers.question_1]),
    ...(answers.question_2 === 'skipped' ? [] : byLocation[answers.question_2]),
    { framework: 'SOC 2', reason: defaultReason },
  ];
  const seen = new Set<RecommendedFramework>();
  const unique = additions.filter(({ framework }) => !seen.has(framework) && seen.add(framework));
  return unique.map(({ framework, reason }, index) => {
    const priority = priorityAt(index);
    return { framework, priority, priorityLabel: priorityLabels[priority], reason, description: frameworkDescriptions[framework] };
  });
}

export type QuestionnaireResult = { recommendations: Recommendation[]; price: PriceQuote };

/** Recommendations plus the plan price for that many frameworks. */
export function questionnaireResult(answers: QuestionnaireAnswers): QuestionnaireResult {
  const recommendations = recommendFrameworks(answers);
  return { recommendations, price: quotePrice(recommendations.length) };
}
