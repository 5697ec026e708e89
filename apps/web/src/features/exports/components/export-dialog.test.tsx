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
      expect(sent).toMatchObject({ selectAll: true, ids: [], delimiter: 'comma', removeHTML: false }),
    );
    expect((sent as { columns: string[] }).columns).not.toContain('email');
  });
});
