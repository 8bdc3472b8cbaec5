import { bestSentences, composeAnswer, questionConcepts, stanceOf, type KnowledgeDocument } from '@/lib/domain/questionnaires';
import { composedFor } from '../../../support/knowledge-documents';

const control = (state: string, extra: Partial<KnowledgeDocument> = {}): KnowledgeDocument => ({
  id: 'AC-05',
  type: 'control',
  label: 'AC-05',
  title: 'Multi-factor authentication',
  text: 'Require multi-factor authentication for remote, administrator and production access. Evidence: MFA report.',
  version: state,
  state,
  ...extra,
});

const policy = (text: string): KnowledgeDocument => ({
  id: '3f1c1b8e-0000-4000-8000-000000000001',
  type: 'policy',
  label: 'Access Control Policy v2.4 § 4.3 Policy Statements: Authentication',
  version: 'v2.4',
  title: 'Access Control Policy Policy Statements: Authentication',
  text,
});

const compose = (question: string, document: KnowledgeDocument) => composeAnswer(question, document, questionConcepts(question));

describe('stanceOf', () => {
  it.each([
    [control('implemented'), 'yes'],
    [control('in-progress'), 'no'],
    [control('not-applicable'), 'not-applicable'],
    [control('not-started'), null],
    [policy('Anything.'), 'yes'],
    [{ id: 'e', type: 'evidence', label: 'MFA report', text: 'MFA report', state: 'verified' } as KnowledgeDocument, 'yes'],
    [{ id: 'e', type: 'evidence', label: 'MFA report', text: 'MFA report', state: 'pending' } as KnowledgeDocument, null],
    [{ id: 'e', type: 'evidence', label: 'MFA report', text: 'MFA report', state: 'failed' } as KnowledgeDocument, null],
    [{ id: 't', type: 'trust', label: 'SOC 2', text: 'SOC 2 audited', state: 'yes' } as KnowledgeDocument, 'yes'],
    [{ id: 't', type: 'trust', label: 'SOC 2', text: 'SOC 2 in progress', state: 'no' } as KnowledgeDocument, 'no'],
    [{ id: 't', type: 'trust', label: 'SOC 2', text: 'SOC 2' } as KnowledgeDocument, null],
  ])('%#: %o says %p', (document, stance) => expect(stanceOf(document)).toBe(stance));
});

describe('composeAnswer for a control', () => {
  const question = 'Is two-factor authentication required for production access?';

  it('says Yes for an implemented control, then what the control records', () => {
    expect(compose(question, control('implemented'))).toEqual({
      answer:
        'Yes. Our control Multi-factor authentication (AC-05) is implemented: require multi-factor authentication for remote, administrator and production access.',
      kind: 'yes',
      penalty: 1,
      support: 1,
    });
  });

  it('gives the statement without a Yes when the control does not name all the question asks', () => {
    expect(compose('Is two-factor authentication required for customers?', control('implemented'))).toMatchObject({
      kind: 'text',
      answer: expect.stringMatching(/^Our control Multi-factor authentication \(AC-05\) is implemented/),
    });
  });

  it('scores the statement given without its Yes below one that says it', () => {
    const unnamed = compose('Is two-factor authentication required for customers?', control('implemented'))!;
    const named = compose(question, control('implemented'))!;
    expect(unnamed.penalty).toBeLessThan(named.penalty);
  });

  it('says No for a control in progress, never Yes', () => {
    const answer = compose(question, control('in-progress'))!;
    expect(answer.kind).toBe('no');
    expect(answer.answer).toBe('No. Our control Multi-factor authentication (AC-05) is being put in place and is not implemented yet.');
  });

  it('says Not applicable with the reason for a control that does not apply', () => {
    const answer = compose(question, control('not-applicable', { note: 'We have no remote access.' }))!;
    expect(answer).toMatchObject({
      answer: 'Not applicable. Our control Multi-factor authentication (AC-05) does not apply to us: We have no remote access.',
      kind: 'not-applicable',
      penalty: 1,
    });
  });

  it('gives no answer from a control not started', () => {
    expect(compose(question, control('not-started'))).toBeNull();
    expect(compose('Describe your MFA.', control('not-started'))).toBeNull();
  });

  it('answers an open question with the statement alone', () => {
    expect(compose('Describe how MFA is enforced.', control('implemented'))).toMatchObject({
      kind: 'text',
      answer: expect.stringMatching(/^Our control/),
    });
  });

  it('withholds the Yes where the control is worded in the negative and the question is not', () => {
    const separate = control('implemented', {
      id: 'SDL-06',
      title: 'Separate environments',
      text: 'Keep test environments apart from production, and do not use production data in test.',
    });
    const answer = compose('Do you use production data in test environments?', separate)!;
    expect(answer.kind).toBe('text');
    expect(answer.answer).not.toMatch(/^Yes/);
    expect(answer.penalty).toBeLessThan(1);
  });
});

