/**
 * Campaign automation benchmark (issue #17): the automation step after a daily run — plan + push — for 100
 * subscriptions over a day's intake of 10,000 new leads, against the local HubSpot, Drip and Constant Contact
 * emulators, with each provider's documented rate limit kept by the push run's budgets.
 *
 *   npm run bench:campaigns -- --database campaign_bench
 *
 * Options: --server-url (default postgres://postgres@127.0.0.1:5432), --leads 50000 (the seeded set, reused when
 * already there), --new-leads 10000, --organisations 10, --subscriptions 100, --seed 1, --budget-seconds 60 (the
 * push run stops claiming after this; what is left waits for the next run).
 * Prints the plan and push times, the pushes per provider (made and still waiting), the most calls any
 * organisation made to a provider in any window of that provider's limit, and checks that no contact entered a
 * campaign twice.
 */
import { parseArgs } from 'node:util';
import { AUDIENCE_CATEGORIES, INTEGRATION_KINDS, permissionsFor, ROLES } from '@agencyscout/contracts';
import { startConstantContactEmulator, startDripEmulator, startHubspotEmulator } from '@agencyscout/emulators/crm';
import { sql } from 'kysely';
import type { Identity } from '../apps/server/src/auth/identity.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openDatabase } from '../apps/server/src/db/database.ts';
import { createSecretBox } from '../apps/server/src/lib/secrets.ts';
import {
  planCampaignPushes,
  pushDueCampaignContacts,
} from '../apps/server/src/modules/campaign-automations/automation-run.ts';
import { PROVIDER_RATE_LIMITS } from '../apps/server/src/modules/integrations/connections.ts';
import { syncConstantContactCampaigns } from '../apps/server/src/modules/integrations/constant-contact-service.ts';
import { dripCampaigns } from '../apps/server/src/modules/integrations/drip-service.ts';
import { syncHubspot } from '../apps/server/src/modules/integrations/hubspot-service.ts';
import { replaceDemoData } from '../apps/server/src/seed/demo-data.ts';
import { DEMO_SOURCE } from '../apps/server/src/seed/demo-records.ts';
import { countDemoLeads } from '../apps/server/src/seed/demo-repository.ts';
import { ensurePostgresDatabase } from './bench-database.ts';

const { values: args } = parseArgs({
  options: {
    'server-url': { type: 'string', default: 'postgres://postgres@127.0.0.1:5432' },
    database: { type: 'string', default: 'campaign_bench' },
    leads: { type: 'string', default: '50000' },
    'new-leads': { type: 'string', default: '10000' },
    organisations: { type: 'string', default: '10' },
    subscriptions: { type: 'string', default: '100' },
    seed: { type: 'string', default: '1' },
    'budget-seconds': { type: 'string', default: '60' },
  },
});

const say = (line: string) => console.log(`[${(performance.now() / 1000).toFixed(1).padStart(6)} s] ${line}`);
const KEYWORDS = ['nurse', 'engineer', 'manager', 'developer', 'analyst', 'driver', 'sales', 'accountant', '', ''];
const PROVIDERS = [INTEGRATION_KINDS.hubspot, INTEGRATION_KINDS.drip, INTEGRATION_KINDS.constantContact] as const;

