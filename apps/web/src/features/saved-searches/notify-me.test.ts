import type { SavedSearch } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { nextAlertState, notificationBody } from './notify-me.ts';

const search: SavedSearch = {
  searchId: 9,
  name: 'Nurses',
  ownerEmail: 'me@agency.example',
  isOwner: true,
  query: {},
  sendEmail: false,
  sendEmailFrequency: null,
  sendOpenWebEmail: true,
  sendOpenWebEmailFrequency: 'weekly',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('Notify Me (prospecting-core §2.6; outreach-integrations-admin §4)', () => {
  it('turning on defaults to daily; turning off clears the frequency', () => {
    expect(nextAlertState({ on: false, frequency: null }, { on: true })).toEqual({ on: true, frequency: 'daily' });
    expect(nextAlertState({ on: true, frequency: 'weekly' }, { on: false })).toEqual({ on: false, frequency: null });
  });

  it('a frequency applies only to an alert that is on', () => {
    expect(nextAlertState({ on: true, frequency: 'daily' }, { frequency: 'weekly' })).toEqual({
      on: true,
      frequency: 'weekly',
    });
    expect(nextAlertState({ on: false, frequency: null }, { frequency: 'weekly' })).toEqual({
      on: false,
      frequency: null,
    });
  });

  it('sends both alerts, only the changed one changed', () => {
    expect(notificationBody(search, 'agency', { on: true })).toEqual({
      searchId: 9,
      sendEmail: true,
      sendEmailFrequency: 'daily',
      sendOpenWebEmail: true,
      sendOpenWebEmailFrequency: 'weekly',
    });
    expect(notificationBody(search, 'openWeb', { on: false })).toEqual({
      searchId: 9,
      sendEmail: false,
      sendEmailFrequency: null,
      sendOpenWebEmail: false,
      sendOpenWebEmailFrequency: null,
    });
  });
});
