import type { CrmFilter } from '@agencyscout/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { buildLeadSearchParams, DEFAULT_LEAD_QUERY, DEFAULT_LEAD_TOGGLES, parseStoredQuery } from '../lead-query.ts';
import { CrmFilterField } from './crm-filter-field.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn() },
}));

function Harness({ connected }: { connected: boolean }) {
  const [value, setValue] = useState<'' | CrmFilter>('');
  return (
    <QueryClientProvider client={createQueryClient()}>
      <CrmFilterField value={value} onChange={setValue} connected={connected} />
      <output data-testid="value">{value}</output>
    </QueryClientProvider>
  );
}

describe("'in my CRM' filter (issue #32 point 4)", () => {
  it('offers Any, In my CRM and Not in my CRM while a CRM is connected', async () => {
    render(<Harness connected />);
    await userEvent.click(screen.getByRole('combobox'));
    const options = within(screen.getByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Any', 'In my CRM', 'Not in my CRM']);
    await userEvent.click(screen.getByRole('option', { name: 'Not in my CRM' }));
    expect(screen.getByTestId('value')).toHaveTextContent('out');
  });

  it('is hidden without a connected CRM', () => {
    render(<Harness connected={false} />);
    expect(screen.queryByTestId('crm-filter')).toBeNull();
  });

  it('sends crm=in|out, leaves Any out, and reads a stored value it does not know as Any', () => {
    const params = (crm: '' | CrmFilter) =>
      buildLeadSearchParams({
        query: { ...DEFAULT_LEAD_QUERY, crm },
        toggles: DEFAULT_LEAD_TOGGLES,
        leadType: 'Agency',
        page: 1,
        pageSize: 25,
      });
    expect(params('in').crm).toBe('in');
    expect(params('out').crm).toBe('out');
    expect(params('')).not.toHaveProperty('crm');
    expect(parseStoredQuery({ crm: 'everything' })?.crm).toBe('');
  });
});
