import { changedSources, pinSource, sourceChanged, type AnswerSource, type CurrentRecords } from '@/lib/domain/questionnaires';

const current: CurrentRecords = {
  policies: new Map<string, string | null>([
    ['policy-approved', 'v2.0'],
    ['policy-in-draft', null],
  ]),
  controls: new Map([
    ['AC-05', 'implemented'],
    ['CRY-02', 'in-progress'],
  ]),
  evidence: new Map<string, string | null>([
    ['evidence-verified', 'verified'],
    ['evidence-archived', null],
  ]),
  library: new Set(['library-1']),
};

const source = (type: AnswerSource['type'], id: string, version?: string): AnswerSource => ({
  type,
  id,
  label: `${type} ${id}`,
  ...(version ? { version } : {}),
});

describe('sourceChanged', () => {
  it.each([
    [source('policy', 'policy-approved', 'v2.0'), false],
    [source('policy', 'policy-approved', 'v1.0'), true],
    [source('policy', 'policy-in-draft', 'v1.0'), true],
    [source('policy', 'policy-gone', 'v1.0'), true],
    [source('control', 'AC-05', 'implemented'), false],
    [source('control', 'AC-05', 'in-progress'), true],
    [source('control', 'CRY-02', 'implemented'), true],
    [source('control', 'AST-01', 'not-started'), false],
    [source('control', 'AST-01', 'implemented'), true],
    [source('evidence', 'evidence-verified', 'verified'), false],
    [source('evidence', 'evidence-verified', 'pending'), true],
    [source('evidence', 'evidence-archived', 'verified'), true],
    [source('evidence', 'evidence-gone', 'verified'), true],
    [source('library', 'library-1'), false],
    [source('library', 'library-gone'), true],
    [source('trust', 'framework:soc2', 'audited'), false],
  ])('%o changed: %p', (cited, changed) => {
    expect(sourceChanged(cited, current)).toBe(changed);
  });

  it('lists the changed sources of an answer', () => {
    const kept = source('control', 'AC-05', 'implemented');
    const moved = source('policy', 'policy-approved', 'v1.0');
    expect(changedSources([kept, moved], current)).toEqual([moved]);
    expect(changedSources([], current)).toEqual([]);
  });
});

describe('pinSource', () => {
  it('pins each record to its version in force now', () => {
    expect(pinSource(source('policy', 'policy-approved'), current)).toEqual({
      outcome: 'pinned',
      source: source('policy', 'policy-approved', 'v2.0'),
    });
    expect(pinSource(source('control', 'AC-05'), current)).toEqual({
      outcome: 'pinned',
      source: source('control', 'AC-05', 'implemented'),
    });
    expect(pinSource(source('control', 'AST-01'), current)).toEqual({
      outcome: 'pinned',
      source: source('control', 'AST-01', 'not-started'),
    });
    expect(pinSource(source('evidence', 'evidence-verified'), current)).toEqual({
      outcome: 'pinned',
      source: source('evidence', 'evidence-verified', 'verified'),
    });
    expect(pinSource(source('library', 'library-1'), current)).toEqual({ outcome: 'pinned', source: source('library', 'library-1') });
    expect(pinSource(source('trust', 'subprocessors'), current)).toEqual({ outcome: 'pinned', source: source('trust', 'subprocessors') });
  });

  it.each([
    [source('policy', 'policy-gone')],
    [source('control', 'XX-99')],
    [source('evidence', 'evidence-gone')],
    [source('library', 'library-gone')],
  ])('%o is not found', (cited) => expect(pinSource(cited, current)).toEqual({ outcome: 'not-found' }));

  it.each([
    [source('policy', 'policy-approved', 'v1.0')],
    [source('policy', 'policy-in-draft')],
    [source('control', 'AC-05', 'in-progress')],
    [source('evidence', 'evidence-archived')],
    [source('evidence', 'evidence-verified', 'failed')],
  ])('%o changed since it was shown', (cited) => expect(pinSource(cited, current)).toEqual({ outcome: 'changed' }));
});
