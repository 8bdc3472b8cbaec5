/** @jest-environment node */
import { policyBlocks, type Block, type TextBlock } from '@/lib/reports/render/policy-blocks';
import { layOut, type LaidBlock, type Line, type Measure } from '@/lib/reports/render/policy-lines';
import { paginate } from '@/lib/reports/render/policy-pages';

/** One point per character: widths a test can count. */
const measure: Measure = (text) => text.length;
const textOf = (block: Block) => (block.kind === 'text' ? block.runs.map((run) => (run.lineBreak ? '\n' : run.text)).join('') : '---');
const lineText = (line: Line) => line.pieces.map((piece) => piece.text).join('');

describe('policyBlocks', () => {
  it('joins the source lines of a paragraph with spaces and keeps hard breaks', () => {
    const [first, second] = policyBlocks('One sentence\nwritten over\nthree lines.\n\nA hard  \nbreak.') as TextBlock[];
    expect(textOf(first!)).toBe('One sentence written over three lines.');
    expect(textOf(second!)).toBe('A hard\nbreak.');
  });

  it('sizes headings by level, in bold, kept with what follows', () => {
    const blocks = policyBlocks('# One\n\n## Two\n\n### Three\n\n#### Four\n\ntext') as TextBlock[];
    expect(blocks.map((block) => [block.size, block.bold, block.keepWithNext])).toEqual([
      [17, true, true],
      [14.5, true, true],
      [12.5, true, true],
      [11.5, true, true],
      [10.5, false, false],
    ]);
  });

  it('gives list items their numbers or bullets (by depth), from the list start, with nested lists indented further', () => {
    const blocks = policyBlocks('3. three\n4. four\n   - inner\n     - deeper\n5. five') as TextBlock[];
    expect(blocks.map((block) => [block.marker, textOf(block), block.indent])).toEqual([
      ['3.', 'three', 20],
      ['4.', 'four', 20],
      ['\u2013', 'inner', 36],
      ['\u00b7', 'deeper', 52],
      ['5.', 'five', 20],
    ]);
    expect(policyBlocks('- top\n  - nested').map((block) => (block as TextBlock).marker)).toEqual(['\u2022', '\u2013']);
    expect(policyBlocks('- [x] done\n- [ ] open').map((block) => (block as TextBlock).marker)).toEqual(['[x]', '[ ]']);
  });

  it('widens the hanging indent for numbers of three digits', () => {
    const [block] = policyBlocks('100. a\n101. b') as TextBlock[];
    expect(block!.indent).toBe(30);
  });

  it('gives an item that opens with code its marker on a line of its own, kept with the code', () => {
    const [marker, code] = policyBlocks('1. ```\n   x = 1\n   ```') as TextBlock[];
    expect([marker!.marker, marker!.runs, marker!.keepWithNext]).toEqual(['1.', [], true]);
    expect([code!.preformatted, textOf(code!)]).toEqual([true, 'x = 1']);
  });

  it('marks bold, italic and code spans, and shows a link with where it leads', () => {
    const [block] = policyBlocks('**bold** *it* ***both*** `code` [site](https://example.com) [x](javascript:alert(1))') as TextBlock[];
    const styled = block!.runs.filter((run) => run.text.trim() !== '');
    expect(styled.map((run) => [run.text, run.bold, run.italic, run.code, run.link])).toEqual([
      ['bold', true, false, false, undefined],
      ['it', false, true, false, undefined],
      ['both', true, true, false, undefined],
      ['code', false, false, true, undefined],
      ['site', false, false, false, 'https://example.com'],
      [' (https://example.com)', false, false, false, undefined],
      ['x', false, false, false, undefined],
    ]);
  });

  it('indents block quotes with a bar, and keeps rules, tables and raw HTML as text', () => {
    const blocks = policyBlocks('> quoted\n> > twice\n\n---\n\n| A | B |\n|---|---|\n| 1 | 2 |\n\n<div>raw</div>');
    expect(blocks.map((block) => [textOf(block), block.indent, block.bars])).toEqual([
      ['quoted', 14, [2]],
      ['twice', 28, [2, 16]],
      ['---', 0, []],
      ['A  |  B', 0, []],
      ['1  |  2', 0, []],
      ['<div>raw</div>', 0, []],
    ]);
    expect((blocks[0] as TextBlock).muted).toBe(true);
  });

  it('fits text to the standard fonts', () => {
    expect(textOf(policyBlocks('Zaj\u0151\u2192 caf\u00e9 \u65e5')[0]!)).toBe('Zajo-> caf\u00e9 ?');
  });
});

