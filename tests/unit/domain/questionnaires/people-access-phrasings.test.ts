import { composeAnswer, questionConcepts, questionCore } from '@/lib/domain/questionnaires';
import { implementedControl, implementedLibraryControls, matchedControlId } from '../../../support/knowledge-documents';

// The people, access and incident controls as the library words them, implemented; questions worded as security
// questionnaires word them.
const controls = ['HR-', 'AC-', 'INC-', 'PHY-'].flatMap((prefix) => implementedLibraryControls(prefix));
const matched = (question: string) => matchedControlId(question, controls);

describe('a question about who does a thing, in a questionnaire’s words', () => {
  it.each([
    ['Are background checks done for staff with access to sensitive systems?', 'HR-01'],
    ['Do you run background checks on people entrusted with sensitive information?', 'HR-01'],
    ['Do new hires sign agreements before they start?', 'HR-02'],
    ['Must new hires review policies?', 'HR-02'],
    ['Is access revoked when employees leave?', 'HR-05'],
    ['Is attribute-based access control (ABAC) used?', 'AC-01'],
    ['Do you use rule-based access control?', 'AC-01'],
    ['Do you review privileged access?', 'AC-03'],
    ['Do you audit administrative access to production systems?', 'AC-03'],
    ['Do you notify affected customers of a breach?', 'INC-08'],
    ['Are customers informed about security incidents?', 'INC-08'],
    ['Do administrators use separate accounts with lower privileges for email?', 'AC-07'],
    ['Are domain administrators limited to named people?', 'AC-07'],
    ['Is there a process for granting and revoking physical access?', 'PHY-02'],
    ['Is there a process for granting and revoking physical access to the office?', 'PHY-02'],
  ])('%s is about %s', (question, id) => {
    expect(matched(question)).toBe(id);
  });

  // The words of these phrasings apart say something else: access to sensitive systems is no screening, a review of
  // policies by their owners no new hire's, administrative access granted no review of it, customers told of
  // features no incident notice.
  it.each([
    ['Do you restrict access to sensitive systems?', 'HR-01'],
    ['Do you review your policies annually?', 'HR-02'],
    ['Do you grant administrative access through a ticket?', 'AC-03'],
    ['Do you inform customers about new features?', 'INC-08'],
    ['Do you track day to day tasks in separate accounts?', 'AC-07'],
    ['Do you revoke logical access when an employee leaves?', 'PHY-02'],
    ['Is access revoked when it is no longer needed?', 'HR-05'],
  ])('%s is not about %s', (question, id) => {
    expect(matched(question)).not.toBe(id);
  });
});

describe('a control for an event that comes to pass', () => {
  const offboarding = implementedControl(
    'HR-05',
    'Offboarding and role changes',
    'When employees leave, revoke their access by their last day and collect devices and badges.',
  );
  const answer = (question: string) => composeAnswer(question, offboarding, questionConcepts(questionCore(question)));

  it('answers what is done on that very event', () => {
    expect(answer('Do you have processes in place to make sure access is revoked when an employee leaves the company?')?.kind).toBe('yes');
  });

  it('answers nothing of another event, nor of none', () => {
    expect(answer('Is access revoked when an account is compromised?')).toBeNull();
    expect(answer('Do you revoke access?')).toBeNull();
  });

  it('answers the event whoever a list of the kinds of people leaving names', () => {
    const offboardingOfPeople = implementedControl(
      'HR-05',
      'Offboarding and role changes',
      'When people leave or change roles, remove their access by their last day and collect devices and badges.',
    );
    const question = 'Is access revoked when an employee, intern, contractor, or other associate leaves the company or a contract ends?';
    expect(composeAnswer(question, offboardingOfPeople, questionConcepts(questionCore(question)))?.kind).toBe('yes');
  });

  it('reads a note after the question as no negation of it', () => {
    const question =
      'Is access revoked when an employee leaves? Note that it is not sufficient to just disable the main directory account.';
    expect(answer(question)?.kind).toBe('yes');
  });
});
