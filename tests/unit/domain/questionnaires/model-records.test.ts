import { ModelRecordFinder, RECORDS_PER_QUESTION } from '@/lib/domain/questionnaires/model-records';
import { frameworkFact, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { duties, keysSection, knowledge, reviewsSection } from './model-fixtures';

describe('ModelRecordFinder', () => {
  const finder = new ModelRecordFinder(knowledge);

  it("finds the records that hold the question's words, the best first", () => {
    expect(finder.recordsFor('Are encryption keys rotated?')[0]).toBe(keysSection);
    expect(finder.recordsFor('How often is access to production systems reviewed?')[0]).toBe(reviewsSection);
  });

  it('finds a control by a synonym of its name', () => {
    expect(finder.recordsFor('Do you enforce separation of duties?')).toContain(duties);
  });

  it('finds nothing for a question no record speaks of, and nothing in no records', () => {
    expect(finder.recordsFor('Are zebra stripes counted every morning?')).toEqual([]);
    expect(new ModelRecordFinder([]).recordsFor('Are encryption keys rotated?')).toEqual([]);
  });

  it('gives at most the number asked for', () => {
    const many: KnowledgeDocument[] = Array.from({ length: 20 }, (_, index) => ({ ...keysSection, label: `Keys § ${index}` }));
    expect(new ModelRecordFinder(many).recordsFor('Are encryption keys rotated?', 3)).toHaveLength(3);
    expect(new ModelRecordFinder(many).recordsFor('Are encryption keys rotated?')).toHaveLength(RECORDS_PER_QUESTION);
  });

  // Questionnaires name a control in words its own text never uses: "recertification" for a review of access.
  const accessReviews: KnowledgeDocument = {
    id: 'AC-03',
    type: 'control',
    label: 'AC-03',
    version: 'implemented',
    title: 'User access reviews',
    text: 'Managers confirm every quarter that each account still needs what it holds.',
    state: 'implemented',
  };

  it('gives first the control a question names by a phrasing questionnaires use for it, though its text never says it', () => {
    const finder = new ModelRecordFinder([...knowledge, accessReviews]);
    expect(finder.recordsFor('Do you perform recertification?')).toEqual([accessReviews]);
    expect(finder.recordsFor('Is access to production systems recertified?')[0]).toBe(reviewsSection);
  });

  it('gives first the records the answerer without a model weighs best, such as the framework a standards question is answered by', () => {
    const iso = frameworkFact({ id: 'iso27001', name: 'ISO 27001', percent: 90 }, [
      {
        name: 'ISO 27001 Certification Audit',
        type: 'external',
        status: 'completed',
        result: 'Pass',
        auditor: 'BSI',
        startOn: '2026-06-01',
        endOn: '2026-06-20',
      },
    ]);
    const finder = new ModelRecordFinder([...knowledge, iso]);
    expect(finder.recordsFor('Do you conform with a specific industry standard security framework (e.g., NIST CSF, ISO 27001)?')[0]).toBe(
      iso,
    );
  });

  it('searches for what the question asks, not the standard wording around it', () => {
    const approval: KnowledgeDocument = {
      ...keysSection,
      id: 'policy-governance',
      label: 'Governance Policy v1.0 § 3 Approval',
      title: 'Governance Policy Approval',
      text: 'Policies and procedures are documented, approved by management, communicated to staff and evaluated every year.',
    };
    const finder = new ModelRecordFinder([...knowledge, approval]);
    expect(
      finder.recordsFor(
        'Are policies and procedures established, documented, approved, communicated, applied, evaluated and maintained for the rotation of encryption keys?',
      ),
    ).toEqual([keysSection]);
  });

  it('gives a question about past events approved library answers only', () => {
    const library: KnowledgeDocument = {
      id: 'library-1',
      type: 'library',
      label: 'Approved answer',
      title: 'Have you had a data breach in the last three years?',
      text: 'Have you had a data breach in the last three years? No.',
      answer: 'No.',
      kind: 'no',
    };
    const breachPolicy: KnowledgeDocument = {
      ...keysSection,
      label: 'Incident Policy § 1',
      text: 'A data breach is reported within three days.',
    };
    const notification: KnowledgeDocument = { ...accessReviews, id: 'INC-06', label: 'INC-06', title: 'Breach notification' };
    const finder = new ModelRecordFinder([breachPolicy, notification, library]);
    expect(finder.recordsFor('Have you had a data breach in the last three years?')).toEqual([library]);
    expect(finder.recordsFor('Do you have a breach notification process?')).toContain(notification);
  });
});
