import { ModelRecordFinder } from '@/lib/domain/questionnaires/model-records';
import type { KnowledgeDocument } from '@/lib/domain/questionnaires';
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
    expect(new ModelRecordFinder(many).recordsFor('Are encryption keys rotated?')).toHaveLength(5);
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
    expect(new ModelRecordFinder([breachPolicy, library]).recordsFor('Have you had a data breach in the last three years?')).toEqual([
      library,
    ]);
  });
});
