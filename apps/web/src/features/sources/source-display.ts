import type { LeadType, Source, SourcePoll, SourceStatus } from '@agencyscout/contracts';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime.js';
import { SECTIONS } from '../../lib/sections.ts';

dayjs.extend(relativeTime);

/** Poll times on the Job Sources screen: the day as everywhere ('MMM DD, YYYY') and the 24-hour local time. */
export const POLL_TIME_FORMAT = 'MMM DD, YYYY HH:mm';

export const LEAD_TYPE_LABELS: Readonly<Record<LeadType, string>> = { Agency: 'Agency', OpenWeb: 'Open Web' };

export const STATUS_LABELS: Readonly<Record<SourceStatus, string>> = {
  active: 'Active',
  paused: 'Paused',
  failing: 'Failing',
};

export const STATUS_COLORS = { active: 'success', paused: 'default', failing: 'error' } as const;

export const OUTCOME_LABELS: Readonly<Record<SourcePoll['outcome'], string>> = {
  ok: 'OK',
  unchanged: 'Unchanged',
  failed: 'Failed',
};

export const OUTCOME_COLORS = { ok: 'success', unchanged: 'default', failed: 'error' } as const;

/** The source's board name, else its token (the board token, or the URL of a careers page or feed). */
export function sourceTitle(source: Pick<Source, 'name' | 'token'>): string {
  return source.name?.trim() || source.token;
}

/** 'Failing (3)' for a source stopped by the circuit breaker; the plain status label otherwise. */
export function statusText(source: Pick<Source, 'status' | 'consecutiveFailures'>): string {
  const label = STATUS_LABELS[source.status];
  return source.status === 'failing' && source.consecutiveFailures > 0
    ? `${label} (${source.consecutiveFailures})`
    : label;
}

/** Whether the row offers Resume (paused by staff or by the circuit breaker) rather than Pause. */
export const canResume = (source: Pick<Source, 'status'>) => source.status !== 'active';

/** '5 minutes ago', 'in an hour'; '' when missing or invalid. */
export function formatRelative(value: string | null | undefined, now: dayjs.ConfigType = undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.from(dayjs(now)) : '';
}

/** 'Aug 21, 2023 15:04' (local time); '' when missing or invalid. */
export function formatPollTime(value: string | null | undefined): string {
  if (!value) return '';
  const date = dayjs(value);
  return date.isValid() ? date.format(POLL_TIME_FORMAT) : '';
}

/** Postings a poll found new and closed: '+3 / −1' (a true minus sign). */
export function formatPollDelta(poll: Pick<SourcePoll, 'postingsNew' | 'postingsClosed'>): string {
  return `+${formatCount(poll.postingsNew)} / \u2212${formatCount(poll.postingsClosed)}`;
}

/** '1,234'. */
export function formatCount(value: number): string {
  return new Intl.NumberFormat('en-US').format(value);
}

/** A poll's duration: '850 ms', '2.4 s', '3 min 5 s'. */
export function formatDurationMs(ms: number): string {
  if (ms < 1000) return `${Math.max(0, Math.round(ms))} ms`;
  if (ms < 60_000) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${seconds % 60} s`;
}

/** A poll interval in minutes: 'every 15 min', 'every 2 h', 'every 1 d 12 h'. */
export function formatInterval(minutes: number): string {
  if (minutes < 60) return `every ${minutes} min`;
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', rest ? `${rest} min` : ''];
  return `every ${parts.filter(Boolean).join(' ')}`;
}

/** The linked company's leads of the source's lead type: Agency Leads or Open Web Leads filtered to it. */
export function companyLeadsPath(source: Pick<Source, 'companyId' | 'leadType'>): string | undefined {
  if (source.companyId === null) return undefined;
  const section = source.leadType === 'Agency' ? SECTIONS.leads : SECTIONS.openweb;
  return `${section.path}?companyId=${source.companyId}`;
}
