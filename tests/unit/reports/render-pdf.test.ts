/** @jest-environment node */
import { renderPdf } from '@/lib/reports/render/pdf';
import { winAnsiText } from '@/lib/reports/render/win-ansi';
import { fitWidths } from '@/lib/reports/render/widths';
import { readPdf } from './pdf-support';
import { LONG_TEXT, REQUIREMENT_ROWS, sampleDocument } from './sample-document';

const flat = (text: string) => text.replace(/\s+/g, ' ');

let pdf: Uint8Array;
let pages: string[];

beforeAll(async () => {
  pdf = await renderPdf(sampleDocument());
  pages = await readPdf(pdf);
}, 30_000);

describe('the PDF report', () => {
  it('is a PDF of several pages', () => {
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    expect(pages.length).toBeGreaterThan(2);
  });

  it('opens with the organization, title, kind, period and generated time in UTC', () => {
    const first = flat(pages[0]!);
    for (const expected of [
      'Northwind Health Ltd',
      'SOC 2 Framework Report',
      'Report: Framework',
      'Period: 2026-01-01 to 2026-03-31',
      'Generated: 2026-04-02 09:30 UTC',
      'Prepared for the quarterly board review.',
    ]) {
      expect(first).toContain(expected);
    }
  });

  it('numbers every page "Page N of M" in its footer', () => {
    pages.forEach((text, index) => expect(text).toContain(`Page ${index + 1} of ${pages.length}`));
    expect(pages.join('\n')).toContain('Page 2 of');
  });

  it('prints section headings, paragraphs and table cells with dates as YYYY-MM-DD and numbers as given', () => {
    const all = flat(pages.join('\n'));
    for (const expected of [
      'Framework progress',
      'SOC 2 is 62% complete with a readiness score of 71.5.',
      'Gaps',
      'Summary for the board',
      '71.5',
      '55.25',
      '2026-03-28',
      '=HYPERLINK(',
    ]) {
      expect(all).toContain(expected);
    }
    // The first and the last requirement rows are both there, none cut off.
    expect(all).toMatch(/CC1\.1\s+Requirement 1 of the trust services criteria\s+Met\s+Dana Whitfield\s+2026-01-01\s+0/);
    expect(all).toContain(`CC${REQUIREMENT_ROWS / 10}.10`);
    expect(all).toContain('No rows.');
  });

  it('wraps a long cell over several lines, every word in order', () => {
    const inOrder = new RegExp(
      LONG_TEXT.split(' ')
        .map((word) => word.replace(/[.,]/g, '\\$&'))
        .join('[\\s\\S]*?'),
    );
    expect(pages.join('\n')).toMatch(inOrder);
    expect(pages.join('\n')).not.toContain(LONG_TEXT);
  });

  it('repeats the header row on every page the table runs onto', () => {
    const tablePages = pages.filter((text) => /CC\d+\.\d+/.test(text));
    expect(tablePages.length).toBeGreaterThan(1);
    for (const text of tablePages) expect(text).toMatch(/Requirement\s+Description\s+Status\s+Owner\s+Due\s+Evidence/);
  });
});

describe('a row taller than a page', () => {
  it('continues on the next pages under the repeated header instead of being cut', async () => {
    const words = Array.from({ length: 2500 }, (_, index) => `word${index}`);
    const report = sampleDocument();
    const tall = {
      ...report,
      sections: [
        {
          heading: 'Long text',
          paragraphs: [],
          tables: [
            {
              title: 'Notes',
              columns: ['Id', 'Note'],
              rows: [
                ['N-1', words.join(' ')],
                ['N-2', 'After the long note'],
              ],
            },
          ],
        },
      ],
    };
    const tallPages = await readPdf(await renderPdf(tall));
    expect(tallPages.length).toBeGreaterThan(2);
    const all = tallPages.join('\n');
    for (const word of [words[0]!, words[1250]!, words.at(-1)!, 'After the long note']) expect(all).toContain(word);
    for (const text of tallPages.slice(1)) expect(text).toMatch(/Id\s+Note/);
  }, 30_000);
});

describe('text for the standard PDF fonts', () => {
  it('keeps Windows-1252 text and replaces what the fonts cannot draw', () => {
    expect(winAnsiText('Zoë – “café” €5')).toBe('Zoë – “café” €5');
    expect(winAnsiText('≥ 5 → ok, Łódź, ő\u200b, 😀, a\tb\r\nc')).toBe('>= 5 -> ok, ?ódz, o, ?, a b\nc');
  });
});

describe('column widths', () => {
  it('keeps natural widths that fit', () => {
    expect(fitWidths([50, 100], 400)).toEqual([50, 100]);
  });

  it('keeps narrow columns and shares the rest among the wide ones', () => {
    const widths = fitWidths([40, 300, 600, 30], 500);
    expect(widths[0]).toBe(40);
    expect(widths[3]).toBe(30);
    expect(widths[1]! + widths[2]!).toBeCloseTo(430);
    expect(widths[2]! / widths[1]!).toBeCloseTo(2);
  });

  it('keeps a wide column no narrower than its longest word, the others sharing what is left', () => {
    // Shared in proportion, the 300-wide column would get 430 * 300 / 3300 = 39, under its longest word's 80.
    const widths = fitWidths([40, 300, 3000, 30], 500, [20, 80, 90, 30]);
    expect(widths[1]).toBe(80);
    expect(widths[0]).toBe(40);
    expect(widths[2]).toBeCloseTo(350);
    expect(widths.reduce((sum, width) => sum + width, 0)).toBeCloseTo(500);
  });

  it('shares in proportion when even the longest words do not fit', () => {
    const widths = fitWidths([300, 600], 200, [300, 600]);
    expect(widths[1]! / widths[0]!).toBeCloseTo(2);
  });
});
