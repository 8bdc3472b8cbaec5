import { libraryControls } from '@/lib/catalog/controls';
import { matchingControls } from '@/lib/domain/assistant/control-match';
import { checkedReading, keyWords } from '@/lib/domain/assistant/report-check';
import { reviewConclusionOf, reviewNotesOf } from '@/lib/domain/assistant/vendor-review';
import type { VendorReportReading } from '@/lib/schemas/assistant';

const reading: VendorReportReading = {
  documentId: 'doc',
  auditPeriod: { from: '2025-10-01', to: '2026-09-30', page: 1 },
  opinion: { value: 'unqualified', page: 2 },
  exceptions: [],
  subserviceOrganizations: [],
  userEntityControls: [],
};

describe("a report's user-entity controls mapped to the organization's controls", () => {
  it('finds controls by the words they share, the same every time', () => {
    const text = 'User entities are responsible for enabling multi-factor authentication for their administrator accounts.';
    const first = matchingControls(text, libraryControls);
    expect(first.length).toBeGreaterThan(0);
    expect(first.length).toBeLessThanOrEqual(3);
    expect(matchingControls(text, [...libraryControls].reverse())).toEqual(first);
    const named = libraryControls.filter((control) => first.includes(control.id)).map((control) => `${control.name} ${control.asks}`);
    expect(named.join(' ').toLowerCase()).toMatch(/multi-factor|authentication/);
  });

  it('maps text that shares no words with any control to none', () => {
    expect(matchingControls('Zebras graze quietly.', libraryControls)).toEqual([]);
  });
});

describe('the page check', () => {
  it('keeps key words only, and keeps a date written as the report writes it', () => {
    expect(keyWords('User entities are responsible for the backups')).toEqual(['backups']);
    const pages = ['For the period October 1, 2025 to September 30, 2026', 'In our opinion, the controls operated effectively.'];
    const { reading: kept, dropped } = checkedReading(
      { ...reading, exceptions: [], subserviceOrganizations: [], userEntityControls: [] },
      pages,
    );
    expect(dropped).toBe(0);
    expect(kept.auditPeriod).toEqual(reading.auditPeriod);
    expect(kept.opinion).toEqual(reading.opinion);
  });
});

describe('the review a reading proposes', () => {
  it('approves a clean opinion without exceptions, conditions exceptions, rejects an adverse opinion', () => {
    expect(reviewConclusionOf(reading)).toBe('approved');
    expect(reviewConclusionOf({ ...reading, exceptions: [{ text: 'Late removal', page: 4 }] })).toBe('approved-with-conditions');
    expect(reviewConclusionOf({ ...reading, opinion: { value: 'qualified', page: 2 } })).toBe('approved-with-conditions');
    expect(reviewConclusionOf({ ...reading, opinion: { value: 'adverse', page: 2 } })).toBe('rejected');
    expect(reviewConclusionOf({ ...reading, opinion: null })).toBe('approved-with-conditions');
  });

  it('writes notes with each part and its page', () => {
    const notes = reviewNotesOf({ ...reading, exceptions: [{ text: 'Late removal', page: 4 }] }, 'report.pdf');
    expect(notes).toContain('Audit period: 2025-10-01 to 2026-09-30 (page 1).');
    expect(notes).toContain('Opinion: unqualified (clean) (page 2).');
    expect(notes).toContain('- Late removal (page 4)');
    expect(notes).toContain('Complementary user-entity controls: none found.');
  });
});
