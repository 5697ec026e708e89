import { LEAD_SEARCH_MESSAGES } from '@agencyscout/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { type Notice, subscribeToNotices } from '../../../lib/notifications.ts';
import { stubApi } from '../test-support.tsx';
import { HiringCompanyField } from './hiring-company-field.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn() },
}));

function Harness({ initial, onChange }: { initial: string[]; onChange: (names: string[]) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <HiringCompanyField
        value={value}
        onChange={(names) => {
          onChange(names);
          setValue(names);
        }}
      />
      <output data-testid="value">{value.join('|')}</output>
    </QueryClientProvider>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('hiring company (prospecting-core §5)', () => {
  it('searches from 2 characters and reverts an addition over 600 characters with the red snackbar', async () => {
    const longName = `Globex ${'x'.repeat(40)}`;
    const fetchMock = stubApi({
      '/company/search/': () => ({ companies: [{ companyId: 1, companyName: longName }] }),
    });
    const notices: Notice[] = [];
    const unsubscribe = subscribeToNotices((notice) => notices.push(notice));
    // 'a'*560 alone is 560 characters; adding the 47-character name plus ' or ' makes 611.
    const initial = ['a'.repeat(560)];
    const onChange = vi.fn();
    render(<Harness initial={initial} onChange={onChange} />);

    const input = screen.getByLabelText('Hiring Company');
    await userEvent.type(input, 'G');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.type(input, 'l');
    await userEvent.click(await screen.findByRole('option', { name: longName }));
    expect(onChange).not.toHaveBeenCalled();
    expect(notices).toEqual([{ message: LEAD_SEARCH_MESSAGES.hiringCompanyTooLong, severity: 'error' }]);
    expect(screen.getByTestId('value')).toHaveTextContent(initial[0] ?? '');
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/v1/company/search/Gl');
    unsubscribe();
  });

  it('adds a company within the limit', async () => {
    stubApi({ '/company/search/': () => ({ companies: [{ companyId: 2, companyName: 'Acme Corp' }] }) });
    const onChange = vi.fn();
    render(<Harness initial={[]} onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Hiring Company'), 'Ac');
    await userEvent.click(await screen.findByRole('option', { name: 'Acme Corp' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(['Acme Corp']));
  });
});
