import { agrees, calibration, figuresOf, givesSupport, gradeAnswer, sourceKey, type GivenAnswer } from '@/bench/questionnaire/grade';
import { described, no, notInRecords, yes } from '@/bench/questionnaire/types';
import type { AnswerSource } from '@/lib/schemas/questionnaires/answers';

const control = (id: string): AnswerSource => ({ type: 'control', id, label: id, version: 'implemented' });
const policySection: AnswerSource = {
  type: 'policy',
  id: '5e9c0801-94bd-4d6d-8947-5c7f2265948d',
  label: 'Network Security Policy v1.3 § 3.1 Policy Statements',
  version: 'v1.3',
};
const given = (kind: GivenAnswer['kind'], sources: AnswerSource[], confidence = 0.7): GivenAnswer => ({
  answer: kind === null ? null : 'An answer.',
  kind,
  confidence,
  sources,
});
const segregation = yes(['control:GOV-05'], ['control:ICF-04'], 'An implemented segregation of duties control.');

describe('givesSupport', () => {
  it('says whether the records given hold one that says the thing asked, a weak one not being enough', () => {
    expect(givesSupport([control('ICF-04'), control('GOV-05')], segregation)).toBe(true);
    expect(givesSupport([control('ICF-04')], segregation)).toBe(false);
    expect(givesSupport([], segregation)).toBe(false);
  });

  it('has nothing to say of a question the records do not answer', () => {
    expect(givesSupport([control('GOV-05')], notInRecords('No record names it.'))).toBeNull();
  });
});

describe('sourceKey', () => {
  it('names a control by its code and a trust fact by its id', () => {
    expect(sourceKey(control('GOV-05'))).toBe('control:GOV-05');
    expect(sourceKey({ type: 'trust', id: 'framework:soc2', label: 'Trust center: SOC 2 Type II', version: 'audited' })).toBe(
      'trust:framework:soc2',
    );
  });

  it('names a policy section by the policy name and the section number, without the version', () => {
    expect(sourceKey(policySection)).toBe('policy:Network Security Policy§3.1');
  });

  it('names a policy cited as a whole by its name', () => {
    expect(sourceKey({ type: 'policy', id: 'p1', label: 'Code of Conduct v3.1', version: 'v3.1' })).toBe('policy:Code of Conduct');
  });

  it('names evidence by its name, which stays the same when the database is seeded again', () => {
    expect(sourceKey({ type: 'evidence', id: 'a99799aa', label: 'Access Control Logs Q4', version: 'verified' })).toBe(
      'evidence:Access Control Logs Q4',
    );
  });

  it('names a library answer by its id, which no expected record uses', () => {
    expect(sourceKey({ type: 'library', id: 'l1', label: 'Approved answer' })).toBe('library:l1');
  });
});

describe('agrees', () => {
  it.each([
    ['yes', 'yes', true],
    ['text', 'yes', true],
    ['no', 'yes', false],
    ['not-applicable', 'yes', false],
    ['no', 'no', true],
    ['yes', 'no', false],
    ['text', 'no', false],
    ['not-applicable', 'no', false],
    ['text', 'describe', true],
    ['yes', 'describe', true],
    ['no', 'describe', false],
    [null, 'yes', false],
  ] as const)('a %s answer to an expected %s: %s', (kind, expected, result) => {
    expect(agrees(kind, expected)).toBe(result);
  });
});

describe('gradeAnswer', () => {
  it('grades A an agreeing answer that cites a strong record', () => {
    expect(gradeAnswer(given('yes', [control('AC-01'), control('GOV-05')]), segregation)).toBe('A');
  });

  it('grades B an agreeing answer that cites only weak records', () => {
    expect(gradeAnswer(given('yes', [control('ICF-04')]), segregation)).toBe('B');
  });

  it('grades C an agreeing answer that cites no supporting record, whatever its words', () => {
    expect(gradeAnswer(given('yes', [control('INC-05')]), segregation)).toBe('C');
    expect(gradeAnswer(given('yes', []), segregation)).toBe('C');
  });

  it('grades C a wrong answer even from the right record', () => {
    expect(gradeAnswer(given('no', [control('GOV-05')]), segregation)).toBe('C');
  });

  it('grades C any answer to a question the records do not answer', () => {
    expect(gradeAnswer(given('yes', [control('GOV-05')]), notInRecords('Not recorded.'))).toBe('C');
    expect(gradeAnswer(given('no', [control('GOV-05')]), notInRecords('Not recorded.'))).toBe('C');
  });

  it('grades D a withheld answer the records hold, and E one they do not', () => {
    expect(gradeAnswer(given(null, []), segregation)).toBe('D');
    expect(gradeAnswer(given(null, []), notInRecords('Not recorded.'))).toBe('E');
  });

  it('accepts any section of a policy expected as a whole, and only the named section otherwise', () => {
    expect(gradeAnswer(given('yes', [policySection]), yes(['policy:Network Security Policy'], [], 'The policy.'))).toBe('A');
    expect(gradeAnswer(given('yes', [policySection]), yes(['policy:Network Security Policy§2'], [], 'Its scope.'))).toBe('C');
    expect(gradeAnswer(given('yes', [policySection]), yes(['policy:Network Security'], [], 'Another name.'))).toBe('C');
  });

  it('grades a No from the record that says so as A, and an open question described from it as A', () => {
    expect(gradeAnswer(given('no', [control('OPS-04')]), no(['control:OPS-04'], [], 'Not started.'))).toBe('A');
    expect(gradeAnswer(given('text', [control('VUL-02')]), described(['control:VUL-02'], [], 'Scope of the tests.'))).toBe('A');
  });
});

describe('figuresOf', () => {
  it('counts answered, precision, invention and recall from the grades', () => {
    const figures = figuresOf(['A', 'A', 'A', 'B', 'C', 'D', 'E', 'E']);
    expect(figures).toEqual({
      questions: 8,
      answered: 5,
      grades: { A: 3, B: 1, C: 1, D: 1, E: 2 },
      answeredShare: 5 / 8,
      precision: 3 / 5,
      invention: 1 / 5,
      recall: 3 / 4,
    });
  });

  it('gives zero rather than a division by zero when nothing is answered or answerable', () => {
    expect(figuresOf(['E', 'E'])).toMatchObject({ answered: 0, answeredShare: 0, precision: 0, invention: 0, recall: 0 });
    expect(figuresOf([])).toMatchObject({ questions: 0, answeredShare: 0 });
  });
});

describe('calibration', () => {
  it('counts the answers of each confidence band and the share of them graded A or B, leaving withheld ones out', () => {
    const bands = calibration([
      { confidence: 0.55, grade: 'A' },
      { confidence: 0.59, grade: 'C' },
      { confidence: 0.6, grade: 'B' },
      { confidence: 0.95, grade: 'A' },
      { confidence: 1, grade: 'C' },
      { confidence: 0, grade: 'D' },
      { confidence: 0, grade: 'E' },
    ]);
    expect(bands.map((band) => [band.from, band.to, band.answers, band.right])).toEqual([
      [0.5, 0.6, 2, 1],
      [0.6, 0.7, 1, 1],
      [0.7, 0.8, 0, 0],
      [0.8, 0.9, 0, 0],
      [0.9, 1, 2, 1],
    ]);
    expect(bands[0]!.rightShare).toBe(0.5);
  });

  it('shows a band below 0.5 only when an answer falls in it', () => {
    expect(calibration([{ confidence: 0.3, grade: 'C' }])[0]).toEqual({ from: 0, to: 0.5, answers: 1, right: 0, rightShare: 0 });
  });
});
