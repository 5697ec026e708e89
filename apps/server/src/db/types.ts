/**
 * Typed view of the database for Kysely (camelCase through CamelCasePlugin): the schema generated from the
 * migrated database (generated-schema.ts, `npm run db:types`) under the names the code uses.
 */
import type { Selectable } from 'kysely';
import type { DB } from './generated-schema.ts';

export type { AlertFrequency, OutboxStatus } from './column-types.ts';
export type Database = DB;

export type OrganizationsTable = DB['organizations'];
export type UsersTable = DB['users'];
export type LeadsTable = DB['leads'];
export type SourcesTable = DB['sources'];
export type SourcePollsTable = DB['sourcePolls'];
export type CompanyNotesTable = DB['companyNotes'];
export type SavedSearchesTable = DB['savedSearches'];
export type ResearchRequestsTable = DB['researchRequests'];

export type LeadRow = Selectable<LeadsTable>;
export type ContactRow = Selectable<DB['contacts']>;
