import { questionConcepts, questionCore, topicsOf } from '@/lib/domain/questionnaires';
import { composedFor as compose, policyStatement } from '../../../support/knowledge-documents';

// Standard wrappers, qualifiers and light words a record need not repeat, and the things they must leave asked.

const weightOf = (question: string, word: string) =>
  questionConcepts(questionCore(question)).find((concept) => concept.variants.some((variant) => variant.includes(word)))?.weight;

describe('the wrappers of a question', () => {
  it.each([
    // The CAIQ's "processes, procedures, and technical measures defined for …" asks whether the practice is in place.
    ['Are processes, procedures, and technical measures defined for vulnerability identifications?', 'Are vulnerability identifications?'],
    ['Are processes, procedures and technical measures implemented to protect data at rest?', 'Are protect data at rest?'],
    // The offering as the subject is the same in the past tense.
    ['Was your application developed using secure coding techniques?', 'Was developed using secure coding techniques?'],
    [
      'Are systems based on security principles by design and per industry best practices?',
      'Are systems based on security principles by design?',
    ],
    ['Is an SDLC process defined and implemented for applications?', 'Is an SDLC process for applications?'],
  ])('reduces %j to what it asks about', (question, core) => {
    expect(questionCore(question)).toBe(core);
  });

  it.each([
    // Technical measures asked alone are a condition, and so is a kind of system in the past tense.
    ['Do you have technical measures to prevent data leakage?', 'technical measures to prevent data leakage?'],
    ['Were your web servers hardened?', 'Were your web servers hardened?'],
    // A frequency "per year" is no best practice, and a pair that is the question itself stays.
    ['Are keys rotated once per year?', 'Are keys rotated once per year?'],
    ['Are the policies reviewed and updated?', 'Are the policies reviewed and updated?'],
  ])('keeps %j as it is asked', (question, core) => {
    expect(questionCore(question)).toBe(core);
  });
});

describe('light words', () => {
  it('weigh nothing: "per", "organizationally" and "get"', () => {
    const sdlc = 'Is an SDLC process used per organizationally designed security requirements?';
    expect(weightOf(sdlc, 'per')).toBe(0);
    expect(weightOf(sdlc, 'organizationally')).toBe(0);
    expect(weightOf('Explain how users get their initial passwords:', 'get')).toBe(0);
  });

  it('leave the conditions around them weighing', () => {
    expect(weightOf('Explain how users get their initial passwords:', 'initial')).toBeGreaterThan(0);
    expect(weightOf('Are application vulnerabilities remediated following defined processes?', 'defin')).toBeGreaterThan(0);
    expect(weightOf('Do you use technical controls to limit access?', 'technical')).toBeGreaterThan(0);
  });
});

describe('the same thing in other words', () => {
  const resets = policyStatement(
    'Password Policy',
    'Initial passwords and resets',
    'Initial and reset passwords are random, usable once and sent through a separate channel. A reset is given only after the identity of the user is verified.',
  );

  it('recovering a password is resetting it, and how users get their initial passwords is how they are given them', () => {
    expect(topicsOf('Describe your password recovery mechanism:')).toContain('password reset');
    expect(compose('Describe your password recovery mechanism:', resets)?.support).toBe(1);
    expect(compose('Explain how users get their initial passwords:', resets)?.support).toBe(1);
  });

  it('a password policy that says nothing of resets does not answer how passwords are recovered', () => {
    const length = policyStatement('Password Policy', 'Length', 'Passwords are at least 12 characters long.');
    expect(compose('Describe your password recovery mechanism:', length)?.support ?? 0).toBeLessThan(0.5);
  });

  it('a phrase of a topic is named within one item of a list, not across two', () => {
    const notes = policyStatement('Clean Desk Policy', 'Credentials', 'Passwords, recovery codes and keys are never written on notes.');
    const recovery = policyStatement('Password Policy', 'Recovery', 'Recovery of passwords needs a verified second factor.');
    expect(compose('Describe your password recovery mechanism:', notes)?.support ?? 0).toBeLessThan(0.5);
    expect(compose('Describe your password recovery mechanism:', recovery)?.support).toBe(1);
  });

  it('after-the-fact approval is retrospective approval; approval before a change is not', () => {
    expect(topicsOf('Are emergency changes authorized (including after-the-fact approval)?')).toContain('retrospective approval');
    expect(topicsOf('Emergency changes are approved retrospectively.')).toContain('retrospective approval');
    expect(topicsOf('Are changes approved before deployment?')).not.toContain('retrospective approval');
  });

  it('standard builds of a client fleet are the hardened baselines of client systems; a standard contract is not', () => {
    expect(topicsOf('Do you audit the standard builds of your client fleet?')).toEqual(
      expect.arrayContaining(['hardening', 'client systems']),
    );
    expect(topicsOf('Do you use a standard contract with clients?')).not.toContain('hardening');
  });

  it('security principles by design are secure design, which "security" and "design" apart are not', () => {
    expect(topicsOf('Are systems based on security principles by design?')).toContain('security by design');
    expect(topicsOf('Does the network design include security zones?')).not.toContain('security by design');
  });
});

describe('the wrappers of a policy and procedure in place', () => {
  it.each([
    [
      'Do you have policy and procedure, currently implemented, managing how security patches are applied to all systems and applications?',
      'security patches are applied?',
    ],
    [
      'Do you have process and procedure(s) documented, and currently followed, that require a review of the access list(s) for privileged accounts?',
      'review of the access lists for privileged accounts?',
    ],
    [
      'Do you have a documented, and currently implemented, employee onboarding and offboarding policy?',
      'employee onboarding and offboarding policy?',
    ],
    ['Do you have a documented and currently implemented incident response plan?', 'incident response plan?'],
    [
      'Do you have a backup process that is documented and currently implemented that meets business and legal requirements?',
      'backup process?',
    ],
  ])('reads %s as %s', (question, core) => {
    expect(questionCore(question)).toBe(core);
  });

  it('keeps one kind of system as a scope, and a law named', () => {
    expect(questionCore('Are patches applied to all servers?')).toContain('all servers');
    expect(questionCore('Do you have a process that meets HIPAA requirements for risk analysis?')).toContain('HIPAA');
  });

  it('reads critical patches as patching', () => {
    expect(topicsOf(questionCore('Are critical patches applied within a month?'))).toContain('patching');
  });

  it('keeps "documented and" joined to another participle that is asked', () => {
    expect(questionCore('Is the plan documented and tested?')).toContain('documented and tested');
  });
});
