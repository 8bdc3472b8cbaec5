/**
 * Wraps a policy's blocks into lines the page width allows: words flow across style changes, a word wider than the
 * line is split, a list marker sits right-aligned before the first line of its item's text.
 */
import type { Block, InlineStyle, Run, TextBlock } from './policy-blocks';

/** The width of `text` in `font` at `size` points. */
export type Measure = (text: string, font: string, size: number) => number;

/** Text in one font, `x` points from the content's left edge. */
export type Piece = { text: string; font: string; x: number; link?: string };

export type Line = {
  pieces: Piece[];
  size: number;
  height: number;
  muted: boolean;
  /** Where the left bars of the block quotes around the line go. */
  bars: number[];
  rule?: { x: number; width: number };
};

/** A block's lines and how it sits among the others on a page. */
export type LaidBlock = { lines: Line[]; spaceBefore: number; keepWithNext: boolean };

const MARKER_GAP = 5;

export function fontOf(style: InlineStyle): string {
  const family = style.code ? 'Courier' : 'Helvetica';
  if (style.bold && style.italic) return `${family}-BoldOblique`;
  if (style.bold) return `${family}-Bold`;
  if (style.italic) return `${family}-Oblique`;
  return family === 'Courier' ? 'Courier' : 'Helvetica';
}

type Part = { text: string; font: string; link?: string };
/** A word (parts in different styles with no space between), a space between words, or a hard line break. */
type Item = { kind: 'word'; parts: Part[] } | { kind: 'space'; font: string } | { kind: 'break' };

function itemsOf(runs: readonly Run[], bold: boolean): Item[] {
  const items: Item[] = [];
  let word: Part[] | null = null;
  for (const run of runs) {
    if (run.lineBreak) {
      word = null;
      items.push({ kind: 'break' });
      continue;
    }
    const font = fontOf({ ...run, bold: bold || run.bold });
    // A no-break space joins words as it should: only other white space separates them.
    for (const piece of run.text.split(/([^\S\u00a0]+)/)) {
      if (piece === '') continue;
      if (/^[^\S\u00a0]+$/.test(piece)) {
        word = null;
        if (items.at(-1)?.kind === 'word') items.push({ kind: 'space', font });
        continue;
      }
      if (!word) items.push({ kind: 'word', parts: (word = []) });
      word.push({ text: piece, font, ...(run.link ? { link: run.link } : {}) });
    }
  }
  return items;
}

/** Splits a word wider than the line into pieces that fit, character by character. */
function splitPart(part: Part, width: number, size: number, measure: Measure): Part[] {
  const out: Part[] = [];
  let text = '';
  for (const char of part.text) {
    if (text && measure(text + char, part.font, size) > width) {
      out.push({ ...part, text });
      text = '';
    }
    text += char;
  }
  if (text) out.push({ ...part, text });
  return out;
}

/** The parts of each line, each line at most `width` wide. */
function wrap(items: readonly Item[], width: number, size: number, measure: Measure): Part[][] {
  const lines: Part[][] = [[]];
  let x = 0;
  let space: Part | null = null;
  const current = () => lines.at(-1)!;
  const place = (part: Part) => {
    current().push(part);
    x += measure(part.text, part.font, size);
  };
  for (const item of items) {
    if (item.kind === 'break') {
      lines.push([]);
      x = 0;
      space = null;
    } else if (item.kind === 'space') {
      space = { text: ' ', font: item.font };
    } else {
      const wordWidth = item.parts.reduce((sum, part) => sum + measure(part.text, part.font, size), 0);
      const spaceWidth = space ? measure(' ', space.font, size) : 0;
      if (current().length > 0 && x + spaceWidth + wordWidth > width) {
        lines.push([]);
        x = 0;
      } else if (current().length > 0 && space) {
        place(space);
      }
      space = null;
      for (const part of item.parts) {
        for (const piece of wordWidth > width ? splitPart(part, width, size, measure) : [part]) {
          if (current().length > 0 && x + measure(piece.text, piece.font, size) > width) {
            lines.push([]);
            x = 0;
          }
          place(piece);
        }
      }
    }
  }
  return lines;
}

/** Joins neighbouring parts in the same font into one piece and sets where each piece starts. */
function piecesOf(parts: readonly Part[], left: number, size: number, measure: Measure): Piece[] {
  const pieces: Piece[] = [];
  let x = left;
  for (const part of parts) {
    const last = pieces.at(-1);
    if (last && last.font === part.font && last.link === part.link) last.text += part.text;
    else pieces.push({ ...part, x });
    x += measure(part.text, part.font, size);
  }
  return pieces;
}

function textLines(block: TextBlock, width: number, measure: Measure): Line[] {
  const available = width - block.indent;
  const { bars } = block;
  const height = block.size * (block.preformatted ? 1.3 : block.bold ? 1.25 : 1.4);
  const parts = block.preformatted
    ? block.runs
        .flatMap((run) => run.text.split('\n'))
        .flatMap((line) =>
          splitPart(
            { text: line.replace(/\t/g, '    '), font: fontOf({ ...block, italic: false, code: true }) },
            available,
            block.size,
            measure,
          ),
        )
        .map((part) => [part])
    : wrap(itemsOf(block.runs, block.bold), available, block.size, measure);
  return parts.map((line, index) => {
    const pieces = piecesOf(line, block.indent, block.size, measure);
    if (index === 0 && block.marker !== undefined) {
      const font = fontOf({ bold: block.bold, italic: false, code: false });
      pieces.unshift({ text: block.marker, font, x: block.indent - MARKER_GAP - measure(block.marker, font, block.size) });
    }
    return { pieces, size: block.size, height, muted: block.muted, bars };
  });
}

/** Every block as lines at most `width` points wide. */
export function layOut(blocks: readonly Block[], width: number, measure: Measure): LaidBlock[] {
  return blocks.map((block) => {
    if (block.kind === 'rule') {
      const rule = { x: block.indent, width: width - block.indent };
      const line: Line = { pieces: [], size: 0, height: 12, muted: false, bars: block.bars, rule };
      return { lines: [line], spaceBefore: block.spaceBefore, keepWithNext: false };
    }
    return { lines: textLines(block, width, measure), spaceBefore: block.spaceBefore, keepWithNext: block.keepWithNext };
  });
}
