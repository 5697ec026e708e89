import { describe, expect, it } from 'vitest';
import { decodeEntities, htmlText, plainText } from './text.ts';

describe('text helpers', () => {
  it('decodes character references once and never reads text as markup', () => {
    expect(decodeEntities('R&amp;D &lt;b&gt; &#233;t&#xE9; a < b')).toBe('R&D <b> été a < b');
    expect(plainText('  Sales &amp;amp;\n Ops ')).toBe('Sales &amp; Ops');
    expect(htmlText('&lt;p&gt;Hi&lt;/p&gt;')).toBe('<p>Hi</p>');
    expect(htmlText('<p>Fish &amp; chips</p>')).toBe('<p>Fish &amp; chips</p>');
  });
});
