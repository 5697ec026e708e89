/**
 * The e-mail assistant's rules (prospecting-core §2.4 'Email generator dialog', §4, §7
 * GET /leads/generateEmail/{id}?information, §8, §9 'Email generation: one per day').
 *
 * - Who: the lead detail's own check (leads/detail-service.ts `requireReadableLead`: lead access, lead types of
 *   the plan, limited views); a lead the caller may not open and an unknown or malformed id answer 404.
 * - One per user per UTC day: the day is claimed (a conditional upsert, repository.ts) before anything is
 *   generated, so of parallel requests exactly one goes on; the others answer 429 with the spec's message.
 * - A failure (model error or timeout, anything unexpected) gives the day back: only a delivered e-mail uses it.
 * - With an AI model configured it writes the e-mail; without one the template does (template-email.ts).
 */
import { EMAIL_ASSISTANT_ERROR_CODES, EMAIL_ASSISTANT_TEXTS, type GeneratedEmail } from '@agencyscout/contracts';
import type { Identity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import type { AiClient } from '../../lib/ai/index.ts';
import { AppError } from '../../lib/errors.ts';
import { parseLeadId, requireReadableLead } from '../leads/detail-service.ts';
import { collectEmailFacts } from './email-facts.ts';
import { buildEmailPrompt } from './prompt.ts';
import { claimGeneration, completeGeneration, releaseGeneration } from './repository.ts';
import { writeTemplateEmail } from './template-email.ts';

/** A pending claim older than the model's timeout plus this is taken to be left by a process that died. */
const STALE_CLAIM_MARGIN_MS = 60_000;
/** Longest e-mail passed on from the model, in characters. */
const EMAIL_MAX_CHARS = 8_000;

export interface EmailAssistantDependencies {
  db: Db;
  ai: AiClient;
  /** The model's timeout, in milliseconds (bounds how long a claim may stay pending). */
  aiTimeoutMs: number;
  /** The clock (tests move it across UTC midnight). */
  now?: () => Date;
}

export const dailyLimitReached = () =>
  new AppError(EMAIL_ASSISTANT_ERROR_CODES.dailyLimit, 429, EMAIL_ASSISTANT_TEXTS.dailyLimit);

/** `YYYY-MM-DD` of the UTC day of `at`. */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * GET /leads/generateEmail/{id}?information: one e-mail draft for the lead.
 * @throws 403 without lead access; 404 for a lead the caller may not open; 429 EMAIL_DAILY_LIMIT when the
 * day's generation is used; AiError (502/503/504) when the model fails, the day left unused.
 */
export async function generateEmail(
  dependencies: EmailAssistantDependencies,
  identity: Identity,
  idText: string,
  information: string | undefined,
): Promise<GeneratedEmail> {
  const { db, ai } = dependencies;
  // A malformed id looks up lead 0, which never exists: the same 404 as any lead the caller may not open.
  const lead = await requireReadableLead(db, identity, parseLeadId(idText) ?? 0);
  const now = dependencies.now?.() ?? new Date();
  const claim = await claimGeneration(db, identity, {
    day: utcDay(now),
    leadId: lead.id,
    now,
    staleBefore: new Date(now.getTime() - dependencies.aiTimeoutMs - STALE_CLAIM_MARGIN_MS),
  });
  if (!claim) throw dailyLimitReached();
  try {
    const facts = await collectEmailFacts(db, identity, lead.id, information);
    let content: string;
    let generatedBy: GeneratedEmail['generatedBy'];
    if (ai.configured) {
      const answer = await ai.chat({ messages: buildEmailPrompt(facts), temperature: 0.7, maxTokens: 700 });
      content = answer.content.slice(0, EMAIL_MAX_CHARS);
      generatedBy = 'model';
    } else {
      content = writeTemplateEmail(facts);
      generatedBy = 'template';
    }
    await completeGeneration(db, claim, generatedBy);
    return { choices: [{ message: { role: 'assistant', content } }], generatedBy };
  } catch (error) {
    await releaseGeneration(db, claim);
    throw error;
  }
}
