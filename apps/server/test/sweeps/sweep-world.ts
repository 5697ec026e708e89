/**
 * The world the sweeps run in: one application on a fresh test database, a small lead catalogue, organisations
 * of every plan, organisation A's integration objects (integration-targets.ts: the five CRMs connected through
 * their emulators, crm-connections.ts; a campaign subscription; CRM ids on the catalogue's contact), and fresh
 * signed-in users (with a registered session) of any demo role and plan on demand.
 */
import { randomUUID } from 'node:crypto';
import { csvMappingSchema, type Plan, ROLES, type Role, SESSION_HEADER } from '@agencyscout/contracts';
import { hashPassword } from '../../src/auth/passwords.ts';
import { insertRun } from '../../src/modules/feed-imports/repository.ts';
import { refreshAllTips } from '../../src/modules/tips/refresh-service.ts';
import { insertCompany, insertContact, insertLead } from '../helpers/lead-fixtures.ts';
import { createTestApp, mintAccessToken, TEST_PASSWORD, type TestContext, type TestUser } from '../helpers/test-app.ts';
import { startCrmEmulators } from './crm-connections.ts';
import { createIntegrationTargets } from './integration-targets.ts';
import { createRouteRecorder } from './registered-routes.ts';
import type {
  Caller,
  IntegrationTargets,
  OrganisationKey,
  SweepActor,
  SweepFixtures,
  SweepMethod,
  SweepWorld,
} from './sweep-types.ts';

const ACTOR_ACCOUNTS: Record<Exclude<SweepActor, 'anonymous'>, { org: OrganisationKey; role: Role }> = {
  admin: { org: 'A', role: ROLES.COMPANY_ADMIN },
  member: { org: 'A', role: ROLES.MEMBER },
  openweb: { org: 'openweb', role: ROLES.COMPANY_ADMIN },
  demo: { org: 'demo', role: ROLES.MEMBER },
  trial: { org: 'trial', role: ROLES.MEMBER },
  staff: { org: 'staff', role: ROLES.ADMIN },
};

const ORGANISATION_PLANS: Record<OrganisationKey, Plan> = {
  A: 'agency',
  B: 'agency',
  C: 'agency',
  openweb: 'openweb',
  demo: 'demo',
  trial: 'trial',
  staff: 'agency',
};

let userSequence = 0;

async function insertOrganisations(context: TestContext): Promise<Record<OrganisationKey, string>> {
  const rows = await context.db
    .insertInto('organizations')
    .values(
      (Object.keys(ORGANISATION_PLANS) as OrganisationKey[]).map((key) => ({
        name: `Sweep ${key}`,
        plan: ORGANISATION_PLANS[key],
        maxUsers: 1000,
        subscriptionStart: new Date(Date.now() - 86_400_000),
        subscriptionEnd: new Date(Date.now() + 30 * 86_400_000),
      })),
    )
    .returning(['id', 'name'])
    .execute();
  return Object.fromEntries(rows.map((row) => [row.name.replace('Sweep ', ''), row.id])) as Record<
    OrganisationKey,
    string
  >;
}

async function insertCatalogue(
  context: TestContext,
): Promise<
  Omit<
    SweepFixtures,
    'caller' | keyof IntegrationTargets | 'importRunId' | 'checkedImportRunId' | 'finishedImportRunId'
  >
> {
  const db = context.db;
  const companyId = await insertCompany(db, { name: 'Sweep Health Systems' });
  // Its web domain lets 'Find people' search the contact-data provider (issue #32).
  await db.updateTable('companies').set({ domain: 'sweephealth.example' }).where('id', '=', companyId).execute();
  const agencyLeadId = await insertLead(db, { title: 'Sweep Nurse', companyId, companyName: 'Sweep Health Systems' });
  const openWebLeadId = await insertLead(db, {
    title: 'Sweep Open Web Analyst',
    companyId,
    companyName: 'Sweep Health Systems',
    leadType: 'OpenWeb',
  });
  const contactId = await insertContact(db, {
    companyId,
    firstName: 'Casey',
    lastName: 'Contact',
    email: 'casey@sweep.example',
  });
  const otherCompanyId = await insertCompany(db, { name: 'Sweep Logistics' });
  await insertLead(db, { title: 'Sweep Driver', companyId: otherCompanyId, companyName: 'Sweep Logistics' });
  await refreshAllTips(db);
  const tips = await db.selectFrom('agencyTips').select(['id', 'companyId']).execute();
  const tipOf = (id: number) => Number(tips.find((tip) => Number(tip.companyId) === id)?.id);
  const sources = await db
    .insertInto('sources')
    .values(
      ['sweep-health', 'sweep-removable'].map((token) => ({
        kind: 'greenhouse' as const,
        token,
        url: `https://boards.greenhouse.io/${token}`,
        leadType: 'OpenWeb' as const,
        pollIntervalMinutes: 60,
        enabled: false,
      })),
    )
    .returning('id')
    .execute();
  return {
    sourceId: Number(sources[0]?.id),
    removableSourceId: Number(sources[1]?.id),
    companyId,
    agencyLeadId,
    openWebLeadId,
    contactId,
    tipId: tipOf(companyId),
    privateTipId: tipOf(otherCompanyId),
  };
}

/** The sweep's feed upload: one CSV file, multipart (the upload route's body). */
export const SWEEP_FEED = 'Job Title,Company\r\nSweep Welder,Sweep Fabrication\r\n';
export const SWEEP_UPLOAD_BOUNDARY = 'sweep-boundary-31';
export const SWEEP_UPLOAD_BODY = [
  `--${SWEEP_UPLOAD_BOUNDARY}`,
  'Content-Disposition: form-data; name="files"; filename="sweep-feed.csv"',
  'Content-Type: text/csv',
  '',
  SWEEP_FEED,
  `--${SWEEP_UPLOAD_BOUNDARY}--`,
  '',
].join('\r\n');

