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

/** The non-blank lines of the pasted text with their line numbers (1-based, as the server counts them). */
export function urlLines(text: string): { number: number; url: string }[] {
  return text
    .split(/\r?\n/)
    .map((line, index) => ({ number: index + 1, url: line.trim() }))
    .filter((line) => line.url !== '');
}

/**
 * Whether a line can be a web address: http(s), or a host with a dot that https:// would make one. The server
 * recognises the board and has the last word; this only catches what cannot be an address before sending.
 */
export function looksLikeWebAddress(line: string): boolean {
  if (/\s/.test(line)) return false;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(line);
  try {
    const url = new URL(hasScheme ? line : `https://${line}`);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
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

/**
 * The POST /admin/sources body: the text as pasted (so the server's 'Line 3: …' counts the lines the user sees),
 * the kind only when chosen.
 */
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
