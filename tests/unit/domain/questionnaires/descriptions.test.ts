import { KnowledgeIndex, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { composedFor } from '../../../support/knowledge-documents';

const section = (policy: string, heading: string, text: string): KnowledgeDocument => ({
  id: `policy-${policy.toLowerCase().replace(/\W+/g, '-')}-${heading.toLowerCase()}`,
  type: 'policy',
  label: `${policy} v1.0 § 4.2 Policy Statements: ${heading}`,
  version: 'v1.0',
  title: `${policy} Policy Statements: ${heading}`,
  heading,
  text,
});

// As the answerer asks it: without the wrapper ("Describe …").
const described = composedFor;

const screening = section(
  'Human Resources Security Policy',
  'Screening',
  'Before a person starts, the company verifies their identity and right to work and checks references covering the previous three years. ' +
    'Candidates for sensitive roles also undergo a criminal record check where lawful.',
);
const cleanDesk = section(
  'Clean Desk Policy',
  'Checks',
  'The office manager checks desks and meeting rooms at the end of each day and records what was left out.',
);
const secureDesign = section(
  'Secure Development Policy',
  'Secure design',
  'Software validates all untrusted input, encodes output for the context it is written to, and relies on the vetted security functions of its frameworks.',
);

describe('a description of a general word set for some people', () => {
  const question = 'Describe the other checks you perform for new hires:';

  it('is given by a record naming those people', () => {
    expect(described(question, screening)).toMatchObject({ kind: 'text', penalty: 1 });
  });

  it('is not given by a record of that word for no one asked (a clean desk check)', () => {
    expect(described(question, cleanDesk)).toBeNull();
  });

  it('is answered by the search from the record naming them, not the one named after the word', () => {
    const index = new KnowledgeIndex([cleanDesk, screening]);
    expect(index.scored(question).sources.map((source) => source.id)).toEqual([screening.id]);
  });

  it('leaves a description of a topic to the usual rules, whoever the question sets it for', () => {
    const laptops = section('Endpoint Security Policy', 'Laptops', 'Laptops are managed centrally with disk encryption and screen lock.');
    expect(described('Describe how laptops are managed for employees.', laptops)).not.toBeNull();
  });
});

describe('a description of how a class of weakness is prevented', () => {
  it('is given by the rule that prevents it: cross-site scripting by encoding output', () => {
    expect(described('Describe your strategy for protecting against XSS vulnerabilities:', secureDesign)).toMatchObject({
      kind: 'text',
      penalty: 1,
    });
  });

  it('is not given in full by a rule that never names the prevention', () => {
    const input = section('Secure Development Policy', 'Input', 'Software validates all untrusted input against an allow list.');
    expect(described('Describe your strategy for protecting against XSS vulnerabilities:', input)?.penalty).toBeLessThan(1);
  });
});
