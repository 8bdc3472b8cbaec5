import { composeAnswer, questionConcepts, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { listItems, stemsOf } from '@/lib/domain/questionnaires/text';

const section = (text: string): KnowledgeDocument => ({
  id: '3f1c1b8e-0000-4000-8000-000000000002',
  type: 'policy',
  label: 'Password Policy v2.0 § 4.6 Policy Statements',
  version: 'v2.0',
  title: 'Password Policy Policy Statements',
  heading: 'Policy Statements',
  text,
});

const compose = (question: string, text: string) => composeAnswer(question, section(text), questionConcepts(question))!;
const concept = (question: string, word: string) =>
  questionConcepts(question).find((each) => each.topic === word || each.variants[0]![0] === word)!;

describe('the items of a list', () => {
  it('starts a new item after a comma, a semicolon and "and"', () => {
    expect([...listItems('Passwords, recovery codes and keys; notes').starts]).toEqual([1, 4, 5]);
  });

  it('keeps the positions among the words that carry meaning', () => {
    expect(stemsOf('Passwords, recovery codes and keys are never written').items).toEqual(new Set([1, 3]));
  });
});

describe('a noun phrase of the question', () => {
  it('is a word of its own after another word, with nothing between', () => {
    expect(concept('Describe your password rotation mechanism', 'passwords').modifies).toBe('rotat');
  });

  it('is not a topic phrase followed by its kind, a topic as head, or a clause', () => {
    expect(questionConcepts('Have you implemented an intrusion detection system?').some((each) => each.modifies)).toBe(false);
    expect(concept('Do you have a privacy awareness/training program?', 'privacy').modifies).toBeUndefined();
    expect(questionConcepts('Is sensitive data encrypted?').some((each) => each.modifies)).toBe(false);
  });

  it('is not what is done after "you", nor a participle after the phrase', () => {
    expect(questionConcepts('Do you de-identify data?').some((each) => each.modifies)).toBe(false);
    expect(concept('Is password rotation protected by a second factor?', 'passwords').modifies).toBe('rotat');
  });

  it('is a word and the one named after "of", when that one ends its phrase', () => {
    expect(concept('Are procedures established for the protection of data?', 'data').modifies).toBe('protect');
    expect(concept('Is there an owner of the data?', 'data').modifies).toBe('owner');
    expect(concept('Is there an owner of customer data?', 'customer').modifies).toBe('data');
  });

  it('gets no Yes from a passage naming the words of "the protection of data" in separate items', () => {
    const question = 'Are procedures established for the protection of data?';
    const scattered = 'Every notice names the types of data affected, and what recipients can do to protect themselves.';
    expect(compose(question, scattered).kind).not.toBe('yes');
    expect(compose(question, 'Data protection rules apply to every system.').kind).toBe('yes');
  });

  it('is described by a passage naming it as one thing, in either order', () => {
    const question = 'Describe your password rotation mechanism';
    expect(compose(question, 'Password rotation needs a verified second factor.').penalty).toBe(1);
    expect(compose(question, 'Rotation of passwords needs a verified second factor.').penalty).toBe(1);
  });

  it('is named by one of two modifiers joined before its head', () => {
    const question = 'Is data encrypted over public networks?';
    expect(compose(question, 'Data moving over public or untrusted networks is encrypted.').kind).toBe('yes');
  });

  it('is not described by a passage that names its words as separate items of a list', () => {
    const answer = compose('Describe your password rotation mechanism', 'Passwords, rotation codes and keys are never written on notes.');
    expect(answer.penalty).toBeLessThan(1);
  });

  it('gets no Yes from a passage that scatters it', () => {
    const question = 'Is password rotation protected by a second factor?';
    expect(compose(question, 'Password rotation is protected by a second factor.').kind).toBe('yes');
    expect(compose(question, 'Passwords and rotation codes are protected by a second factor.').kind).toBe('text');
  });
});

describe('a word the question says apart from its topics', () => {
  const question = 'Was your application developed using secure coding techniques?';

  it('is marked apart only where no topic stands next to it', () => {
    expect(concept(question, 'applic').apart).toBe(true);
    expect(concept('Do you have a data privacy policy?', 'data').apart).toBe(false);
    expect(concept('Are cryptography, encryption, and key management policies approved?', 'encrypt').apart).toBe(false);
  });

  it('gets no Yes from a passage holding it only inside the phrase that names the topic', () => {
    expect(compose(question, 'Dynamic application security testing runs against staging every week.').kind).toBe('text');
  });

  it('gets a Yes from a passage naming it besides the topic', () => {
    expect(compose(question, 'Every application is developed to the secure coding standard.').kind).toBe('yes');
  });

  it('next to a topic may be named inside a phrase of that topic', () => {
    expect(compose('Do you have a data privacy policy?', 'Data protection principles apply to every processing activity.').kind).toBe(
      'yes',
    );
  });
});
