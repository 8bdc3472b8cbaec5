import { collectionDay, collectionProgress, describeFiles, evidenceRow, evidenceRowActions, uploadMessage } from '@/lib/domain/evidence-display';
import type { EvidenceRecord } from '@/lib/schemas/evidence';

const record: EvidenceRecord = {
  id: '5b0c6a4e-1d2f-4c3b-9a8e-7f6d5c4b3a21',
  name: 'Access Control Logs Q4',
  description: 'Quarterly export.',
  type: 'system-log',
  framework: 'soc2',
  status: 'verified',
  collectedOn: '2026-11-18',
  files: [{ name: 'access-control-q4.pdf', size: 2_400_000 }],
  createdAt: new Date('2026-11-18T10:00:00Z'),
  updatedAt: new Date('2026-11-18T10:00:00Z'),
  version: 1,
};

describe('evidenceRow', () => {
  it('lists a stored item with its collection day and files, without its timestamps or version', () => {
    expect(evidenceRow(record)).toEqual({
      id: record.id,
      name: 'Access Control Logs Q4',
      description: 'Quarterly export.',
      type: 'system-log',
      framework: 'soc2',
      status: 'verified',
      dateCollected: '2026-11-18',
      files: [{ name: 'access-control-q4.pdf', size: 2_400_000 }],
    });
  });
});

describe('collectionDay', () => {
  it('is the UTC calendar day', () => {
    expect(collectionDay(new Date('2026-11-23T23:30:00Z'))).toBe('2026-11-23');
    expect(collectionDay(new Date('2026-01-01T00:00:00Z'))).toBe('2026-01-01');
  });
});

describe('describeFiles and uploadMessage', () => {
  it('counts the files and adds their sizes in megabytes', () => {
    expect(describeFiles([{ name: 'a.pdf', size: 512 * 1024 }])).toBe('1 file, 0.5 MB');
    expect(describeFiles([{ name: 'a.pdf', size: 1024 * 1024 }, { name: 'b.png', size: 2.4 * 1024 * 1024 }])).toBe('2 files, 3.4 MB');
  });

  it('confirms the upload without claiming the file contents were stored', () => {
    const message = uploadMessage('Firewall export', [{ name: 'a.pdf', size: 1024 * 1024 }]);
    expect(message).toContain('Evidence "Firewall export" added (1 file, 1.0 MB)');
    expect(message).toContain('pending review');
    expect(message).toContain('not stored yet');
  });
});

describe('collectionProgress', () => {
  it('shows verified of total per framework with evidence, in the framework list order', () => {
    expect(
      collectionProgress([
        { framework: 'hipaa', total: 1, verified: 1 },
        { framework: 'iso27001', total: 2, verified: 0 },
        { framework: 'soc2', total: 3, verified: 2 },
      ]),
    ).toEqual([
      { framework: 'soc2', label: 'SOC 2', verified: 2, total: 3, percent: 67, summary: '2 of 3 items verified' },
      { framework: 'iso27001', label: 'ISO 27001', verified: 0, total: 2, percent: 0, summary: '0 of 2 items verified' },
      { framework: 'hipaa', label: 'HIPAA', verified: 1, total: 1, percent: 100, summary: '1 of 1 item verified' },
    ]);
  });

  it('shows nothing when the organization has no evidence, and skips frameworks without any', () => {
    expect(collectionProgress([])).toEqual([]);
    expect(collectionProgress([{ framework: 'gdpr', total: 0, verified: 0 }])).toEqual([]);
  });
});

describe('evidenceRowActions', () => {
  it('offers editors every action of the status', () => {
    expect(evidenceRowActions('verified', true)).toEqual(['View', 'Download', 'Archive']);
    expect(evidenceRowActions('pending', true)).toEqual(['View', 'Review', 'Edit']);
    expect(evidenceRowActions('failed', true)).toEqual(['View', 'Retry', 'Replace']);
  });

  it('offers viewers only the actions that look at an item', () => {
    expect(evidenceRowActions('verified', false)).toEqual(['View', 'Download']);
    expect(evidenceRowActions('pending', false)).toEqual(['View']);
    expect(evidenceRowActions('failed', false)).toEqual(['View']);
  });
});
