/** The questionnaire's questions and options, and the answers' values. */
export const industryValues = ['digital-health', 'fintech', 'saas', 'ai', 'ecommerce', 'other'] as const;
export const dataTypeValues = ['healthcare', 'financial', 'personal', 'educational', 'children', 'none'] as const;
export const locationValues = ['us', 'eu', 'california', 'global'] as const;

export type Industry = (typeof industryValues)[number];
export type DataType = (typeof dataTypeValues)[number];
export type CustomerLocation = (typeof locationValues)[number];
export type Skipped = 'skipped';

/** question_0 (industry), question_1 (data type), question_2 (customer location): a value or 'skipped'. */
export type QuestionnaireAnswers = {
  question_0: Industry | Skipped;
  question_1: DataType | Skipped;
  question_2: CustomerLocation | Skipped;
};

export type QuestionKey = keyof QuestionnaireAnswers;

export type Question = {
  key: QuestionKey;
  /** The query parameter that carries this answer in a shareable result link. */
  param: 'industry' | 'data' | 'location';
  title: string;
  hint: string;
  options: readonly { value: string; label: string; detail: string }[];
};

export const questions: readonly Question[] = [
  {
    key: 'question_0',
    param: 'industry',
    title: 'What industry is your company in?',
    hint: 'Your industry decides most of the rules that apply to you.',
    options: [
      { value: 'digital-health', label: 'Digital Health', detail: 'Telehealth, health apps, medical devices, care platforms' },
      { value: 'fintech', label: 'Fintech', detail: 'Payments, lending, banking, insurance, crypto' },
      { value: 'saas', label: 'SaaS', detail: 'Business software sold as a service' },
      { value: 'ai', label: 'AI', detail: 'AI and machine-learning products and platforms' },
      { value: 'ecommerce', label: 'E-commerce', detail: 'Online stores and marketplaces that take payments' },
      { value: 'other', label: 'Other', detail: 'Something else' },
    ],
  },
  {
    key: 'question_1',
    param: 'data',
    title: 'What type of data do you handle?',
    hint: 'Pick the most sensitive kind of data you store or process.',
    options: [
      { value: 'healthcare', label: 'Healthcare data', detail: 'Protected health information (PHI)' },
      { value: 'financial', label: 'Financial data', detail: 'Card numbers, bank accounts, credit information' },
      { value: 'personal', label: 'Personal data', detail: 'Names, e-mail addresses, identifiers (PII)' },
      { value: 'educational', label: 'Educational records', detail: 'Student records and grades' },
      { value: 'children', label: "Children's data", detail: 'Data about children under 13' },
      { value: 'none', label: 'None of the above', detail: 'No sensitive data' },
    ],
  },
  {
    key: 'question_2',
    param: 'location',
    title: 'Where are your customers located?',
    hint: 'Privacy laws follow your customers, wherever your company is.',
    options: [
      { value: 'us', label: 'United States', detail: 'Customers in the US only' },
      { value: 'eu', label: 'European Union', detail: 'Customers in the EU or EEA' },
      { value: 'california', label: 'California', detail: 'Customers in California' },
      { value: 'global', label: 'Global', detail: 'Customers around the world' },
    ],
  },
];

export const questionCount = questions.length;

/** Progress through the flow: 'Question n of 3' and n / 3 as a whole percentage (n is 1-based). */
export function progressFor(questionIndex: number): { label: string; percent: number } {
  const n = questionIndex + 1;
  return { label: `Question ${n} of ${questionCount}`, percent: Math.round((n / questionCount) * 100) };
}

/** About half a minute per remaining question (the current one included), rounded up to whole minutes. */
export function minutesRemaining(questionIndex: number): number {
  const remaining = Math.max(questionCount - questionIndex, 0);
  return Math.ceil(remaining * 0.5);
}

function pick<T extends string>(values: readonly T[], raw: string | null | undefined): T | Skipped | undefined {
  if (raw === 'skipped') return 'skipped';
  return values.find((value) => value === raw);
}

/** Reads answers back from a shareable link's query; undefined unless all three are valid. */
export function answersFromQuery(get: (name: string) => string | null): QuestionnaireAnswers | undefined {
  const question_0 = pick(industryValues, get('industry'));
  const question_1 = pick(dataTypeValues, get('data'));
  const question_2 = pick(locationValues, get('location'));
  if (!question_0 || !question_1 || !question_2) return undefined;
  return { question_0, question_1, question_2 };
}

/** The shareable query for a set of answers: industry=…&data=…&location=…. */
export function answersToQuery(answers: QuestionnaireAnswers): string {
  return new URLSearchParams({ industry: answers.question_0, data: answers.question_1, location: answers.question_2 }).toString();
}

/** Completed answers from the flow's draft (keyed question_0…2); undefined while any is missing or unknown. */
export function answersFromDraft(draft: Partial<Record<QuestionKey, string>>): QuestionnaireAnswers | undefined {
  return answersFromQuery((param) => draft[questions.find((question) => question.param === param)?.key ?? 'question_0'] ?? null);
}
