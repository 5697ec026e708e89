/**
 * The campaign automation run (issue #17; prospecting-core §2.6 'Outbound Campaigns'; outreach-integrations-admin
 * §4 'Campaign subscription' and automatic interactions), in two steps run by the job after each alert run:
 * 1. plan: for each subscription, the companies of the saved search's leads first seen since its watermark, and
 *    of their contacts those in the audience category become pending pushes — one row per contact and campaign,
 *    written with the watermark in one transaction, so a crash or re-run plans nothing twice;
 * 2. push: due pending pushes are claimed on a lease, sent, and recorded with
 *    their CRM id and automatic interaction in one transaction guarded by the pending status. Each provider call
 *    waits for that provider's call limit of the organisation's account (provider-http.ts). A worker killed
 *    mid-push leaves the row to be claimed again after the lease; every provider push finds before it creates,
 *    so the retry adds no duplicate, and the interaction is logged once.
 */
import { CAMPAIGN_PUSH_RETRY_LIMIT, type LeadType, permissionsFor } from '@agencyscout/contracts';
import type { Db } from '../../db/kysely.ts';
import { AppError } from '../../lib/errors.ts';
import { filtersOfQuery } from '../alerts/service.ts';
import type { IntegrationDeps } from '../integrations/connections.ts';
import { findContactForPush, saveContactCrmId } from '../integrations/public.ts';
import { logAutomaticInteraction } from '../interactions/service.ts';
import { findNewLeadCompaniesOfSearch } from '../leads/service.ts';
import {
  type ClaimedPush,
  claimDuePushes,
  dropPush,
  listDuePushScopes,
  listSubscriptionsToPlan,
  lockWatermark,
  markAttemptFailed,
  markPushed,
  type PushScope,
  planPushes,
  recordPlanError,
  type SubscriptionToPlan,
  skipPlan,
} from './automation-repository.ts';
import { campaignProvider } from './providers.ts';
import { subscriptionLeadTypes } from './service.ts';

/** Most companies of new leads one subscription plans per run (a broad search's backlog goes in later runs). */
const COMPANIES_PER_RUN = 5000;
const LEAD_TYPE_OF = { agency: 'Agency', openWeb: 'OpenWeb' } as const satisfies Record<string, LeadType>;

export interface PlanResult {
  subscriptions: number;
  planned: number;
  skipped: number;
  errors: number;
}

async function planOne(db: Db, subscription: SubscriptionToPlan, now: Date) {
  const leadType = LEAD_TYPE_OF[subscription.leadType];
  const reader = { userId: subscription.userId, permissions: permissionsFor(subscription.plan, subscription.role) };
  const filters = filtersOfQuery(subscription.query);
  if (!filters || !subscriptionLeadTypes(reader).includes(subscription.leadType)) {
    // Nothing to follow any more: the watermark moves on so no backlog builds up; the reason shows.
    const reason = filters ? "The owner's plan no longer includes these leads" : 'The saved search cannot be read';
    await skipPlan(db, subscription.id, reason, now);
    return { planned: 0, skipped: 0 };
  }
  const companyIds = await findNewLeadCompaniesOfSearch(
    db,
    reader,
    { filters, leadType, since: subscription.plannedUntil, until: now, limit: COMPANIES_PER_RUN },
    now,
  );
  return db.transaction().execute(async (trx) => {
    const watermark = await lockWatermark(trx, subscription.id);
    // Deleted, or planned by another run meanwhile.
    if (!watermark || watermark.getTime() !== subscription.plannedUntil.getTime()) return { planned: 0, skipped: 0 };
    return planPushes(trx, subscription, companyIds, now);
  });
}

/** Step 1: plans the pushes of every subscription whose watermark is before `now`. */
export async function planCampaignPushes(db: Db, now = new Date(), batch = 500): Promise<PlanResult> {
  const result: PlanResult = { subscriptions: 0, planned: 0, skipped: 0, errors: 0 };
  for (;;) {
    const subscriptions = await listSubscriptionsToPlan(db, now, batch);
    for (const subscription of subscriptions) {
      result.subscriptions += 1;
      try {
        const planned = await planOne(db, subscription, now);
        result.planned += planned.planned;
        result.skipped += planned.skipped;
      } catch (error) {
        result.errors += 1;
        await recordPlanError(db, subscription.id, messageOf(error), now);
      }
    }
    if (subscriptions.length < batch) return result;
  }
}