async function main(): Promise<void> {
  const url = await ensurePostgresDatabase(args['server-url'] as string, args.database as string);
  const [hubspot, drip, constantContact] = await Promise.all([
    startHubspotEmulator(),
    startDripEmulator(),
    startConstantContactEmulator(),
  ]);
  // Each emulator stands for one provider account, with that account's limit; here it serves every benchmark
  // organisation (one account each), so its own limit is raised and the limit per account is checked on its
  // call log instead.
  const organisationCount = Number(args.organisations);
  drip.state.hourlyLimit = 3600 * organisationCount;
  constantContact.state.perSecondLimit = 4 * organisationCount;
  constantContact.state.perDayLimit = 10_000 * organisationCount;
  const config = loadConfig(
    {
      ...process.env,
      DATABASE_URL: url,
      APP_SECRET: 'campaign-bench-secret-campaign-bench-secret',
      HUBSPOT_API_URL: hubspot.url,
      DRIP_API_URL: drip.url,
      CONSTANT_CONTACT_API_URL: `${constantContact.url}/v3`,
      CONSTANT_CONTACT_CLIENT_ID: constantContact.clientId,
      CONSTANT_CONTACT_CLIENT_SECRET: constantContact.clientSecret,
      CONSTANT_CONTACT_AUTH_URL: `${constantContact.url}/oauth2/default/v1`,
      LOG_LEVEL: 'error',
    },
    { dotenv: false },
  );
  const database = await openDatabase(config.database);
  const { db } = database;
  const deps = { db, config, box: createSecretBox(config) };
  try {
    const leads = Number(args.leads);
    if ((await countDemoLeads(db, DEMO_SOURCE)) !== leads) {
      say(`seeding ${leads.toLocaleString('en-US')} demo leads…`);
      await replaceDemoData(db, { leads, seed: Number(args.seed) });
    }
    await db.deleteFrom('campaignPushes').execute();
    await db.deleteFrom('campaignSubscriptions').execute();
    await db.deleteFrom('organizations').where('name', 'like', 'Campaign bench %').execute();

    // A day's intake: the newest N leads first seen in the last 20 hours, the rest days before.
    const newLeads = Number(args['new-leads']);
    await sql`UPDATE leads SET first_seen_at = now() - interval '3 days'`.execute(db);
    await sql`UPDATE leads SET first_seen_at = now() - random() * interval '20 hours'
      WHERE id IN (SELECT id FROM leads ORDER BY id DESC LIMIT ${newLeads})`.execute(db);
    await sql`VACUUM (ANALYZE) leads`.execute(db);
    say(`${newLeads.toLocaleString('en-US')} of ${leads.toLocaleString('en-US')} leads are new`);

    const organisations = Number(args.organisations);
    const owners: Identity[] = [];
    for (let index = 0; index < organisations; index += 1) {
      const org = await db
        .insertInto('organizations')
        .values({ name: `Campaign bench ${index}`, plan: 'agency', isNewIntegrations: true })
        .returning('id')
        .executeTakeFirstOrThrow();
      const email = `owner${index}@campaign-bench.example`;
      const user = await db
        .insertInto('users')
        .values({ orgId: org.id, email, name: `Owner ${index}`, role: ROLES.COMPANY_ADMIN })
        .returning('id')
        .executeTakeFirstOrThrow();
      const identity: Identity = {
        userId: user.id,
        orgId: org.id,
        email,
        role: ROLES.COMPANY_ADMIN,
        plan: 'agency',
        permissions: permissionsFor('agency', ROLES.COMPANY_ADMIN),
        via: 'apiKey',
        sessionId: null,
        signInId: null,
        subscriptionEnd: null,
      };
      owners.push(identity);
      await connect(deps, org.id, index, { hubspot, drip, constantContact });
      await syncHubspot(deps, org.id, 'workflows');
      await dripCampaigns(deps, identity);
      await syncConstantContactCampaigns(deps, org.id);
    }
    const campaigns = await db
      .selectFrom('integrationItems')
      .select(['orgId', 'kind', 'externalId', 'name'])
      .where('itemType', 'in', [0, 5])
      .where('visible', '=', true)
      .execute();

    const subscriptions = Number(args.subscriptions);
    const since = new Date(Date.now() - 24 * 3_600_000);
    for (let index = 0; index < subscriptions; index += 1) {
      const owner = owners[index % organisations] as Identity;
      const kind = PROVIDERS[index % PROVIDERS.length] as number;
      const campaign = campaigns.find((item) => item.orgId === owner.orgId && item.kind === kind);
      if (!campaign) throw new Error(`no campaign of kind ${kind} synced`);
      const keyWords = KEYWORDS[index % KEYWORDS.length];
      const search = await db
        .insertInto('savedSearches')
        .values({
          orgId: owner.orgId,
          userId: owner.userId,
          name: `Bench search ${index}`,
          query: JSON.stringify(keyWords ? { keyWords } : { employmentType: ['Contract'] }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('campaignSubscriptions')
        .values({
          orgId: owner.orgId,
          userId: owner.userId,
          savedSearchId: Number(search.id),
          integrationKind: kind,
          campaignId: campaign.externalId,
          campaignName: campaign.name,
          category: AUDIENCE_CATEGORIES[index % AUDIENCE_CATEGORIES.length] as string,
          leadType: 'agency',
          plannedUntil: since,
        })
        .execute();
    }
    say(`${subscriptions} subscriptions over ${organisations} organisations (HubSpot, Drip, Constant Contact)`);

    const planStart = performance.now();
    const planned = await planCampaignPushes(db);
    const planMs = performance.now() - planStart;
    say(
      `plan: ${planned.planned} pushes, ${planned.skipped} skipped, ${planned.errors} errors in ${(planMs / 1000).toFixed(2)} s`,
    );
    const pushStart = performance.now();
    const pushed = await pushDueCampaignContacts(deps, { budgetMs: Number(args['budget-seconds']) * 1000 });
    const pushMs = performance.now() - pushStart;
    say(`push: ${JSON.stringify(pushed)} in ${(pushMs / 1000).toFixed(2)} s`);
    await report(db, planMs + pushMs, { hubspot, drip, constantContact });
  } finally {
    await database.close();
    await Promise.all([hubspot.close(), drip.close(), constantContact.close()]);
  }
}

type Emulators = {
  hubspot: Awaited<ReturnType<typeof startHubspotEmulator>>;
  drip: Awaited<ReturnType<typeof startDripEmulator>>;
  constantContact: Awaited<ReturnType<typeof startConstantContactEmulator>>;
};

/** Stores a connection whose tokens the emulators accept (the sign-in itself is measured by the tests). */
async function connect(
  deps: { db: Awaited<ReturnType<typeof openDatabase>>['db']; box: ReturnType<typeof createSecretBox> },
  orgId: string,
  index: number,
  emulators: Emulators,
): Promise<void> {
  const far = new Date(Date.now() + 24 * 3_600_000);
  const tokens = {
    [INTEGRATION_KINDS.hubspot]: `hubspot-bench-${index}`,
    [INTEGRATION_KINDS.drip]: `drip-bench-${index}`,
    [INTEGRATION_KINDS.constantContact]: `cc-bench-${index}`,
  };
  emulators.hubspot.state.accessTokens.set(tokens[INTEGRATION_KINDS.hubspot], far.getTime());
  emulators.drip.state.accessTokens.add(tokens[INTEGRATION_KINDS.drip]);
  emulators.constantContact.state.accessTokens.set(tokens[INTEGRATION_KINDS.constantContact], far.getTime());
  for (const kind of PROVIDERS) {
    await deps.db
      .insertInto('integrationConnections')
      .values({
        orgId,
        kind,
        accessTokenSealed: deps.box.encrypt(tokens[kind]),
        refreshTokenSealed: kind === INTEGRATION_KINDS.drip ? null : deps.box.encrypt(`refresh-${tokens[kind]}`),
        accessExpiresAt: kind === INTEGRATION_KINDS.drip ? null : far,
        externalAccountId: kind === INTEGRATION_KINDS.drip ? emulators.drip.state.accountId : null,
        connectedAt: new Date(),
      })
      .execute();
  }
}

async function report(db: Awaited<ReturnType<typeof openDatabase>>['db'], totalMs: number, emulators: Emulators) {
  const rows = await sql<{ kind: number; status: string; count: string }>`
    SELECT integration_kind AS kind, status, count(*) FROM campaign_pushes GROUP BY 1, 2 ORDER BY 1, 2`.execute(db);
  for (const row of rows.rows) say(`  provider ${row.kind}: ${row.status} ${row.count}`);
  // The busiest window of each provider's limit, per account (organisation), from the emulators' call logs.
  const logs = { 0: emulators.hubspot.callLog, 4: emulators.drip.callLog, 2: emulators.constantContact.callLog };
  for (const kind of PROVIDERS) {
    const limit = PROVIDER_RATE_LIMITS[kind];
    if (!limit) continue;
    const windowMs = limit.seconds * 1000;
    let busiest = 0;
    const byAccount = new Map<string, number[]>();
    for (const entry of logs[kind]) {
      if (!entry.account) continue;
      const times = byAccount.get(entry.account) ?? [];
      times.push(entry.at);
      byAccount.set(entry.account, times);
    }
    for (const times of byAccount.values()) {
      let first = 0;
      for (let last = 0; last < times.length; last += 1) {
        while ((times[last] as number) - (times[first] as number) >= windowMs) first += 1;
        busiest = Math.max(busiest, last - first + 1);
      }
    }
    say(
      `  provider ${kind}: busiest ${limit.seconds} s window of one account: ${busiest} calls (limit ${limit.calls})`,
    );
  }
  const twice = await sql<{ count: string }>`
    SELECT count(*) FROM (SELECT p.org_id, p.integration_kind, p.campaign_id, lower(c.email)
      FROM campaign_pushes p JOIN contacts c ON c.id = p.contact_id WHERE p.status = 'pushed'
      GROUP BY 1, 2, 3, 4 HAVING count(*) > 1) twice`.execute(db);
  say(`e-mails pushed twice into one campaign of one organisation: ${twice.rows[0]?.count ?? 0}`);
  say(`automation step (plan + push): ${(totalMs / 1000).toFixed(2)} s (target ≤ 60 s)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
