/**
 * Accounts and onboarding (outreach-integrations-admin §2 'Onboarding', 'Account Settings'; §3 'Account data';
 * §5 password and create-user rules; §7 'Account and user'; §8 onboarding texts).
 */
import { z } from 'zod';
import { text } from './text.ts';

/** §9 'password 8'. */
export const PASSWORD_MIN_LENGTH = 8;
/** Longer passwords are refused (argon2 input stays bounded). */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * §5: the password rules of the account reset and the admin change; onboarding uses the same validator
 * without showing the rules. Each rule has the text the reset dialog lists.
 */
export const PASSWORD_RULES = [
  { key: 'length', label: `At least ${PASSWORD_MIN_LENGTH} characters`, test: (value: string) => value.length >= 8 },
  { key: 'upper', label: 'One uppercase letter', test: (value: string) => /\p{Lu}/u.test(value) },
  { key: 'lower', label: 'One lowercase letter', test: (value: string) => /\p{Ll}/u.test(value) },
  { key: 'digit', label: 'One digit', test: (value: string) => /\d/.test(value) },
  {
    key: 'special',
    label: 'One special character',
    test: (value: string) => /[^\p{L}\p{N}\s]/u.test(value),
  },
] as const;

export const PASSWORD_TEXTS = {
  rules:
    'Password must be at least 8 characters and contain an uppercase letter, a lowercase letter, a digit and a special character',
  mismatch: 'Passwords do not match',
  wrongOldPassword: 'The current password is wrong',
  tooLong: `Password must be at most ${PASSWORD_MAX_LENGTH} characters`,
  changed: 'Password changed',
} as const;

/** The shared password validator (§5): true when every rule holds. */
export function isValidPassword(value: string): boolean {
  return value.length <= PASSWORD_MAX_LENGTH && PASSWORD_RULES.every((rule) => rule.test(value));
}

/** A new password: every rule of §5, else 400 with PASSWORD_TEXTS.rules. */
export const newPasswordSchema = z
  .string()
  .max(PASSWORD_MAX_LENGTH, PASSWORD_TEXTS.tooLong)
  .refine(isValidPassword, { message: PASSWORD_TEXTS.rules });

/** §5 'a standard email pattern' (the create-user dialog and every e-mail the API accepts from a form). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_TEXTS = {
  invalid: 'Enter a valid e-mail address',
  taken: 'This e-mail address is already in use',
} as const;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(value);
}

/** An e-mail address of a form: trimmed, the standard pattern, compared without case by the server. */
export const emailAddressSchema = text().trim().max(EMAIL_MAX_LENGTH).regex(EMAIL_PATTERN, EMAIL_TEXTS.invalid);

/** §8 onboarding texts, and the welcome card's. */
export const ONBOARDING_TEXTS = {
  title: 'Welcome to AgencyScout',
  intro: 'Choose a password for your account. You will then sign in with your e-mail address and this password.',
  submit: 'Set Password and Redirect to Login',
  invalidTicket: 'Invalid login ticket',
  linkExpired: 'Link expired',
  tokenExpired: 'Token expired',
  internalError: 'Internal Error',
  success: 'Your password is set. Please sign in.',
  missingLink: 'This page is opened from the invitation e-mail. Ask your account admin for a new invitation.',
  emailSubject: 'You are invited to AgencyScout',
} as const;

/** Invitations expire after this many hours (single use; a newer invitation replaces the older). */
export const INVITATION_TTL_HOURS = 72;

/** Web route of the invitation link: `/onboard/{token}?email=…`. */
export function onboardingPath(token: string, email: string): string {
  return `/onboard/${encodeURIComponent(token)}?email=${encodeURIComponent(email)}`;
}

/**
 * POST /api/v1/user/onboard (§7; no sign-in). `email` arrives with spaces where the link's `+` was decoded as a
 * space; the server turns them back into `+`. `ticket` is the `url` query parameter of a legacy `/onboard` link,
 * which carries the invitation token when the path does not.
 */
export const onboardRequestSchema = z.object({
  onboard_token: text().max(200),
  email: text().max(EMAIL_MAX_LENGTH),
  password: z.string().max(PASSWORD_MAX_LENGTH, PASSWORD_TEXTS.tooLong),
  ticket: text().max(2000).optional(),
});
export type OnboardRequest = z.infer<typeof onboardRequestSchema>;

