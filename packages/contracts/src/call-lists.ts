/**
 * Outreach (call) lists (outreach-integrations-admin §2 'Outreach list screen', §3 'Call list', §4, §5, §7, §9):
 * GET/POST /calllist, GET/DELETE /calllist/{id}, PUT /calllist/contact/{contactId}, GET /interactions/nocalllist.
 * Lists belong to the organisation. The pseudo list -1 'Unclassified Outreach' holds the organisation's
 * contacts that have interactions but are on no list.
 * The spec's PascalCase names (CallListName, CallListColor, CallListId) and camelCase are both accepted.
 */
import { z } from 'zod';
import { outreachContactSchema } from './contacts.ts';
import { text } from './text.ts';

export const DEFAULT_CALL_LIST_COLOR = '#1FBC9C';
export const UNCLASSIFIED_CALL_LIST_ID = -1;
export const UNCLASSIFIED_CALL_LIST_NAME = 'Unclassified Outreach';
/** §9: batches of 100, loaded 300 ms after the list is scrolled within 100 px of its end. */
export const CALL_LIST_BATCH_SIZE = 100;
export const CALL_LIST_LOAD_DELAY_MS = 300;
export const CALL_LIST_SCROLL_THRESHOLD_PX = 100;
/** Longest list name (ours). */
export const CALL_LIST_NAME_MAX_LENGTH = 100;
/** Most lists a contact is put on in one call (ours). */
export const CALL_LISTS_PER_CONTACT_MAX = 100;
/** Cookie of the group-contacts preference (§2). */
export const GROUP_CONTACTS_COOKIE = 'groupContacts';

export const CALL_LIST_TEXTS = {
  title: 'Outreach List',
  required: 'Field is required',
  nameLabel: 'Outreach List Name',
  colorLabel: 'Color',
  newList: 'New Outreach List',
  create: 'Create',
  cancel: 'Cancel',
  deleteList: 'Delete Outreach List',
  confirmDeleteTitle: 'Confirm Delete',
  confirmDeleteText: (name: string) => `Delete the outreach list '${name}'? Its contacts stay in the system.`,
  delete: 'Delete',
  selectList: 'Select an outreach list',
  search: 'Search this list',
  groupContacts: 'Group contacts by company',
  lists: 'Outreach Lists',
  noLists: 'No outreach lists yet',
  noContacts: 'No contacts on this list',
  noSelection: 'Select a contact to see the details',
  loadingMore: 'Loading more contacts…',
  exportList: 'Export Outreach List',
  nameTooLong: `The name cannot exceed ${CALL_LIST_NAME_MAX_LENGTH} characters`,
  badColor: 'Color must look like #1FBC9C',
} as const;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const nameSchema = text()
  .trim()
  .min(1, CALL_LIST_TEXTS.required)
  .max(CALL_LIST_NAME_MAX_LENGTH, CALL_LIST_TEXTS.nameTooLong);
const colorSchema = z.string().regex(/^#[0-9A-Fa-f]{6}$/, CALL_LIST_TEXTS.badColor);

export const callListIdParamsSchema = z.object({ id });
export const contactIdParamsSchema = z.object({ contactId: id });

/** Body of POST /calllist; parsed to { name, color } (color defaults to #1FBC9C). */
export const newCallListSchema = z
  .object({
    CallListName: nameSchema.optional(),
    callListName: nameSchema.optional(),
    CallListColor: colorSchema.optional(),
    callListColor: colorSchema.optional(),
  })
  .transform((body, context) => {
    const name = body.callListName ?? body.CallListName;
    if (name === undefined) context.addIssue({ code: 'custom', message: CALL_LIST_TEXTS.required });
    return {
      name: name ?? '',
      color: (body.callListColor ?? body.CallListColor ?? DEFAULT_CALL_LIST_COLOR).toUpperCase(),
    };
  });
export type NewCallList = z.input<typeof newCallListSchema>;

export const callListSchema = z.object({
  callListId: z.number().int(),
  callListName: z.string(),
  callListColor: z.string(),
  /** Contacts on the list. */
  contactCount: z.number().int().nonnegative(),
});
export type CallList = z.infer<typeof callListSchema>;

export const callListsResponseSchema = z.object({
  lists: z.array(callListSchema),
  /** Contacts of the Unclassified Outreach pseudo list. */
  unclassifiedCount: z.number().int().nonnegative(),
});
export type CallListsResponse = z.infer<typeof callListsResponseSchema>;

export const deleteCallListResponseSchema = z.object({ deleted: z.literal(true) });

/** Query of GET /calllist/{id} and GET /interactions/nocalllist: one batch, optionally searched. */
export const callListContactsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  count: z.coerce.number().int().min(1).max(CALL_LIST_BATCH_SIZE).default(CALL_LIST_BATCH_SIZE),
  search: z.preprocess((value) => (value === '' ? undefined : value), text().trim().max(200).optional()),
});
export type CallListContactsQuery = z.input<typeof callListContactsQuerySchema>;

export const callListContactsResponseSchema = z.object({
  callList: callListSchema,
  /** Contacts matching the search (visible total; at most 25 in the limited view). */
  found: z.number().int().nonnegative(),
  /** True total for limited views (without read:contacts). */
  overallTotal: z.number().int().nonnegative().optional(),
  hits: z.array(outreachContactSchema),
});
export type CallListContactsResponse = z.infer<typeof callListContactsResponseSchema>;

/**
 * Body of PUT /calllist/contact/{contactId}: the lists the contact is on afterwards (the multi-select menu's
 * choice), or one list to add it to ({CallListId}) or take it off ({CallListId, remove: true}).
 */
export const contactCallListsBodySchema = z
  .union([
    z.object({ callListIds: z.array(id).max(CALL_LISTS_PER_CONTACT_MAX) }),
    z.object({ CallListIds: z.array(id).max(CALL_LISTS_PER_CONTACT_MAX) }),
    z.object({ CallListId: id, remove: z.boolean().optional() }),
    z.object({ callListId: id, remove: z.boolean().optional() }),
  ])
  .transform((body): { set: number[] } | { add: number } | { remove: number } => {
    if ('callListIds' in body) return { set: [...new Set(body.callListIds)] };
    if ('CallListIds' in body) return { set: [...new Set(body.CallListIds)] };
    const listId = 'CallListId' in body ? body.CallListId : body.callListId;
    return body.remove ? { remove: listId } : { add: listId };
  });
export type ContactCallListsBody = z.input<typeof contactCallListsBodySchema>;
export type ContactCallListsChange = z.output<typeof contactCallListsBodySchema>;

export const contactCallListsResponseSchema = z.object({
  contactId: z.number().int(),
  callListIds: z.array(z.number().int()),
});
export type ContactCallListsResponse = z.infer<typeof contactCallListsResponseSchema>;
