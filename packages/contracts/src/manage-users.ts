/**
 * Manage Users (outreach-integrations-admin §2 'Manage Users'; §3 'Managed user', 'User detail'; §5 create-user
 * e-mail; §7 'Manage users'; §9 user tables 5 rows, users.csv columns).
 */
import { z } from 'zod';
import { emailAddressSchema } from './account.ts';
import { isoDate } from './dates.ts';

/** §2 date ranges: All, Today, then days back. `days: null` is All; 0 is Today. */
export const USER_DATE_RANGES = [
  { label: 'All', days: null },
  { label: 'Today', days: 0 },
  { label: '7 days', days: 7 },
  { label: '14 days', days: 14 },
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
  { label: '180 days', days: 180 },
  { label: '365 days', days: 365 },
] as const;

/** §9 'user tables 5 rows'. */
export const USER_TABLE_ROWS = 5;
/** §2 'per-user activity chart (6 months)'. */
export const USER_ACTIVITY_MONTHS = 6;
/** §9 the admin CSV file name and its columns, in order. */
export const USERS_CSV_FILE = 'users.csv';
export const USERS_CSV_COLUMNS = [
  'id',
  'Email',
  'Last Login',
  'Agency Leads Viewed',
  'Agency Leads Contacted',
  'Agency Tips Viewed',
  'Agency Tips Contacted',
  'Open Web Leads Viewed',
  'Open Web Leads Contacted',
] as const;

/** GET /api/v1/manageusers (and the CSV): the counts' window, calendar days in UTC, both ends included. */
export const manageUsersQuerySchema = z.object({ dateAfter: isoDate().optional(), dateBefore: isoDate().optional() });
export type ManageUsersQuery = z.infer<typeof manageUsersQuerySchema>;

/** §3 'Managed user': counts of the recorded views and interactions in the window. */
export const managedUserSchema = z.object({
  userId: z.uuid(),
  emailId: z.string(),
  name: z.string(),
  role: z.number().int(),
  /** 'invited' until the invitation's password is set. */
  status: z.enum(['active', 'invited']),
  lastLoginDate: z.iso.datetime({ offset: true }).nullable(),
  countAgencyViewed: z.number().int(),
  countAgencyContacted: z.number().int(),
  countTipsViewed: z.number().int(),
  countTipsContacted: z.number().int(),
  countOpenWebViewed: z.number().int(),
  countOpenWebContacted: z.number().int(),
});
export type ManagedUser = z.infer<typeof managedUserSchema>;

export const manageUsersResponseSchema = z.object({
  users: z.array(managedUserSchema),
  /** The plan's user allowance (the organisation's seats, the admin included). */
  maxUsers: z.number().int(),
});
export type ManageUsersResponse = z.infer<typeof manageUsersResponseSchema>;

/** POST /api/v1/manageusers?recruiterId — add a sub-user by e-mail (an invitation is sent). */
export const addUserQuerySchema = z.object({ recruiterId: z.uuid().optional() });
export const addUserSchema = z.object({ email: emailAddressSchema }).strict();
/** POST /api/v1/user/updateEmail (§7) — the admin edits a sub-user's e-mail. */
export const updateUserEmailSchema = z.object({ userId: z.uuid(), email: emailAddressSchema }).strict();
export const managedUserParamsSchema = z.object({ id: z.uuid() });

/** §3 'User detail'. */
export const userDetailSchema = z.object({
  userId: z.uuid(),
  emailId: z.string(),
  jobleadsviewed: z.array(
    z.object({
      createdDate: z.iso.datetime({ offset: true }),
      jobLead: z.object({
        jobleadId: z.number().int(),
        jobTitle: z.string(),
        companyName: z.string(),
        jobLocation: z.string().nullable(),
        employmentType: z.array(z.string()),
        hourlyPay: z.number().nullable(),
        minimumSalary: z.number().nullable(),
        maximumSalary: z.number().nullable(),
        minimumExperience: z.number().nullable(),
      }),
    }),
  ),
  companyNotes: z.array(
    z.object({
      id: z.number().int(),
      jobleadId: z.number().int().nullable(),
      jobTitle: z.string().nullable(),
      company: z.string(),
      notes: z.string(),
      createdOn: z.iso.datetime({ offset: true }),
    }),
  ),
});
export type UserDetail = z.infer<typeof userDetailSchema>;

/** Per-user activity of the last six months, oldest month first (`YYYY-MM`). */
export const userActivitySchema = z.object({
  months: z.array(
    z.object({
      month: z.string(),
      agencyViewed: z.number().int(),
      openWebViewed: z.number().int(),
      tipsViewed: z.number().int(),
      contacted: z.number().int(),
    }),
  ),
});
export type UserActivity = z.infer<typeof userActivitySchema>;

export const MANAGE_USERS_TEXTS = {
  title: 'Manage Users',
  addUser: 'Add User',
  create: 'Create',
  allowanceReached: (maxUsers: number) => `Your plan allows ${maxUsers} users`,
  invited: 'Invitation sent',
  deleted: 'User deleted',
  emailUpdated: 'E-mail updated',
  cannotDeleteSelf: 'You cannot delete your own account here',
  notSubUser: 'Only your organisation’s other users can be changed here',
  download: 'Download CSV',
} as const;