describe('layOut', () => {
  const block = (overrides: Partial<TextBlock>): TextBlock => ({ ...(policyBlocks('x')[0] as TextBlock), ...overrides });
  const plain = (text: string) => ({ text, bold: false, italic: false, code: false });

  it('fills each line up to the width and breaks between words', () => {
    const [laid] = layOut([block({ runs: [plain('aaa bbb ccc ddd eee')] })], 10, measure);
    expect(laid!.lines.map(lineText)).toEqual(['aaa bbb', 'ccc ddd', 'eee']);
  });

  it('keeps a word whole across style changes and gives each style its piece and place', () => {
    const [laid] = layOut([block({ runs: [plain('see '), { ...plain('Bold'), bold: true }, plain(', then')] })], 40, measure);
    expect(laid!.lines[0]!.pieces).toEqual([
      { text: 'see ', font: 'Helvetica', x: 0 },
      { text: 'Bold', font: 'Helvetica-Bold', x: 4 },
      { text: ', then', font: 'Helvetica', x: 8 },
    ]);
    const [narrow] = layOut([block({ runs: [plain('see '), { ...plain('Bold'), bold: true }, plain(', then')] })], 8, measure);
    expect(narrow!.lines.map(lineText)).toEqual(['see', 'Bold,', 'then']);
  });

  it('never breaks a line at a no-break space', () => {
    const [laid] = layOut([block({ runs: [plain('aa 10\u00a0kg')] })], 6, measure);
    expect(laid!.lines.map(lineText)).toEqual(['aa', '10\u00a0kg']);
  });

  it('splits a word wider than the line and starts a line at a hard break', () => {
    const [laid] = layOut([block({ runs: [plain('abcdefghij x'), { ...plain(''), lineBreak: true }, plain('y')] })], 4, measure);
    expect(laid!.lines.map(lineText)).toEqual(['abcd', 'efgh', 'ij x', 'y']);
  });

  it('puts a list marker right-aligned before the first line only', () => {
    const [laid] = layOut([block({ runs: [plain('aaa bbb')], marker: '12.', indent: 20 })], 26, measure);
    expect(laid!.lines.map((line) => line.pieces.map((piece) => [piece.text, piece.x]))).toEqual([
      [
        ['12.', 12],
        ['aaa', 20],
      ],
      [['bbb', 20]],
    ]);
  });

  it('keeps the spaces and lines of code, and draws a rule as a line of its own', () => {
    const code = block({ runs: [{ ...plain('a  b\n  c'), code: true }], preformatted: true });
    const [laid, rule] = layOut([code, { kind: 'rule', indent: 4, spaceBefore: 7, bars: [] }], 20, measure);
    expect(laid!.lines.map(lineText)).toEqual(['a  b', '  c']);
    expect(laid!.lines[0]!.pieces[0]!.font).toBe('Courier');
    expect(rule!.lines[0]!.rule).toEqual({ x: 4, width: 16 });
  });
});

describe('paginate', () => {
  const line = (height = 10): Line => ({ pieces: [], size: 10, height, muted: false, bars: [] });
  const laid = (lines: number, keepWithNext = false, spaceBefore = 0): LaidBlock => ({
    lines: Array.from({ length: lines }, () => line()),
    spaceBefore,
    keepWithNext,
  });
  // Ten lines of 10 points a page; the first page has room for five below the title.
  const area = { firstTop: 50, top: 0, bottom: 100 };
  const counts = (blocks: LaidBlock[]) => paginate(blocks, area).map((page) => page.length);

  it('fills pages line by line and drops the space before a block at the top of a page', () => {
    expect(counts([laid(5), laid(12, false, 5)])).toEqual([5, 10, 2]);
    const pages = paginate([laid(5), laid(4, false, 5)], area);
    expect(pages[1]![0]!.y).toBe(0);
  });

  it('moves a heading to the next page with the first lines of what follows', () => {
    // Heading at the page's foot, with room for it but not for two lines after it.
    expect(counts([laid(3), laid(1, true), laid(6)])).toEqual([3, 7]);
    // A chain of headings moves together.
    expect(counts([laid(2), laid(1, true), laid(1, true), laid(6)])).toEqual([2, 8]);
  });

  it('keeps a block of three lines whole, and the first two lines of a longer one together', () => {
    expect(counts([laid(3), laid(3)])).toEqual([3, 3]);
    expect(counts([laid(4), laid(5)])).toEqual([4, 5]);
    expect(counts([laid(3), laid(5)])).toEqual([5, 3]);
  });

  it('never leaves the last line of a block alone on a new page', () => {
    // Four fit, the fifth would go over alone: the fourth goes with it.
    expect(counts([laid(1), laid(5)])).toEqual([4, 2]);
  });

  it('lets a block taller than a page flow from where it is', () => {
    expect(counts([laid(2), laid(30)])).toEqual([5, 10, 10, 7]);
    expect(counts([laid(2), laid(1, true), laid(30)])).toEqual([5, 10, 10, 8]);
  });
});
