import { questionConcepts, questionCore } from '@/lib/domain/questionnaires';
import { composeAnswer } from '@/lib/domain/questionnaires/compose';
import { mediaCovered } from '@/lib/domain/questionnaires/wider-media';
import { policyStatement } from '../../../support/knowledge-documents';

// A rule for a thing wherever it is kept answers a question about the thing on one medium; a rule naming a medium
// or place of its own does not.

const section = (text: string) => policyStatement('Cryptography Policy', 'Encryption at rest', text);
const conceptsOf = (question: string) => questionConcepts(questionCore(question));
const kindOf = (question: string, record: string) => composeAnswer(question, section(record), conceptsOf(question))?.kind;
const stemsOfCovered = (question: string, record: string) =>
  [...mediaCovered(question, record, conceptsOf(question))].flatMap((concept) => concept.variants.flat());

const REMOVABLE = 'Are the backups that are stored on removable media (e.g., disks, tapes, etc.) encrypted?';
const TAPES = 'Are backups kept on tapes encrypted?';
const BACKUPS = 'Databases, file stores and backups are encrypted at rest with AES-256.';

describe('a rule for a thing wherever it is kept', () => {
  it('answers a question about the thing on one medium Yes', () => {
    expect(kindOf(REMOVABLE, BACKUPS)).toBe('yes');
    expect(kindOf(TAPES, BACKUPS)).toBe('yes');
  });

  it('leaves only the words of the medium out of what the record must say', () => {
    expect(stemsOfCovered(REMOVABLE, BACKUPS)).toEqual(expect.arrayContaining(['removabl', 'media']));
    expect(stemsOfCovered(REMOVABLE, BACKUPS)).not.toContain('backup');
    expect(stemsOfCovered(REMOVABLE, BACKUPS)).not.toContain('encrypt');
  });

  it('still needs the rest of the question: a rule for databases says nothing of backups', () => {
    expect(kindOf(REMOVABLE, 'Databases and file stores are encrypted at rest with AES-256.')).not.toBe('yes');
  });

  it('does not answer from a rule naming a medium or place of its own', () => {
    expect(stemsOfCovered(REMOVABLE, 'Backups kept in the cloud are encrypted at rest.')).toEqual([]);
    expect(kindOf(REMOVABLE, 'Backups kept in the cloud are encrypted at rest.')).not.toBe('yes');
    expect(kindOf(TAPES, 'Backups written to disk are encrypted at rest.')).not.toBe('yes');
  });

  it('covers nothing where the question names no medium the thing is kept on', () => {
    expect(stemsOfCovered('Is media used for long-term retention stored in a secure area?', BACKUPS)).toEqual([]);
    expect(stemsOfCovered('Are backups encrypted?', BACKUPS)).toEqual([]);
  });
});
