import 'server-only';
import { Lexer, type Token, type Tokens } from 'marked';
import PDFDocument from 'pdfkit';
import { fileSlug } from '@/lib/domain/file-names';

/** What the PDF of a policy shows. */
export type PolicyPdfSource = {
  organizationName: string;
  name: string;
  versionLabel: string;
  expired: boolean;
  approvedAt: Date | null;
  approvedByName: string | null;
  reviewDueOn: string | null;
  body: string;
};

/** A download name of letters, digits and hyphens: "information-security-policy-v1.0.pdf". */
export function policyPdfFileName(name: string, versionLabel: string): string {
  return `${[fileSlug(name) || 'policy', fileSlug(versionLabel)].filter(Boolean).join('-')}.pdf`;
}

const formatDay = (date: Date | string) =>
  (typeof date === 'string' ? new Date(`${date}T00:00:00Z`) : date).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** The standard fonts encode WinAnsi only: common characters outside it get a plain equivalent. */
const printable = (text: string) =>
  text
    .replace(/[\u2190-\u21ff]/g, (arrow) => (arrow === '\u2190' ? '<-' : '->'))
    .replace(/[\u2264]/g, '<=')
    .replace(/[\u2265]/g, '>=')
    .replace(/[\u00a0\u2000-\u200b]/g, ' ');

type Segment = { text: string; bold: boolean; italic: boolean; code: boolean };

/** The text of inline tokens with their emphasis: links show their text, images their alternative text. */
function segments(
  tokens: readonly Token[] | undefined,
  style: Omit<Segment, 'text'> = { bold: false, italic: false, code: false },
): Segment[] {
  const out: Segment[] = [];
  for (const token of tokens ?? []) {
    switch (token.type) {
      case 'strong':
        out.push(...segments((token as Tokens.Strong).tokens, { ...style, bold: true }));
        break;
      case 'em':
        out.push(...segments((token as Tokens.Em).tokens, { ...style, italic: true }));
        break;
      case 'del':
      case 'link':
        out.push(...segments((token as Tokens.Link).tokens, style));
        break;
      case 'codespan':
        out.push({ ...style, code: true, text: (token as Tokens.Codespan).text });
        break;
      case 'br':
        out.push({ ...style, text: '\n' });
        break;
      case 'image':
        out.push({ ...style, text: (token as Tokens.Image).text });
        break;
      case 'text': {
        const text = token as Tokens.Text;
        if (text.tokens && text.tokens.length > 0) out.push(...segments(text.tokens, style));
        else out.push({ ...style, text: text.text });
        break;
      }
      default:
        out.push({ ...style, text: 'text' in token && typeof token.text === 'string' ? token.text : token.raw });
    }
  }
  return out;
}

function fontOf(segment: Omit<Segment, 'text'>): string {
  if (segment.code) return 'Courier';
  if (segment.bold && segment.italic) return 'Helvetica-BoldOblique';
  if (segment.bold) return 'Helvetica-Bold';
  return segment.italic ? 'Helvetica-Oblique' : 'Helvetica';
}

const INK = '#0f172a';
const MUTED = '#475569';
const MARGIN = 56;

type Doc = PDFKit.PDFDocument;

/** Writes inline segments as one flowing paragraph at `x`, `width` wide. */
function writeSegments(doc: Doc, parts: Segment[], x: number, width: number, size: number, bold = false): void {
  const visible = parts.filter((part) => part.text.length > 0);
  if (visible.length === 0) return;
  doc.fillColor(INK).fontSize(size);
  visible.forEach((part, index) => {
    doc.font(fontOf({ ...part, bold: bold || part.bold }));
    const options = { width, continued: index < visible.length - 1, lineGap: 2 };
    if (index === 0) doc.text(printable(part.text), x, doc.y, options);
    else doc.text(printable(part.text), options);
  });
}

function writeList(doc: Doc, list: Tokens.List, indent: number): void {
  const width = doc.page.width - MARGIN * 2 - indent;
  list.items.forEach((item, index) => {
    const marker = list.ordered ? `${(Number(list.start) || 1) + index}.` : '\u2022';
    const top = doc.y;
    doc
      .font('Helvetica')
      .fontSize(11)
      .fillColor(INK)
      .text(marker, MARGIN + indent, top, { width: 18 });
    doc.y = top;
    for (const child of item.tokens) {
      if (child.type === 'list') writeList(doc, child as Tokens.List, indent + 18);
      else if (child.type === 'text' || child.type === 'paragraph')
        writeSegments(doc, segments((child as Tokens.Text).tokens ?? [child]), MARGIN + indent + 18, width - 18, 11);
      else writeBlock(doc, child, indent + 18);
    }
    doc.moveDown(0.2);
  });
  doc.moveDown(0.4);
}

