import { KnowledgeIndex, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { restatement } from '@/lib/domain/questionnaires/restatement';
import { implementedControl as control } from '../../../support/knowledge-documents';

const requests = control(
  'PRV-14',
  'Data subject request fulfilment',
  "Follow a procedure to find a requester's data across systems and to provide a copy, correct it or delete it.",
);
const endpoints = control('AST-08', 'Endpoint security', 'Manage laptops and phones centrally with disk encryption.');

const scored = (knowledge: KnowledgeDocument[], question: string) => new KnowledgeIndex(knowledge).scored(question);

describe('restatement', () => {
  it('is the term an "(i.e., …)" aside gives for what is asked', () => {
    expect(restatement('Do you let individuals see and update their personal information (i.e., data subject rights)?')).toBe(
      'data subject rights',
    );
    expect(restatement('Are privacy principles designed into the product lifecycle (i.e., privacy-by-design)?')).toBe('privacy-by-design');
  });

  it('is no term when the aside is a clause, a negation or an example', () => {
    expect(restatement('Are decisions completely automated (i.e., there is no human involvement)?')).toBeNull();
    expect(restatement('Do you secure workstations when they work remotely (i.e., not in a trusted computing environment)?')).toBeNull();
    expect(restatement('Do you scan web applications (e.g., SQL injection)?')).toBeNull();
    expect(restatement('Do you encrypt laptops?')).toBeNull();
  });
});

describe('a question answered by the term it gives', () => {
  const question =
    'Do you provide individuals with access to their personal information for review and update (i.e., data subject rights)?';

  it('is answered Yes by the control of that term when its own words match none', () => {
    expect(scored([requests], question.replace(/ \(i\.e\., data subject rights\)/, '')).kind).not.toBe('yes');
    const suggestion = scored([requests], question);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.id).toBe('PRV-14');
  });

  it('is withheld when no control is about the term', () => {
    expect(scored([endpoints], question).answer).toBeNull();
  });
});
