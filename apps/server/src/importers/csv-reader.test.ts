import { afterAll, describe, expect, it } from 'vitest';
import { scratchDir } from '../../test/helpers/import-fixtures.ts';
import { readCsv, readTable } from './csv-reader.ts';

const scratch = scratchDir();
afterAll(() => scratch.remove());

async function all<T>(items: AsyncIterable<T>): Promise<T[]> {
  const list: T[] = [];
  for await (const item of items) list.push(item);
  return list;
}

describe('readCsv', () => {
  it('strips the BOM, reads quoted commas, quotes and newlines, and numbers lines from the raw text', async () => {
    const file = scratch.write(
      'a.csv',
      '\uFEFFid,text\r\n1,"a, ""b""\r\nc"\r\n\r\n2,plain\r\n3,"stray " quote"\n4,last',
    );
    const items = await all(readCsv(file));
    expect(
      items.map((item) => (item.kind === 'record' ? [item.line, ...item.values] : [item.line, item.reason])),
    ).toEqual([
      [1, 'id', 'text'],
      [2, '1', 'a, "b"\r\nc'],
      [5, '2', 'plain'],
      [6, '3', '"stray " quote"'], // a malformed quote is kept as written
      [7, '4', 'last'],
    ]);
  });

  it('reports an unreadable record with its line instead of failing the file', async () => {
    const file = scratch.write('b.csv', 'id,text\n1,ok\n2,"never closed\n3,lost\n');
    const items = await all(readCsv(file));
    expect(items[1]).toMatchObject({ kind: 'record', line: 2, values: ['1', 'ok'] });
    expect(items[2]).toMatchObject({
      kind: 'error',
      line: 3,
      reason: expect.stringMatching(/^unreadable CSV: Quote Not Closed/),
    });
  });
});

describe('readTable', () => {
  it('matches columns by header name and flags rows with the wrong number of fields', async () => {
    const file = scratch.write('c.csv', ',Unnamed: 0,Title,Company\n0,0,Nurse,Mercy\n1,1,Welder\n');
    const rows = await all(readTable(file, { title: 'title', company: 'COMPANY' }, { required: ['title'] }));
    expect(rows[0]).toMatchObject({ ok: true, line: 2, fields: { title: 'Nurse', company: 'Mercy' } });
    expect(rows[1]).toMatchObject({ ok: false, line: 3, reason: 'wrong number of fields (expected 4, found 3)' });
  });

  it('names the missing column', async () => {
    const file = scratch.write('d.csv', 'a,b\n1,2\n');
    await expect(all(readTable(file, { title: 'Title' }, { required: ['title'] }))).rejects.toThrow(
      'Mapping error: d.csv has no column "Title" (for title). Columns found: "a", "b"',
    );
  });
});

describe('columns by position and loose header names (issue #20)', () => {
  it('finds a header-less column by its number and headers ignoring case and punctuation', async () => {
    const file = scratch.write('e.csv', ',Job_Description,TITLE\n7,Builds things,Welder\n');
    const rows = await all(
      readTable(file, { id: 1, description: 'Job Description', title: 'title' }, { required: [] }),
    );
    expect(rows[0]).toMatchObject({ ok: true, fields: { id: '7', description: 'Builds things', title: 'Welder' } });
    expect(rows[0]?.data).toBe('{"#1":"7","Job_Description":"Builds things","TITLE":"Welder"}');
  });

  it('sniffs the delimiter', async () => {
    const file = scratch.write('f.csv', 'a;b;"c;d"\n1;2;3\n');
    expect((await all(readCsv(file))).map((item) => (item.kind === 'record' ? item.values : []))).toEqual([
      ['a', 'b', 'c;d'],
      ['1', '2', '3'],
    ]);
  });
});
