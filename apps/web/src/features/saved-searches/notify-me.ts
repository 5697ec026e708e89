import {
  type AlertFrequencyName,
  DEFAULT_ALERT_FREQUENCY,
  type SavedSearch,
  type SavedSearchNotification,
} from '@agencyscout/contracts';

/** The two alerts of the Notify Me tab (prospecting-core §2.6). */
export type AlertKind = 'agency' | 'openWeb';

export interface AlertState {
  on: boolean;
  frequency: AlertFrequencyName | null;
}

export function alertOf(search: SavedSearch, kind: AlertKind): AlertState {
  return kind === 'agency'
    ? { on: search.sendEmail, frequency: search.sendEmailFrequency }
    : { on: search.sendOpenWebEmail, frequency: search.sendOpenWebEmailFrequency };
}

/**
 * Notify Me (§2.6, outreach-integrations-admin §4): turning an alert on defaults its frequency to daily, turning
 * it off clears it, a frequency choice applies only to an alert that is on. Answers the next state of the alert.
 */
export function nextAlertState(current: AlertState, change: { on?: boolean; frequency?: AlertFrequencyName }) {
  if (change.on === false) return { on: false, frequency: null };
  if (change.on === true) return { on: true, frequency: current.frequency ?? DEFAULT_ALERT_FREQUENCY };
  if (change.frequency && current.on) return { on: true, frequency: change.frequency };
  return current;
}

/** The request body of one Notify Me change: both alerts, the changed one in its next state. */
export function notificationBody(
  search: SavedSearch,
  kind: AlertKind,
  change: { on?: boolean; frequency?: AlertFrequencyName },
): SavedSearchNotification {
  const agency = kind === 'agency' ? nextAlertState(alertOf(search, 'agency'), change) : alertOf(search, 'agency');
  const openWeb = kind === 'openWeb' ? nextAlertState(alertOf(search, 'openWeb'), change) : alertOf(search, 'openWeb');
  return {
    searchId: search.searchId,
    sendEmail: agency.on,
    sendEmailFrequency: agency.frequency,
    sendOpenWebEmail: openWeb.on,
    sendOpenWebEmailFrequency: openWeb.frequency,
  };
}
