/**
 * The login page of the built-in provider (prospecting-core §2.1): e-mail + password checked
 * against argon2id hashes, limited per address + account, per account and per address (login-limits.ts), one
 * generic message for a wrong e-mail or password; a limited attempt is told in minutes when to try again.
 */
import { MESSAGES, text } from '@agencyscout/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../../db/kysely.ts';
import { findUserByEmail, recordLogin } from '../identity-repository.ts';
import { decoyPasswordHash, verifyPassword } from '../passwords.ts';
import type { LoginLimits, LoginRefusal } from './login-limits.ts';
import { loginPage, messagePage } from './pages.ts';

const paramsSchema = z.object({ uid: text().min(1).max(100) });
const loginFormSchema = z.object({
  email: text().trim().max(320).default(''),
  password: text().max(1024).default(''),
});

const SUBSCRIPTION_ENDED = 'Your subscription has ended. Please contact your account manager to renew it.';

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.status(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** The login page's text for a limited attempt: whose limit it is and when to try again. */
function limitedMessage(refusal: LoginRefusal): string {
  return refusal.scope === 'address'
    ? MESSAGES.tooManyFailuresFromAddress(refusal.retryAfterSeconds)
    : MESSAGES.tooManyAttempts(refusal.retryAfterSeconds);
}

/** Checks credentials; the same generic answer for an unknown e-mail and a wrong password. */
async function checkCredentials(db: Db, email: string, password: string) {
  const user = email ? await findUserByEmail(db, email) : undefined;
  const passwordOk = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), password);
  if (!user?.isActive || !user.passwordHash || !passwordOk)
    return { ok: false as const, error: MESSAGES.invalidCredentials };
  if (user.subscriptionEnd && user.subscriptionEnd.getTime() < Date.now())
    return { ok: false as const, error: SUBSCRIPTION_ENDED };
  return { ok: true as const, userId: user.userId };
}

export function registerInteractionRoutes(
  app: FastifyInstance,
  options: { db: Db; provider: Provider; loginLimits: LoginLimits },
): void {
  const { db, provider, loginLimits } = options;

  const expired = (reply: FastifyReply) =>
    sendHtml(reply, 400, messagePage('Sign-in expired', 'This sign-in page has expired. Please start again.'));

  app.get('/interaction/:uid', async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) return expired(reply);
    const { uid } = params.data;
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (!details || details.uid !== uid) return expired(reply);
    if (details.prompt.name === 'login') return sendHtml(reply, 200, loginPage({ uid }));
    // Consent is implicit for the first-party app (loadExistingGrant); finish whatever else is asked.
    reply.hijack();
    await provider.interactionFinished(request.raw, reply.raw, {}, { mergeWithLastSubmission: true });
  });

  app.post('/interaction/:uid/login', async (request, reply) => {
    const params = paramsSchema.safeParse(request.params);
    if (!params.success) return expired(reply);
    const { uid } = params.data;
    const form = loginFormSchema.safeParse(request.body ?? {});
    const email = form.success ? form.data.email : '';
    const refusal = await loginLimits.admit(request.ip, email);
    if (refusal) {
      request.log.warn({ uid, limit: refusal.scope, retryAfterSeconds: refusal.retryAfterSeconds }, 'sign-in limited');
      reply.header('retry-after', String(refusal.retryAfterSeconds));
      return sendHtml(reply, 429, loginPage({ uid, email, error: limitedMessage(refusal) }));
    }
    const details = await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined);
    if (!details || details.uid !== uid) return expired(reply);
    if (!form.success) return sendHtml(reply, 400, loginPage({ uid, error: form.error.issues[0]?.message }));
    const result = await checkCredentials(db, email, form.data.password);
    if (!result.ok) {
      await loginLimits.recordFailure(request.ip, email);
      request.log.info({ uid }, 'sign-in refused');
      return sendHtml(reply, 401, loginPage({ uid, email, error: result.error }));
    }
    await Promise.all([recordLogin(db, result.userId), loginLimits.recordSuccess(request.ip, email)]);
    reply.hijack();
    await provider.interactionFinished(
      request.raw,
      reply.raw,
      { login: { accountId: result.userId } },
      { mergeWithLastSubmission: false },
    );
  });
}
