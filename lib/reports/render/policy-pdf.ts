import 'server-only';
import PDFDocument from 'pdfkit';
import { fileSlug } from '@/lib/domain/file-names';
import { policyBlocks } from './policy-blocks';
import { layOut } from './policy-lines';
import { paginate, type PlacedLine } from './policy-pages';
import { winAnsiText } from './win-ansi';

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

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const MARGIN = 56;

type Doc = PDFKit.PDFDocument;

/** Draws one page's lines: list markers and text piece by piece on a shared baseline, quote bars and rules. */
function paintPage(doc: Doc, lines: readonly PlacedLine[]): void {
  for (const { y, line } of lines) {
    for (const bar of line.bars) doc.rect(MARGIN + bar, y, 2, line.height).fill(RULE);
    if (line.rule) {
      const middle = y + line.height / 2;
      doc
        .moveTo(MARGIN + line.rule.x, middle)
        .lineTo(MARGIN + line.rule.x + line.rule.width, middle)
        .lineWidth(0.75)
        .strokeColor(RULE)
        .stroke();
    }
    // The baseline sits where a single-spaced line's would, centred in the line's height.
    const baseline = y + (line.height - line.size) / 2 + line.size * 0.8;
    for (const piece of line.pieces) {
      doc
        .font(piece.font)
        .fontSize(line.size)
        .fillColor(line.muted ? MUTED : INK)
        .text(piece.text, MARGIN + piece.x, baseline, {
          lineBreak: false,
          baseline: 'alphabetic',
          ...(piece.link ? { link: piece.link } : {}),
        });
    }
  }
}

/** Lays the body out below `top` on the first page and on as many pages after it as it needs. */
function writeBody(doc: Doc, body: string, top: number): void {
  const width = doc.page.width - MARGIN * 2;
  const measure = (text: string, font: string, size: number) => doc.font(font).fontSize(size).widthOfString(text);
  const laid = layOut(policyBlocks(body), width, measure);
  const pages = paginate(laid, { firstTop: top, top: MARGIN, bottom: doc.page.height - MARGIN });
  pages.forEach((lines, index) => {
    if (index > 0) doc.addPage();
    paintPage(doc, lines);
  });
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
  doc.font('Helvetica').fontSize(10).fillColor(MUTED).text(winAnsiText(source.organizationName), { width });
  doc.moveDown(0.4);
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(winAnsiText(source.name), { width });
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
    doc.font('Helvetica').fillColor(INK).text(winAnsiText(value));
  }
  doc.moveDown(0.8);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .strokeColor('#cbd5e1')
    .stroke();
  doc.moveDown(0.8);

  if (source.body.trim() === '') {
    doc.font('Helvetica-Oblique').fontSize(11).fillColor(MUTED).text('This policy has no text yet.', { width });
  } else {
    writeBody(doc, source.body, doc.y);
  }

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
        winAnsiText(`${source.name} ${source.versionLabel} · Page ${index - range.start + 1} of ${range.count}`),
        MARGIN,
        doc.page.height - 36,
        { width, align: 'center', lineBreak: false },
      );
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return done;
}

/** A policy version as the PDF a browser downloads: never cached, named after the policy and its version. */
export async function policyPdfResponse(source: PolicyPdfSource): Promise<Response> {
  const pdf = await buildPolicyPdf(source);
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${policyPdfFileName(source.name, source.versionLabel)}"`,
      'Content-Length': String(pdf.length),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
