import { KnowledgeIndex } from '@/lib/domain/questionnaires';
import { implementedLibraryControls, matchedControlId } from '../../../support/knowledge-documents';

// The privacy controls as the library words them, implemented; questions worded as privacy principles word them.
const privacyControls = implementedLibraryControls('PRV-');
const matched = (question: string) => matchedControlId(question, privacyControls);

describe('a privacy question in the words of privacy principles', () => {
  it.each([
    ['Do you have a process for privacy complaints and disputes?', 'PRV-13'],
    ['Are privacy review and approval part of the change management process?', 'PRV-20'],
    ['Do you dispose of personal information when its retention period ends?', 'PRV-12'],
    ['Do you support rectification and data portability?', 'PRV-14'],
    ['Do you keep personal information accurate?', 'PRV-15'],
    ['Do you disclose personal information to third parties only with consent?', 'PRV-28'],
  ])('%s is about %s', (question, id) => {
    expect(matched(question)).toBe(id);
  });

  it('is answered Yes by the control it names', () => {
    const suggestion = new KnowledgeIndex(privacyControls).scored('Do you have procedures to address privacy complaints and disputes?');
    expect(suggestion.kind).toBe('yes');
    expect(suggestion.sources[0]).toMatchObject({ type: 'control', id: 'PRV-13' });
  });

  // A control that governs a practice where it happens says nothing of whether it happens here.
  it.each([
    'Do you make any decisions that are completely automated?',
    'Do you sell personal information?',
    'Do you process special category data?',
  ])('%s is matched to no control', (question) => {
    expect(matched(question)).toBeNull();
  });
});
