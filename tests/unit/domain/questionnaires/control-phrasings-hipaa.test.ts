import { implementedLibraryControls, matchedControlId } from '../../../support/knowledge-documents';

// The library's own controls, matched to questions worded as the HIPAA rules word their requirements.
const records = implementedLibraryControls();
const matched = (question: string) => matchedControlId(question, records);

describe('a question worded as the HIPAA rules word it', () => {
  it.each([
    ['Have you entered into business associate agreements with all subcontractors who may have access to PHI?', 'VEN-05'],
    ['Do you sign HIPAA business associate agreements?', 'VEN-05'],
  ])('%s is matched to %s', (question, id) => {
    expect(matched(question)).toBe(id);
  });

  it('is not matched to business associate agreements by health information alone', () => {
    expect(matched('Who may have access to protected health information?')).not.toBe('VEN-05');
  });
});
