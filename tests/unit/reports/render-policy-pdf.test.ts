/** @jest-environment node */
import { buildPolicyPdf, type PolicyPdfSource } from '@/lib/reports/render/policy-pdf';
import { readPdf } from './pdf-support';
import { allPolicyTemplatesForTest } from './policy-template-support';

const source = (body: string, name = 'Operations Security Policy'): PolicyPdfSource => ({
  organizationName: 'Northwind Health Ltd',
  name,
  versionLabel: 'v2.1',
  expired: false,
  approvedAt: new Date('2026-03-02T09:00:00Z'),
  approvedByName: 'Dana Reyes',
  reviewDueOn: '2027-03-02',
  body,
});

/** Source lines wrapped at about 60 characters, continued with `indent`, as people write Markdown by hand. */
function hardWrapped(text: string, indent = ''): string {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + word.length > 60) {
      lines.push(line);
      line = indent;
    }
    line += line.trim() ? ` ${word}` : word;
  }
  return [...lines, line].join('\n');
}

const SHORT_SENTENCE = 'Access rights are reviewed every month.';
const sentence = (n: number) =>
  `Control ${n} is owned by the security lead, who checks that it operates as described and records the evidence of each check.`;

/** A long policy: headings of three levels, long paragraphs, a numbered list longer than a page, nested bullets. */
function longPolicy(): { body: string; headings: string[]; items: number } {
  const headings: string[] = [];
  const heading = (level: number, text: string) => {
    headings.push(text);
    return `${'#'.repeat(level)} ${text}`;
  };
  const items = 45;
  const parts = [
    heading(2, 'Purpose'),
    'Access rights\nare reviewed\nevery month.',
    hardWrapped(`This policy sets out how Northwind Health operates its systems securely. ${sentence(0)} ${sentence(100)}`),
    heading(2, 'Controls'),
    hardWrapped('Each control below is numbered; the numbers are used in audit evidence and must not change.'),
    Array.from({ length: items }, (_, index) => {
      const n = index + 1;
      const text = `**Control ${n}.** ${n % 3 === 0 ? `${sentence(n)} ${sentence(n + 1)}` : sentence(n)}`;
      const item = `${n}. ${hardWrapped(text, '   ')}`;
      return n % 7 === 0 ? `${item}\n   - first detail of control ${n}\n   - second *detail* of control ${n}` : item;
    }).join('\n'),
  ];
  for (let section = 1; section <= 8; section++) {
    parts.push(heading(2, `Section ${section}: Operations`));
    for (let sub = 1; sub <= 3; sub++) {
      parts.push(heading(3, `Topic ${section}.${sub}`));
      const words = Array.from({ length: 10 + ((section * 7 + sub * 5) % 17) }, (_, k) => sentence(section * 10 + sub + k)).join(' ');
      parts.push(hardWrapped(words));
    }
  }
  return { body: parts.join('\n\n'), headings, items };
}

/** The body lines of a page: its text without the page number line, with blanks dropped. */
const bodyLines = (page: string) =>
  page
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !/ Page \d+ of \d+$/.test(line));

const flat = (text: string) => text.replace(/\s+/g, ' ');
const MARKER_ONLY = /^(\d+\.|\u2022|\u2013|\u00b7)$/;

let pages: string[];
const policy = longPolicy();

beforeAll(async () => {
  pages = await readPdf(await buildPolicyPdf(source(policy.body)));
}, 30_000);

describe('the policy PDF of a long policy', () => {
  it('runs over several pages, each with substantial text and its page number', () => {
    expect(pages.length).toBeGreaterThanOrEqual(5);
    pages.forEach((page, index) => {
      expect(page).toContain(`Operations Security Policy v2.1 · Page ${index + 1} of ${pages.length}`);
      expect(bodyLines(page).join(' ').length).toBeGreaterThan(400);
    });
  });

  it('never leaves a list marker or a heading alone at the end of a page', () => {
    for (const [index, page] of pages.entries()) {
      const lines = bodyLines(page);
      for (const line of lines) expect(line).not.toMatch(MARKER_ONLY);
      if (index < pages.length - 1) expect(policy.headings).not.toContain(lines.at(-1));
      expect(lines.length).toBeGreaterThan(3);
    }
  });

  it('keeps each number of the numbered list on the line of its text, across pages', () => {
    const lines = pages.flatMap(bodyLines);
    for (let n = 1; n <= policy.items; n++) {
      expect(lines.filter((line) => line.startsWith(`${n}. Control ${n}. Control ${n} is owned`))).toHaveLength(1);
    }
    // The list is longer than a page: it starts and ends on different pages.
    const pageOf = (n: number) => pages.findIndex((page) => bodyLines(page).some((line) => line.startsWith(`${n}. Control ${n}.`)));
    expect(pageOf(policy.items)).toBeGreaterThan(pageOf(1));
    // Nested bullets sit under their item, with their own marker.
    expect(lines).toContain('\u2013 second detail of control 7');
  });

  it('joins the lines of a paragraph written with hard-wrapped source lines into flowing text', () => {
    const lines = pages.flatMap(bodyLines);
    expect(lines).toContain(SHORT_SENTENCE);
    const text = flat(pages.join(' '));
    expect(text).toContain(`operates its systems securely. ${sentence(0)} ${sentence(100)}`);
    // Lines are filled to the page's width, not cut where the source lines ended (about 60 characters).
    const paragraphLines = lines.filter((line) => line.startsWith('Control ') && !line.endsWith('.'));
    expect(paragraphLines.length).toBeGreaterThan(20);
    for (const line of paragraphLines) expect(line.length).toBeGreaterThan(75);
  });

  it('opens with the organization, title, version, approval and review due', () => {
    const first = flat(pages[0]!);
    for (const expected of [
      'Northwind Health Ltd',
      'Operations Security Policy',
      'Version: v2.1',
      'March 2, 2026 by Dana Reyes',
      'March 2, 2027',
    ]) {
      expect(first).toContain(expected);
    }
  });
});

describe('the policy PDF of each template', () => {
  it('flows every paragraph and keeps every list number with its text', async () => {
    for (const template of allPolicyTemplatesForTest('Acme Health')) {
      const read = await readPdf(await buildPolicyPdf(source(template.body, template.name)));
      const lines = read.flatMap(bodyLines);
      const text = flat(read.join(' '));
      for (const line of lines) expect(line).not.toMatch(MARKER_ONLY);
      read.slice(0, -1).forEach((page) => expect(template.headings).not.toContain(bodyLines(page).at(-1)));
      // Every paragraph's words come out in order, joined by single spaces, whatever the source's line breaks.
      for (const paragraph of template.paragraphs) expect(text).toContain(paragraph);
      for (const [number, start] of template.items)
        expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^${number}\\. ${start}`)));
    }
  }, 90_000);
});
