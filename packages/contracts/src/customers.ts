/**
 * Manage Customers, the provider staff's customer admin (outreach-integrations-admin §2 'Manage Customers',
 * §3 'Customer (admin)' and 'New customer', §4 demo upgrade and new-customer defaults, §5 password, §7 'Manage
 * users and admin' and 'Account and user', §8): POST/GET/PUT /manageusers/member, POST /manageusers/upgradeDemo/{id},
 * PUT /manageusers/date, PUT /recruiter/{id}, POST /user/set4user, GET /integrations/toggle, and the audit log
 * GET /managecustomers/audit. Staff only (create:member). PascalCase wire names of the spec and camelCase both work.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, EMAIL_TEXTS, newPasswordSchema, PASSWORD_TEXTS } from './account.ts';
import { PLANS } from './permissions.ts';
import { text } from './text.ts';
import { camelKeys } from './wire-names.ts';

/** §3: plan type 7 is a demo account. */
export const DEMO_PLAN_TYPE = 7;
/** §4, §9: a new customer's subscription runs 6 months from today. */
export const NEW_CUSTOMER_SUBSCRIPTION_MONTHS = 6;
/** §9 countries. */
export const CUSTOMER_COUNTRIES = ['US', 'CA'] as const;
/** Seats a customer may be given (ours). */
export const CUSTOMER_MAX_USERS_LIMIT = 1000;
export const AUDIT_PAGE_SIZE = 10;
/** Customers found by one e-mail look-up (ours). */
export const CUSTOMER_LOOKUP_LIMIT = 20;

export const CUSTOMER_TEXTS = {
  title: 'Manage Customers',
  movingNotice:
    'Customer administration is moving to a separate admin site. This page keeps working until the move is complete.',
  userUpgraded: 'User upgraded successfully',
  internalServerError: 'Internal server error',
  unknownError: 'Unknown error',
  userUpdated: 'User updated successfully',
  internalError: 'Internal Error',
  userCreated: 'User created successfully',
  already41: 'User already has a 4.1 account',
  notDemo: 'This account is not a demo account',
  customerCreated: 'Customer created',
  emailTaken: 'A user with this e-mail already exists',
  passwordChanged: 'Password changed',
  integrationToggled: 'Integration version changed',
  required: 'This field is required',
  badEmail: EMAIL_TEXTS.invalid,
  endBeforeStart: 'The end date cannot be before the start date',
  passwordRules: PASSWORD_TEXTS.rules,
  passwordMismatch: PASSWORD_TEXTS.mismatch,
  lookupLabel: 'Look up by e-mail',
  noCustomers: 'No customer found with this e-mail',
  auditTitle: 'Audit log',
  requestsTitle: 'Research requests',
} as const;

/**
 * What the audit log shows for each staff action; the stored names ('upgrade-demo', …) stay as the API answers
 * them.
 */
export const AUDIT_ACTION_LABELS: Readonly<Record<string, string>> = {
  'create-customer': 'Created customer',
  'change-password': 'Changed password',
  'upgrade-demo': 'Upgraded demo account',
  'change-end-date': 'Changed end date',
  'update-recruiter': 'Changed company details',
  'create-4.1-account': 'Created 4.1 account',
  'toggle-integrations': 'Switched integrations version',
};

const emailSchema = text().trim().toLowerCase().max(254).regex(EMAIL_PATTERN, CUSTOMER_TEXTS.badEmail);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the format YYYY-MM-DD');
const idSchema = z.uuid();

