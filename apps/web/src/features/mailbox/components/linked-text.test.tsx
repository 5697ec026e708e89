import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LinkedText, splitLinks } from './linked-text.tsx';

const PAYLOAD = '<img src=x onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">click</a>';

describe('links in the mailbox text (issue #30)', () => {
  it('turns http and https addresses into parts, keeping sentence punctuation out', () => {
    expect(splitLinks('See https://agencyscout.test/leads/12. Or (http://a.example/x?y=1&z=2), then stop')).toEqual([
      { text: 'See ' },
      { text: 'https://agencyscout.test/leads/12', href: 'https://agencyscout.test/leads/12' },
      { text: '. Or (' },
      { text: 'http://a.example/x?y=1&z=2', href: 'http://a.example/x?y=1&z=2' },
      { text: '), then stop' },
    ]);
    expect(splitLinks('no links here')).toEqual([{ text: 'no links here' }]);
    // A quote ends the address: what follows it is text, never an attribute.
    expect(splitLinks('https://x.example/"onmouseover="alert(1)')).toEqual([
      { text: 'https://x.example/', href: 'https://x.example/' },
      { text: '"onmouseover="alert(1)' },
    ]);
  });

  it('links nothing but http and https', () => {
    for (const text of ['javascript:alert(1)', 'data:text/html,<b>x</b>', 'ftp://files.example/a', 'vbscript:x']) {
      expect(splitLinks(text)).toEqual([{ text }]);
    }
  });

  it('renders clickable links that open apart, and the rest as inert text', () => {
    const { container } = render(
      <pre>
        <LinkedText
          text={`Turn off this alert: https://agencyscout.test/api/alerts/unsubscribe?token=a.b\n${PAYLOAD}`}
        />
      </pre>,
    );
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    const [link] = links;
    expect(link).toHaveAttribute('href', 'https://agencyscout.test/api/alerts/unsubscribe?token=a.b');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('https://agencyscout.test/api/alerts/unsubscribe?token=a.b');
    expect(container.querySelector('img, script, a[href^="javascript"]')).toBeNull();
    expect(container).toHaveTextContent(PAYLOAD);
  });
});