export interface PushOptions {
  /** Pushes one (organisation, provider) pair claims at once. */
  batchSize?: number;
  /** Pushes in flight at once per (organisation, provider) pair (each still waits for its provider's budget). */
  concurrency?: number;
  /** A claimed push is taken again after this long if its worker died (seconds). */
  leaseSeconds?: number;
  /** The run stops claiming after this long (ms); what is left waits for the next run. */
  budgetMs?: number;
  /** The first retry waits this long; each next one four times longer (seconds). */
  retryBaseSeconds?: number;
  /** Called after the provider accepted a push and before it is recorded (tests stop a run here). */
  afterProviderCall?: (push: ClaimedPush) => Promise<void> | void;
}

export interface PushResult {
  pushed: number;
  retried: number;
  failed: number;
  dropped: number;
}

function messageOf(error: unknown): string {
  if (error instanceof AppError) return error.message.slice(0, 500);
  return 'The push failed for an unexpected reason';
}

async function pushOne(deps: IntegrationDeps, push: ClaimedPush, options: PushOptions): Promise<keyof PushResult> {
  const provider = campaignProvider(push.integrationKind);
  const contact = provider && push.ownerId ? await findContactForPush(deps.db, push.contactId) : undefined;
  if (!provider || !push.ownerId || !push.ownerEmail || !contact) {
    await dropPush(deps.db, push.id);
    return 'dropped';
  }
  try {
    // Every call waits for the provider's call limit of this account (provider-http.ts).
    const externalId = await provider.push(deps, push.orgId, push.campaignId, contact);
    await options.afterProviderCall?.(push);
    const owner = { orgId: push.orgId, userId: push.ownerId, email: push.ownerEmail };
    await deps.db.transaction().execute(async (trx) => {
      if (!(await markPushed(trx, push.id, externalId))) return;
      if (provider.crmIdColumn)
        await saveContactCrmId(trx, push.orgId, push.contactId, provider.crmIdColumn, externalId);
      await logAutomaticInteraction(trx, owner, {
        contactId: push.contactId,
        ...provider.interaction(push.campaignName ?? ''),
      });
    });
    return 'pushed';
  } catch (error) {
    const retry = push.attempts < CAMPAIGN_PUSH_RETRY_LIMIT;
    const wait = (options.retryBaseSeconds ?? 30) * 4 ** (push.attempts - 1);
    await markAttemptFailed(deps.db, push, messageOf(error), retry ? new Date(Date.now() + wait * 1000) : null);
    return retry ? 'retried' : 'failed';
  }
}

/**
 * Step 2: pushes the due pending contacts until none is due or the budget is spent. Each (organisation,
 * provider) pair drains its own queue, `concurrency` pushes at a time, all pairs side by side: a provider
 * waiting for its rate limit never holds up another's pushes.
 */
export async function pushDueCampaignContacts(deps: IntegrationDeps, options: PushOptions = {}): Promise<PushResult> {
  const result: PushResult = { pushed: 0, retried: 0, failed: 0, dropped: 0 };
  const startedAt = new Date();
  const deadline = startedAt.getTime() + (options.budgetMs ?? 10 * 60_000);
  const drain = async (scope: PushScope) => {
    while (Date.now() < deadline) {
      // Only pushes due when the run started: a retry this run scheduled waits for a later run.
      const claimed = await claimDuePushes(
        deps.db,
        startedAt,
        options.batchSize ?? 20,
        options.leaseSeconds ?? 300,
        scope,
      );
      if (claimed.length === 0) return;
      const waiting = [...claimed];
      const lane = async () => {
        for (let push = waiting.shift(); push; push = waiting.shift()) result[await pushOne(deps, push, options)] += 1;
      };
      await Promise.all(Array.from({ length: Math.min(options.concurrency ?? 4, claimed.length) }, lane));
    }
  };
  await Promise.all((await listDuePushScopes(deps.db, startedAt)).map(drain));
  return result;
}
