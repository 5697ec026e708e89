/**
 * The e-mail assistant (prospecting-core §2.4 'Email generator dialog', §3 'Email generation response',
 * §4 'Email assistant', §5 'Email placeholders', §7 GET /leads/generateEmail/{id}?information, §8, §9).
 */
import { z } from 'zod';
import { text } from './text.ts';

export const EMAIL_ASSISTANT_TEXTS = {
  button: 'Generate Email',
  title: 'Email Generator',
  /** §2.4: the notice of the dialog, before generating. */
  notice: [
    'This assistant uses a small GPT-4o model to write a first e-mail to this lead from its company, its hiring signals and your agency.',
    'Generating may take a few minutes. Please keep this window open until the e-mail appears.',
    'AI models are in beta and may hallucinate: check every fact and name in the e-mail before you send it.',
  ],
  /** Shown instead of the first notice line when no AI model is configured (ARCHITECTURE "AI"). */
  templateNotice:
    'No AI model is configured, so the e-mail is written from a template with the facts we have about this lead.',
  informationLabel: 'Anything the e-mail should mention? (optional)',
  generate: 'Generate',
  generateAgain: 'Generate Again',
  generating: 'Writing your e-mail…',
  missingInformation: 'Missing Information:',
  noMissingInformation: 'Nothing is missing.',
  copy: 'Copy to Clipboard',
  copied: 'E-mail copied to the clipboard',
  close: 'Close',
  /** §8: the snackbar (3 s) of a second generation on the same day. */
  dailyLimit: 'Can only generate one email per day, please try again tomorrow.',
  leadNotFound: 'Lead not found',
} as const;

/** §9: generations per user per UTC day. */
export const EMAIL_GENERATIONS_PER_DAY = 1;
/** Longest `information` the user may add, in characters. */
export const EMAIL_INFORMATION_MAX = 1000;

export const EMAIL_ASSISTANT_ERROR_CODES = { dailyLimit: 'EMAIL_DAILY_LIMIT' } as const;

export const generateEmailQuerySchema = z.object({
  information: text()
    .max(EMAIL_INFORMATION_MAX, `information cannot exceed ${EMAIL_INFORMATION_MAX} characters`)
    .optional(),
});
export type GenerateEmailQuery = z.infer<typeof generateEmailQuerySchema>;

/** §3 'Email generation response': `choices[0].message.content`; `generatedBy` tells model from template. */
export const generatedEmailSchema = z.object({
  choices: z.array(z.object({ message: z.object({ role: z.literal('assistant'), content: z.string() }) })).min(1),
  generatedBy: z.enum(['model', 'template']),
});
export type GeneratedEmail = z.infer<typeof generatedEmailSchema>;

/** `[text]` on one line, 1–80 characters, no nested brackets (§5). */
const PLACEHOLDER = /\[([^[\]\n]{1,80})\]/g;

/** The distinct placeholders of an e-mail (the text inside the brackets), in order of first appearance. */
export function extractPlaceholders(email: string): string[] {
  const seen = new Set<string>();
  for (const match of email.matchAll(PLACEHOLDER)) {
    const name = match[1]?.trim();
    if (name) seen.add(name);
  }
  return [...seen];
}

/**
 * Replaces every `[name]` whose value is non-blank by that value; a blank or missing value leaves the
 * placeholder (§5). One pass: brackets inside a value are never substituted again.
 */
export function fillPlaceholders(email: string, values: Readonly<Record<string, string>>): string {
  return email.replace(PLACEHOLDER, (whole, inner: string) => {
    const value = values[inner.trim()];
    return value !== undefined && value.trim() !== '' ? value : whole;
  });
}

export type EmailSegment = { kind: 'text'; text: string } | { kind: 'placeholder'; text: string; name: string };

/** The e-mail cut into plain text and the placeholders still in it, for showing the latter in red. */
export function splitPlaceholders(email: string): EmailSegment[] {
  const segments: EmailSegment[] = [];
  let last = 0;
  for (const match of email.matchAll(PLACEHOLDER)) {
    const name = match[1]?.trim() ?? '';
    if (!name) continue;
    if (match.index > last) segments.push({ kind: 'text', text: email.slice(last, match.index) });
    segments.push({ kind: 'placeholder', text: match[0], name });
    last = match.index + match[0].length;
  }
  if (last < email.length) segments.push({ kind: 'text', text: email.slice(last) });
  return segments;
}
