import {
  answerQuestions,
  confidenceOf,
  coverage,
  isConfident,
  KnowledgeIndex,
  MIN_CONFIDENCE,
  NO_ANSWER_FOUND,
  questionConcepts,
  stemsOf,
  type KnowledgeDocument,
  type Question,
} from '@/lib/domain/questionnaires';

const knowledge: KnowledgeDocument[] = [
  {
    id: 'policy-1',
    type: 'policy',
    label: 'Access Control Policy v2.4 § 4.3 Policy Statements: Authentication',
    version: 'v2.4',
    title: 'Access Control Policy Policy Statements: Authentication',
    text: 'MFA is required for remote access and administrator access.',
  },
  {
    id: 'CRY-02',
    type: 'control',
    label: 'CRY-02',
    version: 'not-started',
    title: 'Encryption at rest',
    text: 'Encrypt databases, storage, backups and laptops that hold sensitive data.',
    state: 'not-started',
  },
  {
    id: 'VUL-03',
    type: 'control',
    label: 'VUL-03',
    version: 'implemented',
    title: 'Penetration testing',
    text: 'Have an independent firm run a penetration test of the product every year.',
    state: 'implemented',
    related: [{ type: 'evidence', id: 'evidence-1', label: 'Pen test report 2026', version: 'verified' }],
  },
  {
    id: 'library-1',
    type: 'library',
    label: 'Approved answer',
    title: 'Do you have cyber insurance?',
    text: 'Do you have cyber insurance? Yes, with a 5 million limit.',
    answer: 'Yes, with a 5 million limit.',
    kind: 'yes',
    related: [{ type: 'policy', id: 'policy-9', label: 'Insurance Policy v1.0', version: 'v1.0' }],
  },
];

const question = (text: string): Question => ({ sheet: 'Security', row: 2, text, section: null });

describe('KnowledgeIndex.suggest', () => {
  const index = new KnowledgeIndex(knowledge);

  it('finds a policy written with another synonym (two-factor against MFA) and cites its section and version', () => {
    const suggestion = index.suggest('Is two-factor authentication required for remote access?');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.answer).toBe('Yes. MFA is required for remote access and administrator access.');
    expect(suggestion.sources).toEqual([
      { type: 'policy', id: 'policy-1', label: 'Access Control Policy v2.4 § 4.3 Policy Statements: Authentication', version: 'v2.4' },
    ]);
    expect(suggestion.confidence).toBeGreaterThanOrEqual(MIN_CONFIDENCE);
    expect(suggestion.confidence).toBeLessThanOrEqual(1);
  });

  it('cites a control with its state and the evidence linked to it', () => {
    const suggestion = index.suggest('Do you run a pen test every year?');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources).toEqual([
      { type: 'control', id: 'VUL-03', label: 'VUL-03', version: 'implemented' },
      { type: 'evidence', id: 'evidence-1', label: 'Pen test report 2026', version: 'verified' },
    ]);
  });

  it('never invents a Yes from a control not started: no answer', () => {
    expect(index.suggest('Is customer data encrypted at rest?')).toEqual({ answer: null, kind: null, confidence: 0, sources: [] });
  });

  it('reuses a library answer with the sources it was approved with', () => {
    const suggestion = index.suggest('Does your company have cyber insurance?');
    expect(suggestion).toMatchObject({ answer: 'Yes, with a 5 million limit.', kind: 'yes' });
    expect(suggestion.sources.map((source) => source.type)).toEqual(['library', 'policy']);
  });

  it('gives no answer to a question no record covers', () => {
    for (const text of ['What is the capital of France?', 'Do you offer a free lunch to visitors?', 'Do you have it?', ''])
      expect(index.suggest(text).answer).toBeNull();
  });

  it('answers a question about past events only from the library', () => {
    expect(index.suggest('Have you had a penetration test finding exploited in the past 12 months?').answer).toBeNull();
  });

  it('answers a question about things beyond those asked elsewhere only from the library', () => {
    expect(index.suggest('Do you run a pen test every year?').answer).not.toBeNull();
    expect(index.suggest('Describe the other penetration tests you run every year.').answer).toBeNull();
  });

  it('gives no answer with no knowledge at all', () => {
    expect(new KnowledgeIndex([]).suggest('Is MFA required?').answer).toBeNull();
  });

  it('answers a trust fact only for a question wholly about it', () => {
    const fact: KnowledgeDocument = {
      id: 'framework:soc2',
      type: 'trust',
      label: 'Trust center: SOC 2',
      title: 'SOC 2',
      text: 'SOC 2: audited and passed (report).',
      state: 'yes',
    };
    const withFact = new KnowledgeIndex([fact]);
    expect(withFact.suggest('Do you have a SOC 2 report?')).toMatchObject({
      kind: 'yes',
      sources: [{ type: 'trust', id: 'framework:soc2' }],
    });
    expect(withFact.suggest('Are your data centers SOC 2 audited?').answer).toBeNull();
  });
});

describe('answerQuestions', () => {
  it('answers each question in order, from one index', () => {
    const suggestions = answerQuestions(knowledge, [
      question('Is MFA required for remote access?'),
      question('What is your favourite colour?'),
    ]);
    expect(suggestions).toHaveLength(2);
    expect(suggestions[0]!.answer).toMatch(/^Yes\./);
    expect(suggestions[1]!.answer).toBeNull();
  });

  it('names the no-answer text the screen shows', () => expect(NO_ANSWER_FOUND).toBe('No answer found in your records'));
});

describe('confidence', () => {
  it('weighs the coverage, the kind of source and the score', () => {
    expect(confidenceOf({ coverage: 1, type: 'library', score: 10, bestScore: 10 })).toBe(1);
    expect(confidenceOf({ coverage: 1, type: 'policy', score: 10, bestScore: 10 })).toBe(0.9);
    expect(confidenceOf({ coverage: 1, type: 'evidence', score: 10, bestScore: 10 })).toBe(0.7);
    expect(confidenceOf({ coverage: 1, type: 'policy', score: 5, bestScore: 10 })).toBe(0.81);
    expect(confidenceOf({ coverage: 0.5, type: 'control', score: 10, bestScore: 10 })).toBe(0.43);
    expect(confidenceOf({ coverage: 1, type: 'policy', score: 10, bestScore: 10, penalty: 0.8 })).toBe(0.72);
    expect(confidenceOf({ coverage: 1, type: 'policy', score: 0, bestScore: 0 })).toBe(0.72);
  });

  it('withholds answers under the threshold', () => {
    expect(isConfident(MIN_CONFIDENCE)).toBe(true);
    expect(isConfident(MIN_CONFIDENCE - 0.01)).toBe(false);
  });

  it('covers a topic by any phrase, a phrase only as written, and words anywhere', () => {
    const concepts = questionConcepts('Is data encrypted at rest with AES?');
    expect(coverage(stemsOf('All data is encrypted at rest.'), concepts)).toBe(1);
    expect(coverage(stemsOf('Data at rest uses AES-256.'), concepts)).toBe(1);
    // "rest" and "encrypt" apart are not the phrase.
    expect(coverage(stemsOf('We encrypt traffic; data is kept while at rest periods.'), concepts)).toBeLessThan(1);
    expect(coverage(stemsOf('Nothing relevant.'), concepts)).toBe(0);
    expect(coverage(stemsOf('Anything.'), [])).toBe(0);
  });
});