/** The e-mail of an onboarding link or form: `+` decoded to a space by a query string is a `+` again. */
export function normaliseOnboardingEmail(value: string): string {
  return value.trim().replaceAll(' ', '+');
}

/** §9 'Countries: US and CA'. */
export const ACCOUNT_COUNTRIES = ['US', 'CA'] as const;

/** PUT /api/v1/userdata: the editable account information (§2 'edit account information'; company name read-only). */
export const accountInfoUpdateSchema = z
  .object({
    contactPerson: text().trim().max(200),
    phoneNumber: text().trim().max(40),
    address: text().trim().max(300),
    country: z.enum(ACCOUNT_COUNTRIES).nullable(),
    state: text().trim().max(100),
    city: text().trim().max(100),
    zip: text().trim().max(20),
  })
  .strict();
export type AccountInfoUpdate = z.infer<typeof accountInfoUpdateSchema>;

/** GET /api/v1/account — the spec's 'Account data' (§3). */
export const accountDataSchema = z.object({
  userId: z.uuid(),
  companyName: z.string(),
  contactPerson: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  address: z.string(),
  country: z.enum(ACCOUNT_COUNTRIES).nullable(),
  state: z.string(),
  city: z.string(),
  zip: z.string(),
  recruiterId: z.uuid(),
  apiSettings: z.object({
    /** The active key's visible prefix (`as_abc123`); the key itself is shown once, when created. */
    apiKeyPrefix: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }).nullable(),
    lastUsedAt: z.iso.datetime({ offset: true }).nullable(),
  }),
  subscription: z.object({ planName: z.string(), noOfUserAccounts: z.number().int() }),
  status: z.enum(['Active', 'Not Active']),
  /** An e-mail change waiting for its confirmation link to be opened. */
  pendingEmail: z.string().nullable(),
});
export type AccountData = z.infer<typeof accountDataSchema>;

/** PUT /api/v1/user/password (§7). */
export const passwordChangeSchema = z.object({
  email: text().max(EMAIL_MAX_LENGTH),
  oldPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: newPasswordSchema,
});
export const passwordChangedSchema = z.object({ endedOtherSessions: z.number().int().nonnegative() });

/** PUT /api/v1/user/email (§7 `{prop, value}`): asks for the change; the new address confirms it by link. */
export const emailChangeSchema = z.object({ prop: z.literal('email'), value: emailAddressSchema });
export const emailChangeRequestedSchema = z.object({ pendingEmail: z.string() });
/** GET and POST /api/account/email-change?token (no sign-in): the confirmation link's page and its button. */
export const emailChangeConfirmQuerySchema = z.object({ token: text().min(1).max(200) });
export const EMAIL_CHANGE_TEXTS = {
  subject: 'Confirm your new AgencyScout e-mail address',
  requested: 'We sent a confirmation link to the new address',
  confirmed: 'Your e-mail address is changed. Please sign in with it.',
  invalid: 'This confirmation link is not valid',
  expired: 'This confirmation link has expired',
} as const;
/** Hours an e-mail change link stays valid. */
export const EMAIL_CHANGE_TTL_HOURS = 24;

/** PUT /api/v1/user/emailsettings (§2 toggles; the path is not shown in the spec). */
export const emailSettingsUpdateSchema = z
  .object({ userReport: z.boolean(), weeklyReport: z.boolean(), clientAlert: z.boolean() })
  .partial()
  .strict();

/** POST /api/v1/user/apikey: the key in clear, the only time it is shown. */
export const apiKeyCreatedSchema = z.object({ key: z.string(), prefix: z.string() });
export const apiKeyRevokedSchema = z.object({ revoked: z.number().int().nonnegative() });

export const ACCOUNT_TEXTS = {
  settingsTab: 'Settings',
  requestsTab: 'Requests',
  active: 'Active',
  notActive: 'Not Active',
  userReport: 'user report',
  weeklyReport: 'weekly report',
  clientAlert: 'client alert',
  /** What each e-mail sends (docs/decisions.md 'Activity reports', 'Client alert e-mails'). */
  userReportHint: "Each morning: the previous day's leads viewed and contacted (your team's, for company admins)",
  weeklyReportHint: 'Once a week: the same numbers for the last 7 days',
  clientAlertHint: 'Each morning: new leads at the companies on your Client List',
  saved: 'Saved',
} as const;
