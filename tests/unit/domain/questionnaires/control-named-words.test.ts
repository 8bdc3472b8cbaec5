import { KnowledgeIndex, questionConcepts } from '@/lib/domain/questionnaires';
import { implementedLibraryControls, matchedControlId } from '../../../support/knowledge-documents';

// The library's own controls, matched to questions that name them in other established words.
const records = implementedLibraryControls();
const matched = (question: string) => matchedControlId(question, records);
const topics = (question: string) => questionConcepts(question).map((concept) => concept.topic);

describe('a control named in other established words', () => {
  it.each([
    ['Is separation of duties applied to IT system access?', 'GOV-05'],
    ['Is your code subjected to static analysis prior to deployment?', 'SDL-04'],
    ['Is data encrypted in transport over public networks?', 'CRY-03'],
    ['Do contracts with third parties include security requirements?', 'VEN-02'],
  ])('%s is matched to %s', (question, id) => {
    expect(matched(question)).toBe(id);
  });

  it('answers the access wording of segregation of duties with a Yes from its control', () => {
    const index = new KnowledgeIndex(records, { fittedOn: 'raw', steps: [] });
    const answer = index.scored('Is segregation of duties enforced for information system access?');
    expect(answer.kind).toBe('yes');
    expect(answer.sources[0]?.id).toBe('GOV-05');
  });

  it('does not take a separation of networks for separation of duties', () => {
    expect(matched('Is separation of networks enforced for information system access?')).not.toBe('GOV-05');
  });

  it('holds "prior to release" as a gate the control must state', () => {
    expect(topics('Are builds scanned prior to release?')).toContain('before release');
    expect(matched('Are penetration tests performed prior to release?')).toBeNull();
  });

  it('reads new starters and joiners as new hires, but not a system joining a network', () => {
    expect(topics('Do new starters sign a confidentiality agreement?')).toContain('new hires');
    expect(topics('Are new joiners trained?')).toContain('new hires');
    expect(topics('Is access granted on joining the domain?')).not.toContain('new hires');
  });

  it('keeps "data subject" a topic though "subject" alone adds no condition', () => {
    expect(topics('Do you handle data subject requests?')).toContain('data subject requests');
  });

  it('does not take the transport of backup media for encryption in transit', () => {
    expect(matched('Are backup tapes encrypted during transport to the offsite store?')).not.toBe('CRY-03');
  });

  it('does not take a contract with a customer for a vendor contract', () => {
    expect(matched('Do contracts with customers include security requirements?')).not.toBe('VEN-02');
  });
});
