import { negatedNear, questionConcepts } from '@/lib/domain/questionnaires';

describe('negatedNear', () => {
  it.each([
    ['Do you use production data in test?', 'Keep test apart, and do not use production data in testing.'],
    ['Do you allow shared accounts?', 'Shared accounts are not allowed.'],
    ['Do you allow shared accounts?', 'Shared accounts are prohibited.'],
    ['Do you allow shared accounts?', 'The company prohibits shared accounts.'],
    ['Do you sell personal information?', "Show a 'Do Not Sell My Personal Information' link."],
    ['Is customer data sold?', "We don't sell customer data."],
    ['Do you keep card data?', 'Never keep full card data after authorization.'],
  ])('%p: %p negates it', (question, text) => expect(negatedNear(text, questionConcepts(question))).toBe(true));

  it.each([
    ['Are user access reviews performed quarterly?', 'Review user access quarterly and remove access that is no longer needed.'],
    ['Is MFA required?', 'MFA is required everywhere.'],
    ['Is MFA required?', 'Passwords are never written down; MFA is required.'],
    ['Do you encrypt backups?', 'Backups are encrypted. Unused media are not kept.'],
  ])('%p: %p does not negate it', (question, text) => expect(negatedNear(text, questionConcepts(question))).toBe(false));
});
