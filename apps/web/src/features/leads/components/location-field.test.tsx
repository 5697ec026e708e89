import { LEAD_SEARCH_MESSAGES, type LeadLocation, type Place } from '@agencyscout/contracts';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../app/providers.tsx';
import { type Notice, subscribeToNotices } from '../../../lib/notifications.ts';
import { stubApi } from '../test-support.tsx';
import { EMPTY_LOCATION_DRAFT, LocationField } from './location-field.tsx';

vi.mock('../../../lib/auth.ts', () => ({
  authService: { getAccessToken: vi.fn(() => Promise.resolve('token')), signOut: vi.fn() },
}));

const base = { stateCode: 'IL', countryCode: 'US', latitude: 41.85, longitude: -87.65 };
const PLACES: Place[] = [
  { ...base, name: 'Chicago', kind: 'city', label: 'Chicago, IL' },
  { ...base, name: 'Illinois', kind: 'region', label: 'Illinois, US' },
];

function Harness({ initial = [] }: { initial?: LeadLocation[] }) {
  const [locations, setLocations] = useState(initial);
  const [draft, setDraft] = useState(EMPTY_LOCATION_DRAFT);
  return (
    <QueryClientProvider client={createQueryClient()}>
      <LocationField locations={locations} onLocationsChange={setLocations} draft={draft} onDraftChange={setDraft} />
    </QueryClientProvider>
  );
}

let notices: Notice[] = [];
let unsubscribe = () => {};
beforeEach(() => {
  notices = [];
  unsubscribe = subscribeToNotices((notice) => notices.push(notice));
  stubApi({ '/places': () => ({ places: PLACES }) });
});
afterEach(() => {
  unsubscribe();
  vi.unstubAllGlobals();
});

async function pick(label: string) {
  const input = screen.getByLabelText('Location');
  await userEvent.clear(input);
  await userEvent.type(input, label.slice(0, 4));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(label) }));
}

const radius = () => screen.getByRole('combobox', { name: 'Radius' });

describe('locations (prospecting-core §4, §5)', () => {
  it('gives a picked city radius 5 and adds it; the badge counts n/20', async () => {
    render(<Harness />);
    await pick('Chicago, IL');
    expect(radius()).toHaveTextContent('5 miles');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Chicago, IL (5 mi)')).toBeInTheDocument();
    expect(screen.getByTestId('location-count')).toHaveTextContent('1/20');
    expect(screen.getByLabelText('Location')).toHaveValue('');
  });

  it('makes a state statewide and disables the radius', async () => {
    render(<Harness />);
    await pick('Illinois, US');
    expect(radius()).toHaveTextContent('Statewide');
    expect(radius()).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByText('Illinois, US (statewide)')).toBeInTheDocument();
  });

  it('refuses Add without a pick and refuses a 21st location', async () => {
    const twenty = Array.from({ length: 20 }, (_, index) => ({
      latitude: 40,
      longitude: -80,
      radius: 10,
      location: `Town ${index}, OH`,
    }));
    render(<Harness initial={twenty} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(notices.at(-1)).toEqual({ message: LEAD_SEARCH_MESSAGES.noLocationPicked, severity: 'error' });
    await pick('Chicago, IL');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(notices.at(-1)).toEqual({ message: LEAD_SEARCH_MESSAGES.tooManyLocations, severity: 'error' });
    expect(within(screen.getByTestId('location-count')).getByText('20/20')).toBeInTheDocument();
    expect(screen.queryByText('Chicago, IL (5 mi)')).toBeNull();
  });
});
