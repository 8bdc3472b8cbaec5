/** @jest-environment node */
import JSZip from 'jszip';
import { renderDocx } from '@/lib/reports/render/docx';
import { LONG_TEXT, REQUIREMENT_ROWS, sampleDocument } from './sample-document';

const decode = (xml: string) =>
  xml
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');

/** The text of an XML fragment: its w:t runs joined, entities decoded. */
const textOf = (xml: string) => decode([...xml.matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((match) => match[1]).join(''));

/** The paragraphs of a part with their style id (or null) and text. */
function paragraphs(xml: string): { style: string | null; text: string }[] {
  return [...xml.matchAll(/<w:p(?: [^>]*)?>([\s\S]*?)<\/w:p>/g)].map((match) => ({
    style: /<w:pStyle w:val="([^"]+)"\/>/.exec(match[1]!)?.[1] ?? null,
    text: textOf(match[1]!),
  }));
}

/** Each table of the document as rows of cell texts, with whether the row repeats as a header. */
function tables(xml: string): { header: boolean; cells: string[] }[][] {
  return [...xml.matchAll(/<w:tbl>([\s\S]*?)<\/w:tbl>/g)].map((table) =>
    [...table[1]!.matchAll(/<w:tr(?: [^>]*)?>([\s\S]*?)<\/w:tr>/g)].map((row) => ({
      header: /<w:tblHeader(?: w:val="(?:true|1|on)")?\/>/.test(row[1]!),
      cells: [...row[1]!.matchAll(/<w:tc>([\s\S]*?)<\/w:tc>/g)].map((cell) => textOf(cell[1]!)),
    })),
  );
}

let bytes: Uint8Array;
let zip: JSZip;
let document: string;

async function part(pattern: RegExp): Promise<string> {
  const paths = Object.keys(zip.files).filter((path) => pattern.test(path));
  expect(paths.length).toBeGreaterThan(0);
  return (await Promise.all(paths.map((path) => zip.file(path)!.async('string')))).join('\n');
}

beforeAll(async () => {
  bytes = await renderDocx(sampleDocument());
  zip = await JSZip.loadAsync(bytes);
  document = await zip.file('word/document.xml')!.async('string');
}, 30_000);

describe('the Word report', () => {
  it('is a Word package with a document part', () => {
    expect(Buffer.from(bytes.subarray(0, 2)).toString('latin1')).toBe('PK');
    expect(Object.keys(zip.files)).toEqual(expect.arrayContaining(['[Content_Types].xml', 'word/document.xml', 'word/styles.xml']));
  });

  it('has the title, the facts, section headings and paragraphs', () => {
    const found = paragraphs(document);
    expect(found).toContainEqual({ style: 'Title', text: 'SOC 2 Framework Report' });
    for (const fact of [
      'Organization: Northwind Health Ltd',
      'Report: Framework',
      'Period: 2026-01-01 to 2026-03-31',
      'Generated: 2026-04-02 09:30 UTC',
      'Notes: Prepared for the quarterly board review.',
    ]) {
      expect(found.map((paragraph) => paragraph.text)).toContain(fact);
    }
    expect(found.filter((paragraph) => paragraph.style === 'Heading1').map((paragraph) => paragraph.text)).toEqual([
      'Framework progress',
      'Requirements and controls',
      'Gaps',
      'Summary for the board',
    ]);
    expect(found.filter((paragraph) => paragraph.style === 'Heading2').map((paragraph) => paragraph.text)).toContain(
      'Requirements: status / owner [all]',
    );
    expect(found.map((paragraph) => paragraph.text)).toContain('SOC 2 is 62% complete with a readiness score of 71.5.');
  });

  it('has real tables with a repeating header row, dates as YYYY-MM-DD and numbers as given', () => {
    const [frameworks, requirements, gaps, empty] = tables(document);
    expect(frameworks!.map((row) => row.cells)).toEqual([
      ['Framework', 'Progress (%)', 'Score', 'Last assessed'],
      ['SOC 2', '62', '71.5', '2026-03-28'],
      ['ISO 27001', '40', '55.25', ''],
    ]);
    expect(requirements).toHaveLength(REQUIREMENT_ROWS + 1);
    expect(requirements!.map((row) => row.header)).toEqual([true, ...Array(REQUIREMENT_ROWS).fill(false)]);
    expect(requirements![7]!.cells).toEqual(['CC1.7', LONG_TEXT, 'Met', 'Priya Raman', '2026-07-07', '1']);
    expect(gaps![1]!.cells[2]).toMatch(/^=HYPERLINK\(/);
    expect(empty!.map((row) => row.cells)).toEqual([['Control', 'Owner']]);
  });

  it('puts the organization and generated time in the page header, page numbers in the footer', async () => {
    const header = await part(/^word\/header\d*\.xml$/);
    expect(textOf(header)).toContain('Northwind Health Ltd');
    expect(textOf(header)).toContain('Generated 2026-04-02 09:30 UTC');
    const footer = await part(/^word\/footer\d*\.xml$/);
    expect(footer).toMatch(/<w:instrText[^>]*>\s*PAGE\s*<\/w:instrText>/);
    expect(footer).toMatch(/<w:instrText[^>]*>\s*NUMPAGES\s*<\/w:instrText>/);
    expect(textOf(footer)).toMatch(/Page\s*of/);
  });
});
