/**
 * A guide as a PDF (prospecting-core §2.10 'PDFs'), generated from the same markdown as its page: `marked`'s
 * tokens laid out with `pdfkit` (headings, paragraphs with bold and code, lists, tables, code blocks, images).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { marked, type Token, type Tokens } from 'marked';
import PDFDocument from 'pdfkit';

const FONT = { body: 'Helvetica', bold: 'Helvetica-Bold', italic: 'Helvetica-Oblique', code: 'Courier' };
const HEADING_SIZES: Record<number, number> = { 1: 20, 2: 14, 3: 12 };
const BRAND = '#0B6B58';

/** The standard PDF fonts speak Windows-1252: arrows and other symbols become plain text. */
function printable(text: string): string {
  return text
    .replaceAll('→', '>')
    .replaceAll('≥', '>=')
    .replaceAll('≤', '<=')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");
}

type Inline = { text: string; font: string };

function inlineRuns(tokens: Token[] | undefined, font = FONT.body): Inline[] {
  if (!tokens) return [];
  return tokens.flatMap((token): Inline[] => {
    if (token.type === 'strong') return inlineRuns((token as Tokens.Strong).tokens, FONT.bold);
    if (token.type === 'em') return inlineRuns((token as Tokens.Em).tokens, FONT.italic);
    if (token.type === 'codespan') return [{ text: (token as Tokens.Codespan).text, font: FONT.code }];
    if (token.type === 'image') return [];
    if ('tokens' in token && Array.isArray(token.tokens) && token.type !== 'text') {
      return inlineRuns(token.tokens as Token[], font);
    }
    if (token.type === 'br') return [{ text: '\n', font }];
    return [{ text: 'text' in token ? String(token.text) : '', font }];
  });
}

function writeRuns(doc: PDFKit.PDFDocument, runs: Inline[], options: PDFKit.Mixins.TextOptions = {}): void {
  const usable = runs.filter((run) => run.text.length > 0);
  if (usable.length === 0) return;
  usable.forEach((run, index) => {
    doc.font(run.font).text(printable(run.text), { ...options, continued: index < usable.length - 1 });
  });
}

function writeTable(doc: PDFKit.PDFDocument, table: Tokens.Table): void {
  const rows = [table.header, ...table.rows];
  for (const [index, row] of rows.entries()) {
    const runs = row.flatMap((cell, column) => [
      ...(column > 0 ? [{ text: '  |  ', font: FONT.body }] : []),
      ...inlineRuns(cell.tokens, index === 0 ? FONT.bold : FONT.body),
    ]);
    writeRuns(doc, runs);
  }
  doc.moveDown(0.5);
}

function writeImage(doc: PDFKit.PDFDocument, image: Tokens.Image, imageDirectory: string): void {
  const file = path.join(imageDirectory, path.basename(image.href));
  if (!/\.png$/.test(file) || !existsSync(file)) return;
  doc.image(file, { fit: [doc.page.width - 144, 320], align: 'center' });
  doc.moveDown(0.5);
}

function writeToken(doc: PDFKit.PDFDocument, token: Token, imageDirectory: string): void {
  switch (token.type) {
    case 'heading': {
      const heading = token as Tokens.Heading;
      doc.moveDown(heading.depth === 1 ? 0 : 0.6);
      doc.fillColor(BRAND).fontSize(HEADING_SIZES[heading.depth] ?? 11);
      writeRuns(doc, inlineRuns(heading.tokens, FONT.bold));
      doc.fillColor('black').fontSize(10.5).moveDown(0.3);
      return;
    }
    case 'paragraph': {
      const paragraph = token as Tokens.Paragraph;
      for (const inner of paragraph.tokens)
        if (inner.type === 'image') writeImage(doc, inner as Tokens.Image, imageDirectory);
      writeRuns(doc, inlineRuns(paragraph.tokens));
      doc.moveDown(0.5);
      return;
    }
    case 'list': {
      const list = token as Tokens.List;
      list.items.forEach((item, index) => {
        const marker = list.ordered ? `${Number(list.start || 1) + index}. ` : '•  ';
        const runs = item.tokens.flatMap((inner) => inlineRuns('tokens' in inner ? (inner.tokens as Token[]) : []));
        writeRuns(doc, [{ text: marker, font: FONT.body }, ...runs], { indent: 12 });
      });
      doc.moveDown(0.5);
      return;
    }
    case 'table':
      writeTable(doc, token as Tokens.Table);
      return;
    case 'code':
      doc
        .font(FONT.code)
        .fontSize(9)
        .text(printable((token as Tokens.Code).text), { indent: 12 });
      doc.fontSize(10.5).moveDown(0.5);
      return;
    case 'hr':
      doc.moveDown(0.5);
      return;
    default:
      return;
  }
}

/** Renders `markdown` as an A4-free US Letter PDF. @param imageDirectory where `../screenshots/*.png` are. */
export function renderHelpPdf(markdown: string, title: string, imageDirectory: string): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 72, info: { Title: title, Author: 'AgencyScout' } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.fontSize(9).fillColor('#555555').font(FONT.body).text('AgencyScout user guide');
  doc.moveDown(0.5).fillColor('black').fontSize(10.5);
  for (const token of marked.lexer(markdown, { gfm: true })) writeToken(doc, token, imageDirectory);
  doc.end();
  return done;
}
