/**
 * Descriptions as plain text (issue #30): what a spreadsheet cell shows of the stored HTML — paragraphs and list
 * items on their own lines, entities decoded, tags and hidden text gone, links with their address.
 */
import { describe, expect, it } from 'vitest';
import { descriptionText } from './plain-text.ts';

describe('descriptionText', () => {
  it('keeps paragraphs, headings and list items as lines, with bullets and numbers', () => {
    const html =
      '<p><strong>Acme</strong> is hiring a <em>Night Nurse</em>.</p><h3>What you will do</h3>' +
      '<ul><li>Care for patients</li><li>Chart\n   visits</li></ul><ol><li>Apply</li><li>Interview</li></ol>' +
      '<p>Questions?<br>Call us.</p>';
    expect(descriptionText(html)).toBe(
      'Acme is hiring a Night Nurse.\n\nWhat you will do\n\n• Care for patients\n• Chart visits\n\n' +
        '1. Apply\n2. Interview\n\nQuestions?\nCall us.',
    );
  });

  it('decodes entities once and leaves decoded markup as text', () => {
    expect(descriptionText('<p>R&amp;D &eacute;quipe &#8217;24 &nbsp;&lt;b&gt;bold&lt;/b&gt;</p>')).toBe(
      'R&D équipe ’24 <b>bold</b>',
    );
    expect(descriptionText('plain a < b, no tags')).toBe('plain a < b, no tags');
  });

  it('indents nested lists, separates table cells and rows, starts divs on new lines', () => {
    expect(descriptionText('<ul><li>Shifts<ul><li>Night</li><li>Day</li></ul></li><li>Pay</li></ul>')).toBe(
      '• Shifts\n  • Night\n  • Day\n• Pay',
    );
    expect(
      descriptionText('<table><tr><th>Shift</th><th>Pay</th></tr><tr><td>Night</td><td>$30</td></tr></table>'),
    ).toBe('Shift | Pay\nNight | $30');
    expect(descriptionText('<div>one</div><div>two</div>three')).toBe('one\ntwo\nthree');
  });

  it('keeps a link address when it differs from the text; drops hidden text', () => {
    expect(
      descriptionText(
        '<p>Apply <a href="https://jobs.example/1">here</a> or at <a href="https://x.example">https://x.example</a></p>',
      ),
    ).toBe('Apply here (https://jobs.example/1) or at https://x.example');
    expect(descriptionText('<a href="mailto:hr@acme.example">hr@acme.example</a>')).toBe('hr@acme.example');
    expect(descriptionText('<style>p{}</style><script>alert(1)</script><p>Visible</p>')).toBe('Visible');
  });

  it('answers empty text for empty or tag-only input', () => {
    expect(descriptionText('')).toBe('');
    expect(descriptionText('<p> </p><br>')).toBe('');
  });
});