/** Body of POST /manageusers/member (§3 'New customer'). Dates default per §4 on the server when left out. */
export const newCustomerSchema = z.preprocess(
  camelKeys,
  z
    .object({
      emailId: emailSchema,
      companyName: text().trim().min(1, CUSTOMER_TEXTS.required).max(200),
      contactPerson: text().trim().min(1, CUSTOMER_TEXTS.required).max(200),
      phoneNumber: text().trim().max(40).default(''),
      demo: z.boolean().default(false),
      location: text().trim().max(200).default(''),
      country: z.enum(CUSTOMER_COUNTRIES).default('US'),
      state: text().trim().max(100).default(''),
      city: text().trim().max(100).default(''),
      subscriptionDate: isoDay.optional(),
      subscriptionEndDate: isoDay.optional(),
      noOfusers: z.number().int().min(1).max(CUSTOMER_MAX_USERS_LIMIT).default(5),
    })
    .refine(
      (body) =>
        !body.subscriptionDate || !body.subscriptionEndDate || body.subscriptionDate <= body.subscriptionEndDate,
      { message: CUSTOMER_TEXTS.endBeforeStart, path: ['subscriptionEndDate'] },
    ),
);
export type NewCustomer = z.input<typeof newCustomerSchema>;
export type ParsedNewCustomer = z.output<typeof newCustomerSchema>;

export const customerLookupQuerySchema = z.object({ email: text().trim().min(2).max(254) });

/** Body of PUT /manageusers/member: a user's new password (§5 rules). */
export const customerPasswordSchema = z.preprocess(
  camelKeys,
  z.object({
    email: emailSchema,
    password: newPasswordSchema,
  }),
);

/** Body of PUT /manageusers/date: the organisation's new subscription end (a day, UTC). */
export const customerEndDateSchema = z.preprocess(camelKeys, z.object({ endDate: isoDay, recruiterId: idSchema }));

/** Body of PUT /recruiter/{id}: exactly one field of the organisation (the spec's 'one field'). */
export const recruiterFieldSchema = z.preprocess(
  camelKeys,
  z.union([
    z.object({ noOfusers: z.number().int().min(1).max(CUSTOMER_MAX_USERS_LIMIT) }).strict(),
    z.object({ companyName: text().trim().min(1).max(200) }).strict(),
    z.object({ contactPerson: text().trim().max(200) }).strict(),
    z.object({ phoneNumber: text().trim().max(40) }).strict(),
  ]),
);
export type RecruiterField = z.input<typeof recruiterFieldSchema>;

export const recruiterIdParamsSchema = z.object({ id: idSchema });
export const userIdParamsSchema = z.object({ id: idSchema });
export const set4UserSchema = z.preprocess(camelKeys, z.object({ userId: idSchema }));
export const integrationToggleQuerySchema = z.object({ id: idSchema });

/** One user of a customer (§3 'Recruiters.RecruitersUser'). */
export const customerUserSchema = z.object({
  userId: z.string(),
  emailId: z.string(),
  userType: z.number().int(),
  isActive: z.boolean(),
  lastLoginDate: z.string().nullable(),
});

/** §3 'Customer (admin)'. `planType` is 7 for a demo account, else 1; `subscriptionType` names the plan. */
export const customerSchema = z.object({
  userId: z.string(),
  createdDate: z.string(),
  recruiterId: z.string(),
  emailId: z.string(),
  userType: z.number().int(),
  isdeleted: z.boolean(),
  deletedDate: z.string().nullable(),
  isActive: z.boolean(),
  subscriptionEndDate: z.string().nullable(),
  planType: z.number().int(),
  subscriptionType: z.enum(PLANS),
  isNewIntegrations: z.boolean(),
  recruiters: z.object({
    companyName: z.string(),
    contactPerson: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    noOfusers: z.number().int(),
    recruitersUser: z.array(customerUserSchema),
  }),
});
export type Customer = z.infer<typeof customerSchema>;

export const customersResponseSchema = z.object({ customers: z.array(customerSchema) });
export const customerResponseSchema = z.object({ customer: customerSchema, message: z.string() });
export type CustomerResponse = z.infer<typeof customerResponseSchema>;
export const messageResponseSchema = z.object({ message: z.string() });

export const auditQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce.number().int().min(1).max(100).default(AUDIT_PAGE_SIZE),
});

export const auditEntrySchema = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  targetEmail: z.string().nullable(),
  targetOrganization: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditResponseSchema = z.object({ total: z.number().int(), entries: z.array(auditEntrySchema) });
export type AuditResponse = z.infer<typeof auditResponseSchema>;
