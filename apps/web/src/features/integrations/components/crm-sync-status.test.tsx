import type { CrmPullStatus } from '@agencyscout/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders, createQueryClient } from '../../../app/providers.tsx';
import { stubApi } from '../../../test-utils/stub-api.ts';
import { CrmPullSummary, SyncNowButton, useCrmStatusOf } from './crm-sync-status.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn(() => Promise.resolve()) },
  useAuth: () => ({ status: 'signedIn', user: null }),
}));

afterEach(() => vi.unstubAllGlobals());

const never: CrmPullStatus = {
  provider: 'bullhorn',
  connected: true,
  lastPulledAt: null,
  companies: 0,
  matchedCompanies: 0,
  contacts: 0,
  skipped: 0,
  lastProblem: null,
  lastProblemAt: null,
};
const synced: CrmPullStatus = {
  ...never,
  lastPulledAt: '2026-12-07T23:00:00.000Z',
  companies: 231,
  matchedCompanies: 12,
  contacts: 540,
  skipped: 2,
  lastProblem: '2 records could not be read and were skipped',
};

function Card() {
  const status = useCrmStatusOf('bullhorn', true);
  return (
    <>
      <CrmPullSummary status={status} />
      <SyncNowButton provider="bullhorn" />
    </>
  );
}

describe('Sync now and the pull status (issue #32 point 4)', () => {
  it('shows never synced, then after Sync now the last sync, the counts and the skipped records', async () => {
    let pulled = false;
    stubApi({
      '/crm-records/bullhorn/sync': () => {
        pulled = true;
        return synced;
      },
      '/crm-records/status': () => [pulled ? synced : never, { ...never, provider: 'hubspot', connected: false }],
    });
    render(
      <AppProviders client={createQueryClient()}>
        <Card />
      </AppProviders>,
    );
    expect(await screen.findByText('Not synced yet')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sync now' }));
    expect(await screen.findByText('Last synced Dec 07, 2026')).toBeInTheDocument();
    expect(screen.getByText('231 companies (12 matched to ours), 540 contacts')).toBeInTheDocument();
    expect(screen.getByText('2 records skipped')).toBeInTheDocument();
  });

  it('shows the problem logged on the connection', () => {
    render(
      <CrmPullSummary
        status={{ ...synced, skipped: 0, lastProblem: 'Bullhorn sent an answer that could not be read' }}
      />,
    );
    expect(screen.getByText('Bullhorn sent an answer that could not be read')).toBeInTheDocument();
  });
});
