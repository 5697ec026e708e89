import { EXPORT_DELIMITER_COOKIE } from '@agencyscout/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { stubApi } from '../../../test-utils/stub-api.ts';
import ExportDialog from './export-dialog.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => {
  vi.unstubAllGlobals();
  Cookies.remove(EXPORT_DELIMITER_COOKIE);
});

const quota = { downloaded: 1200, limit: 1000, resetDate: '2026-12-01T00:00:00.000Z' };
const rows = [
  { id: 11, primary: 'Night Nurse', secondary: 'Acme' },
  { id: 12, primary: 'Billing Clerk', secondary: 'Acme' },
];

function renderDialog(onClose = vi.fn()) {
  render(
    <AppProviders client={createQueryClient()}>
      <ExportDialog
        open
        onClose={onClose}
        kind="leads"
        title="Export Leads"
        query={{ leadType: 'Agency' }}
        rows={rows}
        selectAllLimit={1000}
      />
    </AppProviders>,
  );
  return onClose;
}

const contactRows = [
  { id: 21, primary: 'Ada Abbott', secondary: 'HR Manager · Acme' },
  { id: 22, primary: 'Bo Brown', secondary: 'Recruiter · Acme' },
];

function renderContactDialog() {
  render(
    <AppProviders client={createQueryClient()}>
      <ExportDialog
        open
        onClose={vi.fn()}
        kind="contacts"
        title="Export Contacts"
        query={{ contactPosition: 'HR' }}
        rows={contactRows}
        selectAllLimit={250}
      />
    </AppProviders>,
  );
}

describe('ExportDialog', () => {
  it('starts with all columns and no rows; select-all clears the selection; the delimiter goes to its cookie', async () => {
    const user = userEvent.setup();
    stubApi({ '/exportleadsquota': () => quota });
    renderDialog();
    const exportButton = screen.getByRole('button', { name: 'Export' });
    expect(exportButton).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Job Information' })).toBeChecked();
    expect(await screen.findByTestId('export-quota')).toHaveTextContent('1200/1000 leads this cycle, resets');
    await user.click(screen.getByRole('checkbox', { name: /Night Nurse/ }));
    expect(exportButton).toBeEnabled();
    await user.click(screen.getByRole('checkbox', { name: 'Select All (up to 1,000)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select All (up to 1,000)' }));
    expect(screen.getByRole('checkbox', { name: /Night Nurse/ })).not.toBeChecked();
    expect(exportButton).toBeDisabled();
    await user.click(screen.getByLabelText('Delimiter'));
    await user.click(await screen.findByRole('option', { name: 'Semicolon (;)' }));
    expect(Cookies.get(EXPORT_DELIMITER_COOKIE)).toBe('semicolon');
  });

  it('sends the export state and shows the spec text when the server fails', async () => {
    const user = userEvent.setup();
    let sent: unknown;
    stubApi({
      '/exportleadsquota': () => quota,
      '/exportleads': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return new Response('{}', { status: 500 });
      },
    });
    const onClose = renderDialog();
    await user.click(screen.getByRole('checkbox', { name: 'Select All (up to 1,000)' }));
    await user.click(screen.getByRole('checkbox', { name: 'Contact Information' }));
    await user.click(screen.getByRole('button', { name: 'Export' }));
    expect(await screen.findByText('Internal Error')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(sent).toMatchObject({ selectAll: true, ids: [], delimiter: 'comma', descriptionsAsHtml: false }),
    );
    expect(sent).not.toHaveProperty('removeHTML');
    expect((sent as { columns: string[] }).columns).not.toContain('email');
  });

  it("exports plain-text descriptions unless 'Descriptions as HTML' is ticked", async () => {
    const user = userEvent.setup();
    let sent: unknown;
    stubApi({
      '/exportleadsquota': () => quota,
      '/exportleads': (_url, init) => {
        sent = JSON.parse(String(init?.body));
        return new Response('\ufeffJob Title\r\n', { status: 200, headers: { 'Content-Type': 'text/csv' } });
      },
    });
    // jsdom neither makes blob URLs nor follows download links.
    URL.createObjectURL ??= () => 'blob:export';
    URL.revokeObjectURL ??= () => undefined;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderDialog();
    const asHtml = screen.getByRole('checkbox', { name: 'Descriptions as HTML' });
    expect(asHtml).not.toBeChecked();
    expect(asHtml).toHaveAccessibleDescription('Job and company descriptions are plain text unless this is ticked.');
    expect(screen.queryByRole('checkbox', { name: /Remove HTML/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Night Nurse/ }));
    await user.click(asHtml);
    await user.click(screen.getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(sent).toMatchObject({ ids: [11], descriptionsAsHtml: true }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    click.mockRestore();
  });
});

describe('ExportDialog for contacts', () => {
  it('says each contact is a row and counts the chosen contacts, not leads', async () => {
    const user = userEvent.setup();
    const counted: unknown[] = [];
    stubApi({
      '/exportleadsquota': () => quota,
      '/exportcontactscount': (url, init) => {
        counted.push({ query: url.searchParams.get('contactPosition'), body: JSON.parse(String(init?.body)) });
        return { contacts: 37 };
      },
    });
    renderContactDialog();
    expect(screen.getByTestId('export-contact-rows')).toHaveTextContent(
      'Each contact is one row of the file and counts as one row of your quota.',
    );
    expect(screen.getByTestId('export-contact-count')).toHaveTextContent('0 contacts to export');
    expect(await screen.findByTestId('export-quota')).toHaveTextContent('1200/1000 rows this cycle, resets');
    expect(screen.getByTestId('export-quota')).not.toHaveTextContent('leads');
    await user.click(screen.getByRole('checkbox', { name: /Ada Abbott/ }));
    expect(screen.getByTestId('export-contact-count')).toHaveTextContent('1 contact to export');
    await user.click(screen.getByRole('checkbox', { name: 'Select All (up to 250 contacts)' }));
    expect(await screen.findByText('37 contacts to export')).toBeInTheDocument();
    expect(counted).toEqual([{ query: 'HR', body: { selectAll: true, primaryContacts: false } }]);
    expect(screen.queryByText(/leads/)).not.toBeInTheDocument();
  });
});
