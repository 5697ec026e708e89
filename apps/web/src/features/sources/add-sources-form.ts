import {
  type AddSourcesBody,
  type AddSourcesResponse,
  addSourcesSchema,
  LEAD_TYPES,
  SOURCE_ADD_LIMIT,
  SOURCE_POLL_MINUTES,
  SOURCE_TEXTS,
  sourceKindSchema,
} from '@agencyscout/contracts';
import { z } from 'zod';

/**
 * The non-blank lines of the pasted text, numbered as the server numbers them in its 400 ('Line 3: …'): blank
 * lines are left out before counting.
 */
export function urlLines(text: string): { number: number; url: string }[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .map((url, index) => ({ number: index + 1, url }));
}

/**
 * Whether a line can be a web address, by the server's rule (sources/connectors.ts): no spaces; http(s), with
 * https:// assumed when no scheme is written; a host with a dot, or localhost. The server recognises the board
 * and has the last word; this only catches what cannot be an address before sending.
 */
export function looksLikeWebAddress(line: string): boolean {
  if (!line || /\s/.test(line)) return false;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(line) ? line : `https://${line}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
    return url.hostname.includes('.') || url.hostname === 'localhost';
  } catch {
    return false;
  }
}

function checkUrls(text: string, context: z.RefinementCtx): void {
  const lines = urlLines(text);
  if (lines.length === 0) {
    context.addIssue({ code: 'custom', message: SOURCE_TEXTS.noUrls });
  } else if (lines.length > SOURCE_ADD_LIMIT) {
    context.addIssue({ code: 'custom', message: SOURCE_TEXTS.tooMany });
  } else {
    const bad = lines.find((line) => !looksLikeWebAddress(line.url));
    if (bad) context.addIssue({ code: 'custom', message: `Line ${bad.number}: "${bad.url}" ${SOURCE_TEXTS.badUrl}` });
  }
}

/** The contract's poll interval rule (whole minutes, SOURCE_POLL_MINUTES bounds) with its messages. */
const pollMinutesSchema = addSourcesSchema.shape.pollIntervalMinutes.unwrap();

function toPollMinutes(value: string, context: z.RefinementCtx): number {
  const result = pollMinutesSchema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const bound = issue?.code === 'too_small' || issue?.code === 'too_big';
  context.addIssue({ code: 'custom', message: bound ? issue.message : 'Enter a whole number of minutes' });
  return z.NEVER;
}

/** The Add sources form: the URLs as typed, kind '' = recognise from the URL, the interval as typed. */
export const addSourcesFormSchema = z.object({
  urls: z.string().superRefine(checkUrls),
  kind: z.union([z.literal(''), sourceKindSchema]),
  leadType: z.enum(LEAD_TYPES),
  pollIntervalMinutes: z.string().trim().min(1, 'Enter the minutes between two polls').transform(toPollMinutes),
});
export type AddSourcesDraft = z.input<typeof addSourcesFormSchema>;
export type AddSourcesValues = z.output<typeof addSourcesFormSchema>;

export const EMPTY_ADD_SOURCES: AddSourcesDraft = {
  urls: '',
  kind: '',
  leadType: 'OpenWeb',
  pollIntervalMinutes: String(SOURCE_POLL_MINUTES.default),
};

/** The POST /admin/sources body: the text as pasted (the server splits it into lines), the kind only when chosen. */
export function toAddSourcesBody(values: AddSourcesValues): AddSourcesBody {
  return {
    urls: values.urls,
    kind: values.kind || undefined,
    leadType: values.leadType,
    pollIntervalMinutes: values.pollIntervalMinutes,
  };
}

/** The snackbar after adding: 'Sources added: 3 created, 1 already existing'. */
export function addedMessage(answer: AddSourcesResponse): string {
  return `${answer.message || SOURCE_TEXTS.added}: ${answer.created.length} created, ${answer.existing.length} already existing`;
}
