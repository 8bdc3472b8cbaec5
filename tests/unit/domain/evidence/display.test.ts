import { dayOf } from '@/lib/domain/calendar-days';
import {
  collectionProgress,
  controlMatches,
  describeFiles,
  evidenceRow,
  formatBytes,
  isExpired,
  shortHash,
  uploadMessage,
} from '@/lib/domain/evidence/display';
import type { EvidenceRecord } from '@/lib/schemas/evidence/records';

const record: EvidenceRecord = {
  id: '5b0c6a4e-1d2f-4c3b-9a8e-7f6d5c4b3a21',
  name: 'Access Control Logs Q4',
  description: 'Quarterly export.',
  type: 'system-log',
  framework: 'soc2',
  status: 'verified',
  collectedOn: '2026-11-18',
  failureReason: '',
  expiresOn: '2026-12-31',
  archivedAt: null,
  selfVerified: false,
  createdAt: new Date('2026-11-18T10:00:00Z'),
  updatedAt: new Date('2026-11-18T10:00:00Z'),
  version: 3,
};

describe('evidenceRow', () => {
  it('lists a stored item with its collection day, current files, expiry flag and version', () => {
    expect(evidenceRow(record, [{ id: 'f1', name: 'access-control-q4.pdf', size: 2_400_000 }], '2026-12-01')).toEqual({
      id: record.id,
      name: 'Access Control Logs Q4',
      description: 'Quarterly export.',
      type: 'system-log',
      framework: 'soc2',
      status: 'verified',
      dateCollected: '2026-11-18',
      expiresOn: '2026-12-31',
      expired: false,
      expiresSoonIn: null,
      archived: false,
      files: [{ id: 'f1', name: 'access-control-q4.pdf', size: 2_400_000 }],
      version: 3,
    });
    expect(evidenceRow({ ...record, archivedAt: new Date() }, [], '2027-01-01')).toMatchObject({
      expired: true,
      archived: true,
      files: [],
    });
  });
});

describe('evidenceRow’s expiry warning', () => {
  it('gives the days left once the expiry is 14 days away or less, until it has passed', () => {
    expect(evidenceRow(record, [], '2026-12-16').expiresSoonIn).toBeNull(); // 15 days
    expect(evidenceRow(record, [], '2026-12-17').expiresSoonIn).toBe(14);
    expect(evidenceRow(record, [], '2026-12-26').expiresSoonIn).toBe(5);
    expect(evidenceRow(record, [], '2026-12-31')).toMatchObject({ expiresSoonIn: 0, expired: false });
    expect(evidenceRow(record, [], '2027-01-01')).toMatchObject({ expiresSoonIn: null, expired: true });
    expect(evidenceRow({ ...record, expiresOn: null }, [], '2026-12-26').expiresSoonIn).toBeNull();
  });

  it('warns nobody of an archived item', () => {
    expect(evidenceRow({ ...record, archivedAt: new Date() }, [], '2026-12-26').expiresSoonIn).toBeNull();
  });
});

describe('isExpired', () => {
  it('is false without an expiry day and on the day itself, true from the next day', () => {
    expect(isExpired(null, '2030-01-01')).toBe(false);
    expect(isExpired('2026-12-31', '2026-12-30')).toBe(false);
    expect(isExpired('2026-12-31', '2026-12-31')).toBe(false);
    expect(isExpired('2026-12-31', '2027-01-01')).toBe(true);
  });
});

describe('dayOf', () => {
  it('is the UTC calendar day', () => {
    expect(dayOf(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
    expect(dayOf(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });
});

describe('describeFiles and uploadMessage', () => {
  it('counts the files and adds their sizes in megabytes', () => {
    expect(describeFiles([{ name: 'a.pdf', size: 512 * 1024 }])).toBe('1 file, 0.5 MB');
    expect(
      describeFiles([
        { name: 'a.pdf', size: 1024 * 1024 },
        { name: 'b.png', size: 2.4 * 1024 * 1024 },
      ]),
    ).toBe('2 files, 3.4 MB');
  });

  it('confirms the upload, now that the files are stored', () => {
    const message = uploadMessage('Firewall export', [{ name: 'a.pdf', size: 1024 * 1024 }]);
    expect(message).toBe('Evidence "Firewall export" added (1 file, 1.0 MB) and is now pending review.');
  });
});

describe('formatBytes and shortHash', () => {
  it('says sizes in B, KB or MB and shortens a hash to 12 digits', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(3 * 1024 * 1024)).toBe('3.0 MB');
    expect(shortHash('a'.repeat(64))).toBe('a'.repeat(12));
  });
});

describe('controlMatches', () => {
  it('matches every word against the code or the name, in any case', () => {
    const control = { id: 'BCP-04', name: 'Backups' };
    expect(controlMatches('', control)).toBe(true);
    expect(controlMatches('bcp', control)).toBe(true);
    expect(controlMatches('BACKUPS bcp-04', control)).toBe(true);
    expect(controlMatches('backups logs', control)).toBe(false);
  });
});

describe('collectionProgress', () => {
  const frameworks = [
    { id: 'soc2', name: 'SOC 2', controlIds: ['AC-01', 'AC-02', 'AC-03'] },
    { id: 'gdpr', name: 'GDPR', controlIds: ['PR-01'] },
  ];

  it('shows, per framework in the order given, the controls backed and how many by a passing check', () => {
    expect(collectionProgress(frameworks, new Set(['AC-01', 'AC-03', 'XX-09']), new Set(['AC-03', 'PR-01']))).toEqual([
      {
        framework: 'soc2',
        label: 'SOC 2',
        backed: 2,
        byChecks: 1,
        total: 3,
        percent: 67,
        summary: '2 of 3 controls backed, 1 by a passing check',
      },
      {
        framework: 'gdpr',
        label: 'GDPR',
        backed: 0,
        byChecks: 0,
        total: 1,
        percent: 0,
        summary: '0 of 1 control backed, 0 by a passing check',
      },
    ]);
  });

  it('never counts a check for a control that is not backed, and skips frameworks without controls', () => {
    expect(collectionProgress([{ id: 'ccpa', name: 'CCPA', controlIds: [] }], new Set(), new Set())).toEqual([]);
    expect(collectionProgress(frameworks.slice(1), new Set(), new Set(['PR-01']))[0]).toMatchObject({ backed: 0, byChecks: 0, percent: 0 });
    expect(collectionProgress(frameworks.slice(1), new Set(['PR-01']), new Set(['PR-01']))[0]).toMatchObject({
      backed: 1,
      byChecks: 1,
      percent: 100,
    });
  });
});