describe('composeAnswer for a policy section', () => {
  const section = policy(
    'Passwords follow the password standard.\nMulti-factor authentication is required for remote access\nand for administrator access.\n\nSessions time out.',
  );

  it('puts Yes first, then the sentence that carries the question, lines joined again', () => {
    expect(compose('Is MFA required for remote access?', section)).toEqual({
      answer: 'Yes. Multi-factor authentication is required for remote access and for administrator access.',
      kind: 'yes',
      penalty: 1,
      support: 1,
    });
  });

  it('answers an open question with the two best sentences in their order', () => {
    const answer = compose('Describe your password and MFA requirements.', section)!;
    expect(answer.kind).toBe('text');
    expect(answer.answer).toBe(
      'Passwords follow the password standard. Multi-factor authentication is required for remote access and for administrator access.',
    );
  });

  it('gives the sentence without a Yes when it does not name all the question asks', () => {
    const answer = compose('Is MFA required for customers?', section)!;
    expect(answer.kind).toBe('text');
    expect(answer.answer).toBe('Multi-factor authentication is required for remote access and for administrator access.');
    expect(answer.support).toBeLessThan(1);
  });

  it('gives the sentence without a Yes when it is worded in the negative and the question is not', () => {
    const shared = policy('Shared accounts are not allowed.');
    const answer = compose('Do you allow shared accounts?', shared)!;
    expect(answer).toMatchObject({ kind: 'text', answer: 'Shared accounts are not allowed.' });
    expect(compose('Are shared accounts not allowed?', shared)).toMatchObject({
      kind: 'yes',
      answer: 'Yes. Shared accounts are not allowed.',
    });
  });
});

describe('composeAnswer for other records', () => {
  it('reuses a library answer as it was approved', () => {
    const library: KnowledgeDocument = {
      id: 'l',
      type: 'library',
      label: 'Approved answer',
      text: 'Do you enforce MFA? Yes, everywhere.',
      answer: 'Yes, everywhere.',
      kind: 'yes',
    };
    expect(compose('Do you enforce MFA?', library)).toEqual({ answer: 'Yes, everywhere.', kind: 'yes', penalty: 1 });
    expect(compose('Do you enforce MFA?', { ...library, answer: undefined })).toBeNull();
  });

  it('answers from a verified evidence item, never from one not verified', () => {
    const item: KnowledgeDocument = {
      id: 'e',
      type: 'evidence',
      label: 'Penetration test report 2026',
      title: 'Penetration test report 2026',
      text: 'Annual penetration test by an outside firm.',
      state: 'verified',
    };
    expect(compose('Do you run a weekly pen test?', item)?.kind).toBe('text');
    expect(compose('Do you have a penetration test report?', item)).toMatchObject({ kind: 'yes' });
    expect(compose('Do you have a penetration test report?', { ...item, state: 'pending' })).toBeNull();
  });

  it('says what a trust fact records, Yes or No', () => {
    const fact: KnowledgeDocument = {
      id: 'framework:iso27001',
      type: 'trust',
      label: 'Trust center: ISO 27001',
      title: 'ISO 27001',
      text: 'ISO 27001: in progress, not yet certified.',
      state: 'no',
    };
    expect(compose('Are you ISO 27001 certified?', fact)).toMatchObject({
      kind: 'no',
      answer: 'No. ISO 27001: in progress, not yet certified.',
    });
  });
});

describe('bestSentences', () => {
  it('falls back to the first sentence when none carries the question', () => {
    expect(bestSentences('First point. Second point.', questionConcepts('Is TLS used?'), 1)).toEqual(['First point.']);
  });

  it('clips a very long sentence and ends every sentence with a stop', () => {
    const [sentence] = bestSentences(`TLS ${'word '.repeat(200)}`, questionConcepts('Is TLS used?'), 1);
    expect(sentence!.length).toBeLessThanOrEqual(400);
    expect(sentence!.endsWith('…')).toBe(true);
    expect(bestSentences('TLS is used', questionConcepts('Is TLS used?'), 1)).toEqual(['TLS is used.']);
  });
});