/** Three feed imports of the staff organisation (the import routes' fixtures). */
async function insertImportRuns(context: TestContext, orgId: string) {
  const run = {
    orgId,
    userId: null,
    feedName: 'Sweep Feed',
    files: [{ name: 'sweep-feed.csv', content: Buffer.from(SWEEP_FEED) }],
    columns: ['Job Title', 'Company'],
    sample: [['Sweep Welder', 'Sweep Fabrication']],
    mapping: csvMappingSchema.parse({ columns: { title: 'Job Title', company: 'Company' } }),
    mappingOrigin: 'suggested' as const,
  };
  const importRunId = await insertRun(context.db, run);
  const checkedImportRunId = await insertRun(context.db, run);
  const finishedImportRunId = await insertRun(context.db, run);
  await context.db.updateTable('importRuns').set({ status: 'checked' }).where('id', '=', checkedImportRunId).execute();
  await context.db
    .updateTable('importRuns')
    .set({ status: 'succeeded', rejects: Buffer.from('file,line,reason,data\nsweep-feed.csv,3,no title,{}\n') })
    .where('id', '=', finishedImportRunId)
    .execute();
  return { importRunId, checkedImportRunId, finishedImportRunId };
}

/** Builds the world; every sweep file calls this once in beforeAll. */
export async function createSweepWorld(): Promise<SweepWorld> {
  // The sweeps send thousands of requests from one address: the rate limits have their own tests.
  // Every CRM is its local emulator: organisation A connects to all five (crm-connections.ts).
  const crm = await startCrmEmulators();
  const routes = createRouteRecorder();
  const context = await createTestApp(
    { RATE_LIMIT_MAX: '1000000', LOGIN_RATE_LIMIT_MAX: '1000000', ...crm.env },
    { onRoute: routes.onRoute },
  );
  const organisations = await insertOrganisations(context);
  // Completed with organisation A's integration objects below, once users can call the API.
  const catalogue = {
    ...(await insertCatalogue(context)),
    ...(await insertImportRuns(context, organisations.staff)),
  } as Omit<SweepFixtures, 'caller'>;
  const passwordHash = await hashPassword(TEST_PASSWORD);

  const call: SweepWorld['call'] = (caller, method, request) => {
    const headers: Record<string, string> = {};
    if (caller) {
      headers.authorization = `Bearer ${caller.token}`;
      headers[SESSION_HEADER.toLowerCase()] = caller.sessionId;
    }
    Object.assign(headers, request.headers);
    let payload: string | Buffer | undefined;
    if (request.body !== undefined) {
      headers['content-type'] = request.contentType ?? 'application/json';
      const raw = typeof request.body === 'string' || Buffer.isBuffer(request.body);
      payload = raw ? (request.body as string | Buffer) : JSON.stringify(request.body);
    }
    return context.app.inject({ method, url: request.path, query: request.query, headers, payload });
  };

  const newCaller = async (org: OrganisationKey, role: Role = ROLES.MEMBER): Promise<Caller> => {
    userSequence += 1;
    const email = `sweep-${org.toLowerCase()}-${userSequence}-${randomUUID().slice(0, 8)}@sweep.example`;
    const orgId = organisations[org];
    const { id } = await context.db
      .insertInto('users')
      .values({ orgId, email, name: `Sweep ${org} ${userSequence}`, role, passwordHash })
      .returning('id')
      .executeTakeFirstOrThrow();
    const user: TestUser = { userId: id, orgId, email, role, plan: ORGANISATION_PLANS[org] };
    const caller: Caller = {
      user,
      token: await mintAccessToken(context, user, { session: false }),
      sessionId: randomUUID(),
    };
    const registered = await call(caller, 'POST', { path: '/api/v1/sessions', body: { id: caller.sessionId } });
    if (registered.statusCode !== 201) throw new Error(`session registration failed: ${registered.body}`);
    // Search the catalogue first, as a recruiter does: limited views (demo, trial) open only the leads and tips
    // a result page showed them; an unshown one answers 404 (leads/limited-view.integration.test.ts,
    // tips/tips.integration.test.ts).
    for (const leadType of ['Agency', 'OpenWeb']) {
      await call(caller, 'GET', { path: '/api/v1/leads', query: { keyWords: 'Sweep', leadType } });
    }
    await call(caller, 'GET', { path: '/api/v1/agencytips', query: { keyword: 'Sweep' } });
    return caller;
  };

  const fixturesFor = (caller: Caller | null): SweepFixtures => ({
    ...catalogue,
    caller: caller
      ? { userId: caller.user.userId, orgId: caller.user.orgId, sessionId: caller.sessionId }
      : { userId: randomUUID(), orgId: randomUUID(), sessionId: randomUUID() },
  });

  const newActor = (actor: Exclude<SweepActor, 'anonymous'>) =>
    newCaller(ACTOR_ACCOUNTS[actor].org, ACTOR_ACCOUNTS[actor].role);

  const world: SweepWorld = {
    context,
    organisations,
    catalogue,
    registeredRoutes: routes.keys,
    fixturesFor,
    newCaller,
    newActor,
    call,
    close: async () => {
      await context.close();
      await crm.close();
    },
  };
  Object.assign(catalogue, await createIntegrationTargets(world, crm));
  return world;
}

/** Splits a table key into its method and OpenAPI path. */
export function parseRouteKey(key: string): { method: SweepMethod; path: string } {
  const [method, path] = key.split(' ') as [SweepMethod, string];
  return { method, path };
}
