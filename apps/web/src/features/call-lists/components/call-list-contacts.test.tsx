import { CALL_LIST_TEXTS, type OutreachContact } from '@agencyscout/contracts';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallListContacts, companyRuns } from './call-list-contacts.tsx';

function contact(id: number, companyId: number): OutreachContact {
  return {
    id,
    firstName: 'Dana',
    lastName: `Doe ${id}`,
    position: 'HR Director',
    category: 'HR',
    email: null,
    emailStatus: null,
    phoneNumber: null,
    phoneNumberStatus: null,
    officePhone: null,
    officePhoneStatus: null,
    phoneExtension: null,
    linkedinUrl: null,
    isPrimary: false,
    source: 'demo',
    sourcedAt: '2026-01-05T10:00:00.000Z',
    sourceLeadId: null,
    roleBased: false,
    company: { id: companyId, name: `Company ${companyId}`, employeeRange: null, city: null, state: null },
    callListIds: [],
    lastContact: null,
    interactions: [],
    contactcrms: { BullhornId: null, HubspotId: null, LoxoId: null },
  };
}

function renderList(contacts: OutreachContact[], options: { loadingMore?: boolean; grouped?: boolean } = {}) {
  render(
    <CallListContacts
      contacts={contacts}
      selectedId={contacts[0]?.id}
      onSelect={() => {}}
      onScroll={() => {}}
      loadingMore={options.loadingMore ?? false}
      grouped={options.grouped ?? false}
      height={400}
    />,
  );
}

/** The roles of the listbox's own children: ARIA allows only options and groups of options there. */
const childRoles = (listbox: HTMLElement) => [...listbox.children].map((child) => child.getAttribute('role'));

describe('the outreach list contacts (issue #30: axe aria-required-children)', () => {
  it('shows no listbox when the list is empty, only the text', () => {
    renderList([]);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText(CALL_LIST_TEXTS.noContacts)).toBeInTheDocument();
  });

  it('keeps the loading row out of the listbox, with and without contacts', () => {
    renderList([], { loadingMore: true });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent(CALL_LIST_TEXTS.loadingMore);
  });

  it('holds only options, and the loading row beside it', () => {
    renderList([contact(1, 5), contact(2, 5)], { loadingMore: true });
    const listbox = screen.getByRole('listbox', { name: 'Outreach list contacts' });
    expect(childRoles(listbox)).toEqual(['option', 'option']);
    expect(listbox).not.toContainElement(screen.getByRole('status'));
  });

  it('grouped by company: a group per company, named by it, holding its options', () => {
    renderList([contact(1, 5), contact(2, 5), contact(3, 6)], { grouped: true });
    const listbox = screen.getByRole('listbox');
    expect(childRoles(listbox)).toEqual(['group', 'group']);
    const first = within(listbox).getByRole('group', { name: 'Company 5' });
    expect(within(first).getAllByRole('option')).toHaveLength(2);
    expect(within(listbox).getByRole('group', { name: 'Company 6' })).toBeInTheDocument();
  });

  it('runs of one company follow the list order', () => {
    const runs = companyRuns([contact(1, 5), contact(2, 6), contact(3, 5)]);
    expect(runs.map((run) => run.map((entry) => entry.id))).toEqual([[1], [2], [3]]);
  });
});
