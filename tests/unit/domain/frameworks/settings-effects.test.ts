import {
  apiAccessNote,
  autoBackupNote,
  autoReportsNote,
  controlFailuresNote,
  dataRetentionNote,
  unknownFacts,
} from '@/lib/domain/frameworks/settings-effects';

describe('what the settings say they do', () => {
  it('tells when the next automatic report falls due once saved on', () => {
    const note = autoReportsNote({ ...unknownFacts, nextAutomaticReport: '2027-05-31T10:00:00.000Z' });
    expect(note.startsWith('Next automatic report: May 31, 2027. While on, a framework report')).toBe(true);
    expect(note).toContain('receives a link to download it (sign-in needed)');
  });
  it('explains automatic reports without a date while they are not counting', () => {
    expect(autoReportsNote(unknownFacts).startsWith('While on, a framework report in the default format')).toBe(true);
    expect(autoReportsNote({ ...unknownFacts, nextAutomaticReport: 'not a time' })).toBe(autoReportsNote(unknownFacts));
  });
  it('says backups are the server’s, on either database', () => {
    expect(autoBackupNote({ ...unknownFacts, database: 'embedded' })).toContain('backs up its whole database once a day');
    expect(autoBackupNote({ ...unknownFacts, database: 'embedded' })).toContain('whether this is on or off');
    expect(autoBackupNote({ ...unknownFacts, database: 'postgres' })).toContain('PostgreSQL: whoever runs that database makes the backups');
  });
  it('says plainly what does not act yet, what API access does, and what retention governs', () => {
    expect(apiAccessNote).toMatch(/^On: the organization’s API keys can read this framework/);
    expect(apiAccessNote).toContain('/api/v1');
    expect(apiAccessNote).toContain('Off: the API does not list it and answers its id as not found.');
    expect(controlFailuresNote).toMatch(/^On: when a daily run or Run now finds an integration check newly failing/);
    expect(dataRetentionNote).toMatch(/^Reports older than this are deleted with their files\./);
  });
});
