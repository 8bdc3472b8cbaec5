import { KnowledgeIndex, questionConcepts, questionCore } from '@/lib/domain/questionnaires';
import { composeAnswer } from '@/lib/domain/questionnaires/compose';
import { kindOfDataConcepts, kindsOfDataCovered, placesOfFlowCovered } from '@/lib/domain/questionnaires/wider-data';
import { policyStatement } from '../../../support/knowledge-documents';

// A rule for all information answers a question about a kind of it; a rule for one kind, or narrowed, does not.

const section = (heading: string, text: string) => policyStatement('Data Handling Policy', heading, text);

const conceptsOf = (question: string) => questionConcepts(questionCore(question));
const kindOf = (question: string, record: string) => composeAnswer(question, section('Transit', record), conceptsOf(question))?.kind;
const topics = (concepts: Iterable<{ topic: string | null; variants: string[][] }>) =>
  [...concepts].map((concept) => concept.topic ?? concept.variants[0]!.join(' '));

const SENSITIVE = 'Is sensitive data encrypted when it is sent over networks?';
const PERSONAL = 'Is personal information encrypted when it is sent over networks?';

describe('a rule for all information', () => {
  it('answers a question about a kind of it Yes', () => {
    expect(kindOf(SENSITIVE, 'All information sent over networks is encrypted with TLS 1.2 or later.')).toBe('yes');
    expect(kindOf(PERSONAL, 'Any data sent over networks, internal traffic included, is encrypted.')).toBe('yes');
  });

  it('leaves only the kind of data out of what the record must say', () => {
    const record = 'All the data we send over networks is encrypted.';
    expect(topics(kindsOfDataCovered(SENSITIVE, record, conceptsOf(SENSITIVE)))).toEqual(['data classification']);
    expect(topics(kindsOfDataCovered(PERSONAL, record, conceptsOf(PERSONAL)))).toEqual(['privacy']);
  });

  it('still needs the rest of the question: a rule for all data at rest says nothing of networks', () => {
    expect(kindOf(SENSITIVE, 'All data is encrypted at rest with AES-256.')).toBe('text');
  });
});

describe('a rule for all information among records about the kind asked', () => {
  it('is found and answers, although it names no kind of data', () => {
    const classification = Array.from({ length: 14 }, (_, index) =>
      section(
        `Sensitive data ${index}`,
        `Sensitive data of class ${index} is labelled before it is sent over networks, and its classification is reviewed.`,
      ),
    );
    const transit = section('Transit', 'All information sent over networks is encrypted with TLS 1.2 or later.');
    const suggestion = new KnowledgeIndex([...classification, transit]).scored(SENSITIVE);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]?.label).toContain('Transit');
  });

  it('is as sure as a record that names the kind, since it need not name it', () => {
    const scored = (text: string) => new KnowledgeIndex([section('Transit', text)]).scored(SENSITIVE);
    const general = scored('All information sent over networks is encrypted with TLS 1.2 or later.');
    const named = scored('Sensitive data sent over networks is encrypted with TLS 1.2 or later.');
    expect(general.kind).toBe('yes');
    expect(general.confidence).toBe(named.confidence);
  });
});

describe('a rule that is not for all information', () => {
  it('does not answer from a rule for another kind of data', () => {
    expect(kindOf(SENSITIVE, 'All customer data sent over networks is encrypted.')).toBe('text');
    expect(kindOf(PERSONAL, 'All data customers send over networks is encrypted.')).toBe('text');
  });

  it('does not answer from a rule narrowed to some of the data', () => {
    expect(kindOf(SENSITIVE, 'All data in production sent over networks is encrypted.')).toBe('text');
    expect(kindOf(SENSITIVE, 'All data except test data sent over networks is encrypted.')).toBe('text');
  });

  it('does not answer from a record that names data without saying all of it', () => {
    expect(kindOf(SENSITIVE, 'Data sent over networks is encrypted.')).toBe('text');
  });

  it('does not let a rule for a kind of data answer a question about all data', () => {
    expect(kindOf('Is all data encrypted when it is sent over networks?', 'Customer data sent over networks is encrypted.')).toBe('text');
  });
});

describe('the kinds of data a question asks of', () => {
  it('are the words that make the data one kind, and initials such as PII', () => {
    expect(topics(kindOfDataConcepts(SENSITIVE, conceptsOf(SENSITIVE)))).toEqual(['data classification']);
    const phi = 'Is PHI encrypted in transit?';
    expect(topics(kindOfDataConcepts(phi, conceptsOf(phi)))).toEqual(['hipaa']);
  });

  it('keep a concept the question also says apart from the kind', () => {
    const question = 'Do you publish a privacy notice describing how personal data is used?';
    expect(kindOfDataConcepts(question, conceptsOf(question)).size).toBe(0);
  });

  it('are none for a question about data in general', () => {
    const question = 'Is all data encrypted in transit?';
    expect(kindOfDataConcepts(question, conceptsOf(question)).size).toBe(0);
  });
});

describe('the places a flow of data runs between', () => {
  const BETWEEN = 'How is traffic between the load balancer and the application servers protected?';
  const ALL = 'All information sent over networks, internal traffic included, is encrypted with TLS 1.2 or later.';

  it('need not be named by a rule for all information sent over networks', () => {
    expect(topics(placesOfFlowCovered(BETWEEN, ALL, conceptsOf(BETWEEN))).sort()).toEqual(
      ['applic', 'between', 'balancer', 'load', 'servers'].sort(),
    );
    expect(composeAnswer(BETWEEN, section('Transit', ALL), conceptsOf(BETWEEN))?.kind).toBe('text');
    const suggestion = new KnowledgeIndex([section('Transit', ALL)]).scored(BETWEEN);
    expect(suggestion.answer).toContain('encrypted with TLS');
  });

  it('must still be named by a rule for some of the information', () => {
    const some = 'Customer data sent over networks is encrypted with TLS 1.2 or later.';
    expect(placesOfFlowCovered(BETWEEN, some, conceptsOf(BETWEEN)).size).toBe(0);
  });

  it('are none where the question names no flow between places', () => {
    const question = 'Is there a firewall between the office network and production?';
    expect(placesOfFlowCovered(question, ALL, conceptsOf(question)).size).toBe(0);
  });
});
