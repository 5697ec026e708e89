import { clientListQuerySchema } from '@agencyscout/contracts';
import type { z } from 'zod';

/** The Client List filters (prospecting-core §2.8): the search text and which lists, by the list query's rule. */
export const clientListFilterSchema = clientListQuerySchema.pick({ query: true, which: true });
export type ClientListFilterDraft = z.input<typeof clientListFilterSchema>;
export type ClientListFilterValues = z.output<typeof clientListFilterSchema>;
export const EMPTY_CLIENT_LIST_FILTER: ClientListFilterDraft = { query: '', which: 'mine' };
