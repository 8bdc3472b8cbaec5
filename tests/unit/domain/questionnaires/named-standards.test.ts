import { questionConcepts, questionCore } from '@/lib/domain/questionnaires';
import { namedStandards, withStandardsOnly } from '@/lib/domain/questionnaires/named-standards';
import { composedFor as compose, policyStatement } from '../../../support/knowledge-documents';

// A standard named by its publisher and number must be named by the record that answers; alternatives are one thing.

describe('namedStandards', () => {
  it('reads standards joined by "and/or" as one group of alternatives', () => {
    expect(namedStandards('Does the process adhere to DoD 5220.22-M and/or NIST SP 800-88 standards?')).toEqual([
      [
        ['dod', '5220', '22', 'm'],
        ['nist', 'sp', '800', '88'],
      ],
    ]);
  });

  it('reads standards joined by "and" as each asked', () => {
    expect(namedStandards('Do you comply with ISO/IEC 27002 and NIST SP 800-53?')).toEqual([
      [['iso', 'iec', '27002']],
      [['nist', 'sp', '800', '53']],
    ]);
  });

  it('names no standard where none is said to be held to ("AES 256", "TLS 1.2")', () => {
    expect(namedStandards('Is data encrypted with AES 256?')).toEqual([]);
    expect(namedStandards('Do you use TLS 1.2 or higher?')).toEqual([]);
  });

  it('keeps the standards, not the words that say they are held to', () => {
    expect(withStandardsOnly('Do you adhere to NIST SP 800-88 standards?')).toBe('Do you following NIST SP 800-88?');
  });
});

describe('a question naming a standard held to', () => {
  const method = policyStatement('Media Disposal Policy', 'Method', 'Media are sanitised following NIST SP 800-88 before they are reused.');
  const wiping = policyStatement('Media Disposal Policy', 'Method', 'Media are wiped or destroyed before they are reused.');
  const question = 'Does the process described in DISP-02 adhere to DoD 5220.22-M and/or NIST SP 800-88 standards?';

  it('drops the number of the other question it refers to', () => {
    expect(questionCore(question)).not.toMatch(/DISP|02/);
  });

  it('weighs the standards as one topic a record must name', () => {
    const concepts = questionConcepts(questionCore(question));
    expect(concepts.filter((concept) => concept.weight > 0)).toHaveLength(1);
    expect(concepts[0]?.topic).toMatch(/^standard /);
  });

  it('is answered Yes by a record naming one of the alternatives', () => {
    expect(compose(question, method)).toMatchObject({ kind: 'yes', penalty: 1 });
  });

  it('gets no Yes from a record on the practice that names no standard', () => {
    expect(compose(question, wiping)?.kind).not.toBe('yes');
  });

  it('gets no Yes from a record naming another standard', () => {
    const other = policyStatement('Media Disposal Policy', 'Method', 'Media are sanitised following NIST SP 800-53 before reuse.');
    expect(compose('Do you sanitise media following NIST SP 800-88?', other)?.kind).not.toBe('yes');
  });
});
