import { KnowledgeIndex, composeAnswer, questionConcepts, questionCore } from '@/lib/domain/questionnaires';
import { isNegativeQuestion } from '@/lib/domain/questionnaires/detection';
import { implementedControl, implementedLibraryControls, matchedControlId } from '../../../support/knowledge-documents';

// The privacy controls as the library words them, implemented, with data masking; questionnaires ask of them in the
// words of the privacy principles (notice, collection, retention, disclosure, quality).
const privacyControls = implementedLibraryControls('PRV-');
const records = [...privacyControls, ...implementedLibraryControls('AST-05')];

describe('the purposes a privacy principle names', () => {
  it.each([
    [
      'Do you collect personal information only for the purpose(s) identified in the agreement with an institution or, if there is none, the purpose(s) identified in the privacy notice?',
      'Do you collect personal information only for the purposes?',
    ],
    ['Do you use data for the stated purpose(s)?', 'Do you use data for the purposes?'],
    [
      'Do you disclose personal information only for the purposes identified in the privacy notice?',
      'Do you disclose personal information only for the purposes?',
    ],
  ])('%p asks of the purposes, wherever they are stated', (question, core) => expect(questionCore(question)).toBe(core));

  it('keeps a purpose said plainly', () => {
    expect(questionCore('Is SSL used for the purpose of encryption?')).toBe('Is SSL used for the purpose of encryption?');
  });
});

describe('a fallback clause', () => {
  it('that names the same thing again neither asks more nor negates the question', () => {
    const question = 'Do you use the purposes in the contract or, if there is none, the purposes in the notice?';
    expect(isNegativeQuestion(question)).toBe(false);
    expect(questionCore(question)).not.toMatch(/none|notice/);
  });

  it('that names something else stays asked', () => {
    const question = 'Do you use SSO or, if there is none, enforce MFA?';
    expect(isNegativeQuestion(question)).toBe(true);
    expect(questionCore(question)).toBe(question);
  });
});

describe('consent, its kinds and whose it is', () => {
  it('reads implicit or explicit consent of the individual as consent', () => {
    expect(questionCore('Do you disclose data with the implicit or explicit consent of the individual?')).toBe(
      'Do you disclose data with the consent?',
    );
  });

  it('keeps consent of someone other than the individual', () => {
    expect(questionCore('Do you obtain the consent of a parent?')).toBe('Do you obtain the consent of a parent?');
  });
});

describe('a thing named again', () => {
  it('is that thing, not a further one', () => {
    expect(questionCore('Do you retain personal information and dispose of such information?')).toBe(
      'Do you retain personal information and dispose of it?',
    );
  });

  it('keeps "such" before a thing not named before, and "such as"', () => {
    expect(questionCore('Do you dispose of such media?')).toBe('Do you dispose of such media?');
  });

  it('reads "or otherwise" as "or"', () => {
    expect(questionCore('Do you anonymize or otherwise mask personal data?')).toBe('Do you anonymize or mask personal data?');
  });
});

describe('a privacy question worded as a privacy principle', () => {
  it.each([
    [
      'Do you provide an end-user privacy notice about privacy policies and procedures that identify the purpose(s) for which personal information is collected, used, retained, and disclosed?',
      'PRV-10',
    ],
    [
      'Do you collect personal information only for the purpose(s) identified in the agreement with an institution or, if there is none, the purpose(s) identified in the privacy notice?',
      'PRV-11',
    ],
    [
      'Do you retain personal information for only as long as necessary to fulfill the stated purpose(s) or as required by law or regulation and thereafter appropriately dispose of such information?',
      'PRV-12',
    ],
    [
      'Do you disclose personal information to third parties only for the purpose(s) identified in the privacy notice or with the implicit or explicit consent of the individual?',
      'PRV-28',
    ],
    ['Do you maintain accurate, complete, and relevant personal information for the purposes identified in the privacy notice?', 'PRV-15'],
    ['Do you "anonymize," "de-identify," or otherwise mask personal data?', 'AST-05'],
  ])('%s is answered Yes by %s', (question, id) => {
    const suggestion = new KnowledgeIndex(records).scored(question);
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]).toMatchObject({ type: 'control', id });
  });

  // The principle's words name the practice whole; a question about one part of it is not the principle.
  it.each([
    ['Do you collect personal information from children?', 'PRV-11'],
    ['Do you retain personal information for seven years?', 'PRV-12'],
  ])('%s is not matched to %s by its principle', (question, id) => {
    expect(matchedControlId(question, privacyControls)).not.toBe(id);
  });
});

describe('a control conditional on the thing it treats', () => {
  const consent = implementedControl(
    'PRV-06',
    'Consent management',
    'Where processing relies on consent, obtain it by a clear opt-in separate from other terms.',
  );
  const rules = implementedControl(
    'PRV-26',
    'Binding corporate rules',
    'Where intra-group transfers rely on binding corporate rules, keep them approved and binding on every group company.',
  );
  const answer = (question: string, record: typeof consent) => composeAnswer(question, record, questionConcepts(questionCore(question)));

  it('answers a question asking it to do what it requires', () => {
    expect(answer('Do you obtain consent?', consent)?.kind).toBe('yes');
  });

  it('leaves open whether there is such a thing', () => {
    expect(answer('Do you use binding corporate rules?', rules)).toBeNull();
  });
});
