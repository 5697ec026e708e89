import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEALED_COLUMNS } from './repository.ts';

const camel = (name: string) => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

describe('sealed columns', () => {
  it('lists every column the database types call sealed or encrypted, so start-up checks and rotation see it', () => {
    const types = readFileSync(path.join(import.meta.dirname, '../../db/generated-schema.ts'), 'utf8');
    const declared = [...types.matchAll(/^\s+(\w+(?:Sealed|Encrypted)):/gm)].map((match) => match[1]).sort();
    const listed = Object.values(SEALED_COLUMNS)
      .flat()
      .map((column) => camel(column))
      .sort();
    expect(listed).toEqual(declared);
  });
});
