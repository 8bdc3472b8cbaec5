import { askingSentences } from '@/lib/domain/questionnaires/asking-sentence';
import { questionCore } from '@/lib/domain/questionnaires';

describe('askingSentences', () => {
  it.each([
    // The explanation before the question, and its example, are context.
    [
      'Backups are often kept only for a few systems. For example, a team may back up only its databases. Do you back up every production system?',
      'Do you back up every production system?',
    ],
    [
      'Encryption keys are valuable to attackers (e.g. signing keys). Are encryption keys rotated at least annually?',
      'Are encryption keys rotated at least annually?',
    ],
    ['Many breaches start with a stolen laptop. Describe how laptops are encrypted.', 'Describe how laptops are encrypted.'],
    // A need stated instead of asked asks whether you have it.
    [
      'It is important to have a documented incident response plan. A plan helps teams act quickly.',
      'Do you have a documented incident response plan?',
    ],
    ["It's essential to have an inventory of your assets.", 'Do you have an inventory of your assets?'],
  ])('%s → %s', (item, asked) => {
    expect(askingSentences(item)).toBe(asked);
  });

  it.each([
    // A question that leans on the sentence before it keeps it.
    'Vendors may process customer data. Is this reviewed at least annually?',
    'We ask about data sent to subprocessors. Are such transfers encrypted?',
    'Some services store logs. Are they kept for a year?',
    'Logs are sent to a central store. Describe the above.',
    // One sentence, its colon heading and all, is the question whole.
    'Vertical Access Control: Have you ensured that users can perform only the actions of their roles?',
    // A question first, then more: nothing before it to drop.
    'Do you encrypt data at rest? Encryption should use AES-256.',
    // A statement that states no need asks nothing this rule can restate.
    'Networks carry sensitive data. Written rules help protect them.',
  ])('keeps %s', (item) => {
    expect(askingSentences(item)).toBe(item);
  });
});

describe('questionCore of an item that explains before it asks', () => {
  it('keeps the qualifiers of the asking sentence and none of the explanation', () => {
    const core = questionCore(
      'Standards are often limited to specific teams. For example, a PCI DSS program may cover only payments. Do you review access for all of your contractors at least quarterly?',
    );
    expect(core).toBe('Do you review access for all of your contractors at least quarterly?');
    expect(core).not.toMatch(/PCI|example|limited/);
  });

  it('reads a written set of guidelines for the configuration, maintenance and use of a thing as its policy', () => {
    expect(questionCore('Do you have a written set of guidelines for the configuration, maintenance, and use of your firewalls?')).toBe(
      'your firewalls?',
    );
  });

  it('keeps what guidelines are for when they are for one or two things done with it', () => {
    expect(questionCore('Do you have written guidelines for the configuration of your firewalls?')).toBe(
      'the configuration of your firewalls?',
    );
  });
});

describe('a note after the asking sentence', () => {
  it.each([
    [
      'Do you revoke access when people leave? Note that disabling the main directory account is often not enough. Many staff hold other credentials.',
      'Do you revoke access when people leave?',
    ],
    ['Are backups encrypted? Please note we mean off-site copies too. Are they tested?', 'Are backups encrypted? Are they tested?'],
    ['Logs are valuable to attackers. Are logs kept for a year? N.B. some systems log little.', 'Are logs kept for a year?'],
  ])('is left out of %s', (item, asked) => {
    expect(askingSentences(item)).toBe(asked);
  });

  it.each([
    // A note before anything is asked may be the question itself.
    'Note: describe how backups are tested.',
    // A sentence after the question that is no note can narrow it.
    'Do you encrypt data at rest? This includes backups.',
    // A note that asks is a question.
    'Do you encrypt laptops? Note: do you encrypt phones as well?',
  ])('keeps %s', (item) => {
    expect(askingSentences(item)).toBe(item);
  });
});