const headingSizes: Record<number, number> = { 1: 16, 2: 15, 3: 13 };

/** One block of the body: headings, paragraphs, lists, quotes, code, rules and tables, rendered simply. */
function writeBlock(doc: Doc, token: Token, indent = 0): void {
  const x = MARGIN + indent;
  const width = doc.page.width - MARGIN * 2 - indent;
  switch (token.type) {
    case 'space':
    case 'def':
      return;
    case 'heading': {
      const heading = token as Tokens.Heading;
      doc.moveDown(0.6);
      writeSegments(doc, segments(heading.tokens), x, width, headingSizes[heading.depth] ?? 11.5, true);
      doc.moveDown(0.3);
      return;
    }
    case 'paragraph':
      writeSegments(doc, segments((token as Tokens.Paragraph).tokens), x, width, 11);
      doc.moveDown(0.6);
      return;
    case 'list':
      writeList(doc, token as Tokens.List, indent);
      return;
    case 'blockquote':
      doc.fillColor(MUTED);
      for (const child of (token as Tokens.Blockquote).tokens) writeBlock(doc, child, indent + 16);
      return;
    case 'code':
      doc
        .font('Courier')
        .fontSize(9.5)
        .fillColor(INK)
        .text((token as Tokens.Code).text, x, doc.y, { width });
      doc.moveDown(0.6);
      return;
    case 'hr':
      doc
        .moveTo(x, doc.y)
        .lineTo(x + width, doc.y)
        .strokeColor('#cbd5e1')
        .stroke();
      doc.moveDown(0.6);
      return;
    case 'table': {
      const table = token as Tokens.Table;
      const row = (cells: Tokens.TableCell[], bold: boolean) => {
        writeSegments(
          doc,
          cells.flatMap((cell, index) => [
            ...(index > 0 ? [{ text: '  |  ', bold: false, italic: false, code: false }] : []),
            ...segments(cell.tokens),
          ]),
          x,
          width,
          10,
          bold,
        );
        doc.moveDown(0.2);
      };
      row(table.header, true);
      for (const cells of table.rows) row(cells, false);
      doc.moveDown(0.4);
      return;
    }
    default:
      doc.font('Helvetica').fontSize(11).fillColor(INK).text(printable(token.raw.trim()), x, doc.y, { width });
      doc.moveDown(0.6);
  }
}

/** The policy as an A4 PDF: organization, name, version, approval and review due, then its text; numbered pages. */
export function buildPolicyPdf(source: PolicyPdfSource): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: `${source.name} ${source.versionLabel}`, Author: source.organizationName, Subject: 'Policy' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - MARGIN * 2;
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(printable(source.organizationName), { width });
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(printable(source.name), { width });
  doc.moveDown(0.5);
  const approval = source.approvedAt
    ? `${formatDay(source.approvedAt)}${source.approvedByName ? ` by ${source.approvedByName}` : ''}`
    : 'Not recorded';
  const facts: [string, string][] = [
    ['Version', source.versionLabel],
    ['Approved', approval],
    [
      'Review due',
      source.reviewDueOn ? `${formatDay(source.reviewDueOn)}${source.expired ? ' (overdue: this policy has expired)' : ''}` : 'Not set',
    ],
  ];
  for (const [label, value] of facts) {
    doc.font('Helvetica-Bold').fontSize(10).fillColor(MUTED).text(`${label}: `, { continued: true });
    doc.font('Helvetica').fillColor(INK).text(printable(value));
  }
  doc.moveDown(0.8);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#cbd5e1')
    .stroke();
  doc.moveDown(0.8);

  const tokens = new Lexer({ gfm: true }).lex(source.body);
  if (tokens.every((token) => token.type === 'space')) {
    doc.font('Helvetica-Oblique').fontSize(11).fillColor(MUTED).text('This policy has no text yet.', { width });
  }
  for (const token of tokens) writeBlock(doc, token);

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8.5)
      .fillColor(MUTED)
      .text(
        printable(`${source.name} ${source.versionLabel} · Page ${index - range.start + 1} of ${range.count}`),
        MARGIN,
        doc.page.height - 36,
        { width, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}
