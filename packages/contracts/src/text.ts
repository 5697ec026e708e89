/**
 * The one rule for free text from outside (issue #9): no control characters. C0 controls other than tab, line
 * feed and carriage return, DEL and the C1 controls are refused with 400 at the schema layer, so a NUL byte
 * never reaches the database (PostgreSQL refuses it in text) and no invisible terminal control is stored.
 */
import { z } from 'zod';

export const CONTROL_CHARACTER_MESSAGE = 'Text cannot contain control characters';

/** True when `value` has no control character except tab, line feed and carriage return. */
export function hasNoControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) return false;
    if (code >= 0x7f && code <= 0x9f) return false;
  }
  return true;
}

/** A string free of control characters; chain `.trim()`, `.max()` etc. as on `z.string()`. */
export function text() {
  return z.string().refine(hasNoControlCharacters, { message: CONTROL_CHARACTER_MESSAGE, abort: true });
}
