import { NAV_INFO, PERMISSIONS, REFERRAL_REWARD, ROLES } from '@agencyscout/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { makeMe } from '../../test-utils/me-fixture.ts';
import { NavList } from './nav-list.tsx';
import { buildNavigation, entryTitle } from './navigation-model.ts';

function renderNavigation(me: Parameters<typeof buildNavigation>[0]) {
  render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <NavList groups={buildNavigation(me)} collapsed={false} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('navigation', { name: 'Main navigation' }));
}

/** Each link's name: its aria-label, or else its visible title (the affiliate link is named by its text). */
const linkNames = (nav: ReturnType<typeof renderNavigation>) =>
  nav
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label') ?? link.querySelector('.MuiListItemText-primary')?.textContent);

const COMMON = [
  'Open Web Leads',
  'Agency Tips',
  'Saved Searches',
  'Client List',
  'Outreach List',
  'Contact Search',
  'Dashboard',
  'Help Center',
];

describe('side navigation per permission set (prospecting-core §2.2, §6)', () => {
  it('shows an agency company admin Settings with Integrations and Users', () => {
    const nav = renderNavigation(makeMe({ plan: 'agency', role: ROLES.COMPANY_ADMIN }));
    expect(linkNames(nav)).toEqual([
      'Agency Leads',
      ...COMMON,
      'Account Settings',
      'Integrations',
      'Users',
      'Affiliate Program',
    ]);
    expect(nav.getByText('Settings')).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Agency Leads' })).toHaveAttribute('href', '/leads');
  });

  it('shows a member Settings without Integrations and Users', () => {
    const nav = renderNavigation(makeMe({ plan: 'agency', role: ROLES.MEMBER }));
    expect(linkNames(nav)).toEqual(['Agency Leads', ...COMMON, 'Account Settings', 'Affiliate Program']);
    expect(nav.queryByRole('link', { name: 'Users' })).toBeNull();
  });

  it('hides Agency Leads from an open web user', () => {
    const nav = renderNavigation(makeMe({ plan: 'openweb', role: ROLES.MEMBER }));
    expect(nav.queryByRole('link', { name: 'Agency Leads' })).toBeNull();
    expect(nav.getByRole('link', { name: 'Open Web Leads' })).toHaveAttribute('href', '/openweb');
  });

  it('hides Integrations for an isNewIntegrations account without read:users', () => {
    const permissions = [PERMISSIONS.readMe, PERMISSIONS.readAnyLeads, PERMISSIONS.createIntegrations];
    const flagged = renderNavigation(makeMe({ permissions, isNewIntegrations: true }));
    expect(flagged.queryByRole('link', { name: 'Integrations' })).toBeNull();
  });

  it('shows Integrations with create:integrations when the account is not flagged isNewIntegrations', () => {
    const permissions = [PERMISSIONS.readMe, PERMISSIONS.readAnyLeads, PERMISSIONS.createIntegrations];
    const nav = renderNavigation(makeMe({ permissions, isNewIntegrations: false }));
    expect(nav.getByRole('link', { name: 'Integrations' })).toHaveAttribute('href', '/integrations');
  });

  it('shows a demo user the lead screens and Account Settings only', () => {
    const nav = renderNavigation(makeMe({ plan: 'demo', role: ROLES.MEMBER }));
    expect(linkNames(nav)).toEqual(['Agency Leads', ...COMMON, 'Account Settings', 'Affiliate Program']);
  });

  it('shows Manage Customers only with create:member', () => {
    const admin = renderNavigation(makeMe({ plan: 'agency', role: ROLES.ADMIN }));
    expect(admin.getByRole('link', { name: 'Manage Customers' })).toHaveAttribute('href', '/managecustomers');
  });

  it('shows Job Sources, Feed Import, Company Duplicates and Mailbox to provider staff only (create:member)', () => {
    const admin = renderNavigation(makeMe({ plan: 'agency', role: ROLES.ADMIN }));
    expect(admin.getByRole('link', { name: 'Job Sources' })).toHaveAttribute('href', '/admin/sources');
    expect(admin.getByRole('link', { name: 'Feed Import' })).toHaveAttribute('href', '/admin/imports');
    expect(admin.getByRole('link', { name: 'Company Duplicates' })).toHaveAttribute(
      'href',
      '/admin/companies/duplicates',
    );
    expect(linkNames(admin).slice(-6, -1)).toEqual([
      'Manage Customers',
      'Job Sources',
      'Feed Import',
      'Company Duplicates',
      'Mailbox',
    ]);
    const agencyAdmin = buildNavigation(makeMe({ plan: 'agency', role: ROLES.COMPANY_ADMIN }));
    const titles = agencyAdmin.flatMap((group) => group.entries.map(entryTitle));
    expect(titles).not.toContain('Job Sources');
    expect(titles).not.toContain('Feed Import');
    expect(titles).not.toContain('Company Duplicates');
  });

  it('hides the Settings group without read:me', () => {
    const nav = renderNavigation(makeMe({ permissions: [PERMISSIONS.readAnyLeads] }));
    expect(nav.queryByText('Settings')).toBeNull();
    expect(nav.queryByRole('link', { name: 'Account Settings' })).toBeNull();
  });

  it('keeps only list items in the navigation lists (axe "list", issue #9)', () => {
    const nav = renderNavigation(makeMe());
    const lists = nav.getAllByRole('list');
    expect(lists.length).toBeGreaterThan(1);
    for (const list of lists) {
      expect([...list.children].map((child) => child.tagName)).toEqual([...list.children].map(() => 'LI'));
    }
  });

  it('opens the affiliate program in a new tab and mentions the referral reward', () => {
    const nav = renderNavigation(makeMe());
    const link = nav.getByRole('link', { name: /^Affiliate Program/ });
    // Named by its visible text, not by a shorter label (axe 'label-content-name-mismatch', issue #9).
    expect(link).not.toHaveAttribute('aria-label');
    expect(link).toHaveAccessibleName(`Affiliate Program ${link.textContent?.replace('Affiliate Program', '')}`);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('Affiliate Program');
    expect(link).toHaveTextContent(REFERRAL_REWARD);
    expect(buildNavigation(makeMe()).at(-1)?.entries[0]).toMatchObject({
      subtitle: expect.stringContaining(REFERRAL_REWARD),
    });
  });

  it("links the affiliate program to the server's configured address", () => {
    const groups = buildNavigation(makeMe(), 'https://partners.example/refer');
    expect(groups.at(-1)?.entries[0]).toMatchObject({ href: 'https://partners.example/refer' });
  });

  it('shows the NAV_INFO text when a menu entry is hovered', async () => {
    const nav = renderNavigation(makeMe());
    await userEvent.hover(nav.getByRole('link', { name: 'Open Web Leads' }));
    expect(await screen.findByText(NAV_INFO.openweb)).toBeInTheDocument();
  });
});
