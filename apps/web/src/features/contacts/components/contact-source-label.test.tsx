import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { contactName } from '../contact-display.ts';
import { ContactSourceLabel } from './contact-source-label.tsx';

function renderLabel(contact: Parameters<typeof ContactSourceLabel>[0]['contact']) {
  const router = createMemoryRouter([{ path: '/', element: <ContactSourceLabel contact={contact} /> }]);
  render(<RouterProvider router={router} />);
  return screen.getByTestId('contact-source');
}

describe('ContactSourceLabel', () => {
  it('says where a contact came from and when', () => {
    const label = renderLabel({ source: 'demo', sourcedAt: '2026-03-02T10:00:00.000Z', sourceLeadId: null });
    expect(label).toHaveTextContent('Demo data · Mar 02, 2026');
    expect(label.tagName).not.toBe('A');
  });

  it("links a posting's contact to the posting", () => {
    const label = renderLabel({ source: 'posting', sourcedAt: '2026-11-20T10:00:00.000Z', sourceLeadId: 42 });
    expect(label).toHaveTextContent('Job posting · Nov 20, 2026');
    expect(label.closest('a')).toHaveAttribute('href', '/leads/42');
    expect(label).toHaveAttribute('title', expect.stringContaining('Open the posting'));
  });

  it('names the provider of a contact found by a data provider', () => {
    const label = renderLabel({
      source: 'provider',
      sourceProvider: 'apollo',
      sourcedAt: '2026-12-07T10:00:00.000Z',
      sourceLeadId: null,
    });
    expect(label).toHaveTextContent('Data provider (Apollo) · Dec 07, 2026');
  });

  it('names each source', () => {
    for (const [source, text] of [
      ['crm', 'Your CRM'],
      ['provider', 'Data provider'],
      ['manual', 'Added manually'],
    ] as const) {
      const { unmount } = render(
        <RouterProvider
          router={createMemoryRouter([
            {
              path: '/',
              element: (
                <ContactSourceLabel contact={{ source, sourcedAt: '2026-01-05T00:00:00Z', sourceLeadId: null }} />
              ),
            },
          ])}
        />,
      );
      expect(screen.getByTestId('contact-source')).toHaveTextContent(text);
      unmount();
    }
  });
});

describe('contactName', () => {
  it("shows a posting's general address and an unnamed contact without a blank name", () => {
    expect(contactName({ firstName: '', lastName: '', roleBased: true })).toBe('General address');
    expect(contactName({ firstName: '', lastName: '', roleBased: false })).toBe('Name not given');
    expect(contactName({ firstName: 'Jane', lastName: 'Doe', roleBased: false })).toBe('Jane Doe');
  });
});
