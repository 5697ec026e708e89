/**
 * E-mail verification (outreach-integrations-admin §2 'An email verify action returns a score', §7
 * GET /verifyEmail). The local check scores syntax (validator), disposable domains (disposable-email-domains),
 * role accounts (role-based-email-addresses) and the domain's MX records over DNS with a short timeout; a DNS
 * failure other than "no such domain / no MX" answers 'unknown', never 'invalid'. With EMAIL_VERIFIER_URL and
 * EMAIL_VERIFIER_KEY the check goes to a commercial verifier speaking the Kickbox v2 API
 * (`GET {url}/v2/verify?email=&apikey=` → `{ result, reason, sendex }`, sendex being a 0–1 score).
 */
import { promises as dns } from 'node:dns';
import { createRequire } from 'node:module';
import type { VerifyEmailResponse } from '@agencyscout/contracts';
import validator from 'validator';
import { AppError } from '../../lib/errors.ts';

const require = createRequire(import.meta.url);
const DISPOSABLE_DOMAINS = new Set<string>(require('disposable-email-domains') as string[]);
const ROLE_ACCOUNTS = new Set<string>(require('role-based-email-addresses') as string[]);

export type EmailCheck = VerifyEmailResponse['data'];
export type ResolveMx = (domain: string) => Promise<{ exchange: string; priority: number }[]>;

export interface EmailVerifierOptions {
  /** A commercial verifier; null checks locally. */
  remote: { url: string; key: string } | null;
  /** DNS MX lookup (injected by tests). Default: the system resolver. */
  resolveMx?: ResolveMx;
  /** Milliseconds a DNS or verifier answer may take. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

export type EmailVerifier = (email: string) => Promise<EmailCheck>;

/** DNS codes meaning the domain cannot take mail (anything else is an unreachable or failing resolver). */
const NO_MAIL_CODES = new Set(['ENOTFOUND', 'ENODATA', 'NXDOMAIN']);

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(Object.assign(new Error('timed out'), { code: 'ETIMEOUT' })), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

async function checkDomain(domain: string, resolveMx: ResolveMx, timeoutMs: number): Promise<EmailCheck | null> {
  try {
    const records = await withTimeout(resolveMx(domain), timeoutMs);
    if (records.length === 0 || records.every((record) => record.exchange === '' || record.exchange === '.')) {
      return { score: 0.1, result: 'undeliverable', reason: 'The domain accepts no mail (no MX records)' };
    }
    return null;
  } catch (error) {
    const code = (error as { code?: string }).code ?? '';
    if (NO_MAIL_CODES.has(code)) {
      return { score: 0.1, result: 'undeliverable', reason: 'The domain accepts no mail (no MX records)' };
    }
    return { score: 0.5, result: 'unknown', reason: 'The domain could not be checked (DNS did not answer)' };
  }
}

async function checkLocally(email: string, resolveMx: ResolveMx, timeoutMs: number): Promise<EmailCheck> {
  if (!validator.isEmail(email, { allow_utf8_local_part: false, require_tld: true })) {
    return { score: 0, result: 'undeliverable', reason: 'Not a valid e-mail address' };
  }
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at).toLowerCase();
  const domain = email.slice(at + 1).toLowerCase();
  if (DISPOSABLE_DOMAINS.has(domain)) {
    return { score: 0.1, result: 'undeliverable', reason: 'Disposable e-mail domain' };
  }
  const domainProblem = await checkDomain(domain, resolveMx, timeoutMs);
  if (domainProblem) return domainProblem;
  if (ROLE_ACCOUNTS.has(local)) {
    return { score: 0.6, result: 'risky', reason: 'Role account (a team, not a person)' };
  }
  return { score: 0.9, result: 'deliverable', reason: 'The domain accepts mail' };
}

interface KickboxAnswer {
  result?: string;
  reason?: string;
  sendex?: number;
  success?: boolean;
  message?: string;
}

const RESULTS = ['deliverable', 'risky', 'undeliverable', 'unknown'] as const;

async function checkRemotely(
  email: string,
  remote: { url: string; key: string },
  fetcher: typeof fetch,
  timeoutMs: number,
): Promise<EmailCheck> {
  const url = new URL(`${remote.url}/v2/verify`);
  url.searchParams.set('email', email);
  url.searchParams.set('apikey', remote.key);
  const response = await fetcher(url, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  });
  const answer = (await response.json().catch(() => ({}))) as KickboxAnswer;
  if (!response.ok || answer.success === false) {
    throw new AppError('EMAIL_VERIFIER_FAILED', 502, answer.message ?? 'The e-mail verifier did not answer');
  }
  const result = RESULTS.find((value) => value === answer.result) ?? 'unknown';
  const score = typeof answer.sendex === 'number' ? Math.min(1, Math.max(0, answer.sendex)) : 0.5;
  return { score, result, reason: answer.reason ?? result };
}

/** The verifier the /verifyEmail route uses. */
export function createEmailVerifier(options: EmailVerifierOptions): EmailVerifier {
  const timeoutMs = options.timeoutMs ?? 3000;
  const resolveMx: ResolveMx = options.resolveMx ?? ((domain) => dns.resolveMx(domain));
  const { remote } = options;
  if (remote) {
    const fetcher = options.fetch ?? fetch;
    return (email) => checkRemotely(email, remote, fetcher, timeoutMs);
  }
  return (email) => checkLocally(email, resolveMx, timeoutMs);
}
