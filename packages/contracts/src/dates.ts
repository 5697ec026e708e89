/**
 * Calendar dates of the API (`YYYY-MM-DD`), parsed strictly with dayjs: a date that does not exist on the
 * calendar ('2023-02-30', '2023-13-01') is refused instead of rolling over into the next month.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { z } from 'zod';

dayjs.extend(customParseFormat);

export const ISO_DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_MESSAGES = { format: 'Dates are YYYY-MM-DD', invalid: 'Not a valid date' } as const;

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isCalendarDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, ISO_DATE_FORMAT, true).isValid();
}

/** A `YYYY-MM-DD` string that names a real calendar date. */
export function isoDate() {
  return z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGES.format)
    .refine(isCalendarDate, DATE_MESSAGES.invalid);
}
