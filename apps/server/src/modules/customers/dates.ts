/** Subscription days of the customer admin (outreach-integrations-admin §4 'New customer defaults', §9). */
import { NEW_CUSTOMER_SUBSCRIPTION_MONTHS } from '@agencyscout/contracts';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** Today (UTC) as YYYY-MM-DD. */
export function todayIso(now: Date = new Date()): string {
  return dayjs.utc(now).format('YYYY-MM-DD');
}

/** `day` plus 6 months (the last day of a shorter month when the day does not exist: Aug 31 → Feb 28). */
export function defaultEndDay(day: string): string {
  return dayjs.utc(day).add(NEW_CUSTOMER_SUBSCRIPTION_MONTHS, 'month').format('YYYY-MM-DD');
}

/** A subscription starts at the first moment of its start day (UTC). */
export function startOfDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`);
}

/** A subscription ends at the last moment of its end day (UTC): the account works through that day. */
export function endOfDay(day: string): Date {
  return new Date(`${day}T23:59:59.999Z`);
}
