/**
 * The CSV cells and stream of exports: RFC 4180 quoting for each delimiter, formula-safe cells (OWASP CSV
 * injection), cells held to what Excel shows in one cell, BOM and header first.
 */
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CSV_LINE_END, csvEncoder, csvStream, EXCEL_CELL_MAX } from './csv.ts';

async function textOf(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString('utf8');
}

describe('csvEncoder', () => {
  it('quotes cells holding the delimiter, quotes or line breaks, and only those', () => {
    const comma = csvEncoder('comma');
    expect(comma.cell('plain; text')).toBe('plain; text');
    expect(comma.cell('a, b')).toBe('"a, b"');
    expect(comma.cell('say "hi"')).toBe('"say ""hi"""');
    expect(comma.cell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvEncoder('semicolon').cell('plain; text')).toBe('"plain; text"');
    expect(csvEncoder('tab').cell('a\tb')).toBe('"a\tb"');
    expect(csvEncoder('pipe').cell('a|b')).toBe('"a|b"');
    expect(comma.cell(null)).toBe('');
    expect(comma.cell(42)).toBe('42');
  });

  it('makes formula cells text and cuts cells Excel could not hold', () => {
    const comma = csvEncoder('comma');
    expect(comma.cell('=1+1')).toBe("'=1+1");
    expect(comma.cell('+1 512 555 0102')).toBe("'+1 512 555 0102");
    expect(comma.cell('-5')).toBe("'-5");
    expect(comma.cell('@SUM(A1)')).toBe("'@SUM(A1)");
    const long = comma.cell('x'.repeat(EXCEL_CELL_MAX + 10));
    expect(long).toHaveLength(EXCEL_CELL_MAX);
    expect(long.endsWith('…')).toBe(true);
    const emoji = comma.cell(`${'x'.repeat(EXCEL_CELL_MAX - 2)}😀tail`);
    expect(emoji).toBe(`${'x'.repeat(EXCEL_CELL_MAX - 2)}…`);
  });
});

describe('csvStream', () => {
  it('writes the BOM and header, then the pieces of each batch as one file', async () => {
    const encoder = csvEncoder('comma');
    async function* batches() {
      yield [Buffer.from(encoder.join([encoder.cell('a, b'), encoder.cell('=x')])), CSV_LINE_END];
      yield [Buffer.from('2,"é\n•"'), CSV_LINE_END];
    }
    const text = await textOf(csvStream(encoder, ['Job Title', '=Label'], batches()));
    expect(text.startsWith("\ufeffJob Title,'=Label\r\n")).toBe(true);
    expect(parse(text, { bom: true })).toEqual([
      ['Job Title', "'=Label"],
      ['a, b', "'=x"],
      ['2', 'é\n•'],
    ]);
  });
});