describe('a training program', () => {
  const training: KnowledgeDocument = {
    id: 'HR-03',
    type: 'control',
    label: 'HR-03',
    title: 'Security awareness training',
    text: 'Train everyone on security and privacy at hire and yearly.',
    version: 'implemented',
    state: 'implemented',
  };

  it('is the training itself, answered Yes by the control that gives it', () => {
    expect(compose('Do you have a security awareness training program?', training)?.kind).toBe('yes');
  });

  it('is not a policy, which a Yes still needs a record that names', () => {
    expect(compose('Do you have a security awareness training policy?', training)?.kind).toBe('text');
  });
});

describe("a policy section's Yes", () => {
  const roles: KnowledgeDocument = {
    id: 'policy-infosec',
    type: 'policy',
    label: 'Information Security Policy v3.2 § 3 Roles and Responsibilities',
    version: 'v3.2',
    title: 'Information Security Policy Roles and Responsibilities',
    heading: 'Roles and Responsibilities',
    text: 'Every person in scope follows this policy and completes security awareness training.',
  };

  it("is not given where only the policy's name says part of the question", () => {
    expect(compose('Do you have an information security awareness program?', roles)?.kind).toBe('text');
  });

  it('is given where the section itself says all of it', () => {
    expect(compose('Do all people in scope complete security awareness training?', roles)?.kind).toBe('yes');
  });

  it("may rest on the section's own heading", () => {
    const heading: KnowledgeDocument = {
      ...roles,
      heading: 'Information security awareness program',
      title: 'Information Security Policy Information security awareness program',
    };
    expect(compose('Do you have an information security awareness program?', heading)?.kind).toBe('yes');
  });
});

describe('a least period asked', () => {
  const entry = (text: string) =>
    control('implemented', { id: 'PHY-02', label: 'PHY-02', title: 'Physical entry logs', text: `Keep physical entry logs ${text}.` });

  it('gets neither Yes nor No from a record that keeps the thing at least a shorter period: a minimum does not say it is not kept longer', () => {
    const answer = compose('Are physical entry logs kept for at least six months?', entry('at least 90 days'));
    expect(answer?.kind).toBe('text');
    expect(answer?.answer).toMatch(
      /^Our control Physical entry logs \(PHY-02\) is implemented: keep physical entry logs at least 90 days\.$/,
    );
    expect(answer?.penalty).toBeLessThan(1);
  });

  it('is answered Yes by a record that keeps it as long or longer', () => {
    expect(compose('Are physical entry logs kept for at least six months?', entry('at least one year'))?.kind).toBe('yes');
  });

  it('gets no Yes from a record that states no period', () => {
    expect(compose('Are physical entry logs kept for at least six months?', entry('for visitors'))?.kind).toBe('text');
  });
});

describe('an open question answered by a policy section', () => {
  // As the answerer asks it: without the wrapper ("Describe how …").
  const describe = composedFor;

  it('is described in full by a section that names the thing asked', () => {
    const section = policy('Multi-factor authentication is required for all remote access and for administrator access.');
    expect(describe('Describe how multi-factor authentication is used for remote access.', section)).toMatchObject({
      kind: 'text',
      penalty: 1,
    });
  });

  it('is described less surely by a section that shares some of its words but never names the rest', () => {
    const licences = policy('The engineering lead makes sure open-source components comply with their licences and standard terms.');
    expect(describe('What standards does the audit comply with?', licences)).toMatchObject({ kind: 'text', penalty: expect.any(Number) });
    expect(describe('What standards does the audit comply with?', licences)!.penalty).toBeLessThan(1);
  });
});

describe('a closed question answered by a short policy section as a whole', () => {
  const section = (text: string): KnowledgeDocument => ({ ...policy(text), title: 'Endpoint Security Policy Policy Statements: Devices' });
  const laptops = section('Laptops are issued and managed by IT. Each has full disk encryption turned on before issue.');

  it('is answered Yes where its sentences together name all it asks', () => {
    expect(bestSentences(laptops.text, questionConcepts('Are laptop disks encrypted?'), 1)).toHaveLength(1);
    expect(compose('Are laptop disks encrypted?', laptops)).toMatchObject({ kind: 'yes', penalty: 1 });
  });

  it('is withheld where the section as a whole still leaves out a part of the question', () => {
    expect(compose('Are laptop and phone disks encrypted?', laptops)?.kind).toBe('text');
  });

  it('is withheld where the section is too long to be one statement', () => {
    const long = section(
      'Laptops are issued and managed by IT. Devices are inventoried. Lost devices are reported at once. Each has full disk encryption turned on before issue.',
    );
    expect(compose('Are laptop disks encrypted?', long)?.kind).toBe('text');
  });
});
