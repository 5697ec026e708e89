/**
 * How the server writes dates for people (e-mails, stored tip texts, messages): the product's 'MMM DD, YYYY'
 * (`DISPLAY_DATE_FORMAT`; ARCHITECTURE 'Rules of the house', prospecting-core §3 'Display formats'), always in
 * UTC. One cached `Intl.DateTimeFormat` writes it (dayjs writes the same, dates.test.ts checks, but takes ten
 * times as long, which shows in an alert run of thousands of e-mails with dozens of dates each).
 */
const DISPLAY_DAY = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: '2-digit',
  year: 'numeric',
  timeZone: 'UTC',
});

const DAY_MS = 86_400_000;
/** Days already written (a run's e-mails name the same few hundred days thousands of times); cleared when full. */
const written = new Map<number, string>();
const WRITTEN_MAX = 20_000;

/** 'Nov 05, 2026' (UTC) for a Date or an ISO timestamp; '' when missing or invalid. */
export function formatDisplayDate(at: Date | string | null | undefined): string {
  if (at === null || at === undefined || at === '') return '';
  const time = (typeof at === 'string' ? new Date(at) : at).getTime();
  if (Number.isNaN(time)) return '';
  const day = Math.floor(time / DAY_MS);
  let text = written.get(day);
  if (text === undefined) {
    if (written.size >= WRITTEN_MAX) written.clear();
    text = DISPLAY_DAY.format(day * DAY_MS);
    written.set(day, text);
  }
  return text;
}

/** 'Nov 05, 2026 14:30 UTC': a moment to the minute, for limits and windows named in messages. */
export function formatDisplayMinute(at: Date): string {
  return `${formatDisplayDate(at)} ${at.toISOString().slice(11, 16)} UTC`;
}

/** '2026-11-05 14:30 UTC': a moment to the minute in ISO order (invitation expiries). */
export function formatIsoMinute(at: Date): string {
  const iso = at.toISOString();
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}
