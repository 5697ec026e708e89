/**
 * The contact interaction log (outreach-integrations-admin §2 'Contact interaction logging', §3 'Interaction',
 * §7 POST/DELETE /logcontact; prospecting-core §2.9 dashboard counts of types 1, 3 and 4).
 * Interactions belong to the organisation: teammates see each other's, other organisations never do.
 * Notes are plain text, kept as written (trimmed) and rendered as text.
 */
import { z } from 'zod';
import { text } from './text.ts';

/**
 * Interaction types: 1–5 and -1 are logged by users; 6–9 are written automatically after a push to an outside
 * tool (§4). `crmActivity` is the activity type a CRM push uses (CALL 1–2, EMAIL 3–4, NOTE 5 and -1).
 */
export const INTERACTION_TYPES = {
  '1': { text: 'Called', icon: 'call', crmActivity: 'CALL', deletedMessage: 'Call deleted', automatic: false },
  '2': {
    text: 'Left Voicemail',
    icon: 'voicemail',
    crmActivity: 'CALL',
    deletedMessage: 'Voicemail deleted',
    automatic: false,
  },
  '3': { text: 'Emailed', icon: 'email', crmActivity: 'EMAIL', deletedMessage: 'Email deleted', automatic: false },
  '4': {
    text: 'LinkedIn',
    icon: 'linkedin',
    crmActivity: 'EMAIL',
    deletedMessage: 'LinkedIn deleted',
    automatic: false,
  },
  '5': { text: 'Other', icon: 'note', crmActivity: 'NOTE', deletedMessage: 'Interaction deleted', automatic: false },
  '-1': {
    text: 'Do Not Contact',
    icon: 'block',
    crmActivity: 'NOTE',
    deletedMessage: 'Do Not Contact removed',
    automatic: false,
  },
  '6': { text: 'Added to series', icon: 'drip', crmActivity: null, deletedMessage: 'Entry deleted', automatic: true },
  '7': {
    text: 'Added to Hubspot',
    icon: 'hubspot',
    crmActivity: null,
    deletedMessage: 'Entry deleted',
    automatic: true,
  },
  '8': {
    text: 'Added to Bullhorn',
    icon: 'bullhorn',
    crmActivity: null,
    deletedMessage: 'Entry deleted',
    automatic: true,
  },
  '9': { text: 'Added to Loxo', icon: 'loxo', crmActivity: null, deletedMessage: 'Entry deleted', automatic: true },
} as const;
export type InteractionTypeKey = keyof typeof INTERACTION_TYPES;
export type CrmActivity = 'CALL' | 'EMAIL' | 'NOTE';

export const INTERACTION_TYPE_IDS = {
  called: 1,
  voicemail: 2,
  emailed: 3,
  linkedIn: 4,
  other: 5,
  doNotContact: -1,
} as const;
/** Every known type id, automatic ones included (the database's CHECK list). */
export const ALL_INTERACTION_TYPE_IDS = [-1, 1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
/** The types a user picks in the log form, in menu order. */
export const USER_INTERACTION_TYPE_IDS = [1, 2, 3, 4, 5, -1] as const;
/** The dashboard's logged counts (prospecting-core §2.9): emails 3, LinkedIn 4, calls 1. */
export const DASHBOARD_INTERACTION_TYPE_IDS = { emails: 3, linkedIn: 4, calls: 1 } as const;

/** Longest note in characters (ours; the spec gives no limit). */
export const INTERACTION_NOTES_MAX_LENGTH = 5000;
/** Most related leads one interaction names (ours). */
export const INTERACTION_LEADS_MAX = 20;
/** Most interactions sent with one contact, newest first (ours; older ones stay stored). */
export const CONTACT_INTERACTIONS_SHOWN = 50;

export const INTERACTION_TEXTS = {
  logInteraction: 'Log Interaction',
  log: 'Log',
  type: 'Interaction Type',
  madeContact: 'Made Contact',
  notes: 'Notes',
  dncChip: 'DNC',
  lastContact: 'Last Contact',
  confirmDeleteTitle: 'Confirm Delete',
  confirmDeleteText: 'Delete this interaction?',
  unknownType: 'Unknown interaction type',
  automaticType: 'This interaction type is logged automatically',
  notesTooLong: `Notes cannot exceed ${INTERACTION_NOTES_MAX_LENGTH} characters`,
  noInteractions: 'No interactions logged yet',
} as const;

/** The CRM activity of a type (for the integrations); null for automatic entries. */
export function crmActivityFor(typeId: number): CrmActivity | null {
  const type = INTERACTION_TYPES[String(typeId) as InteractionTypeKey];
  return type ? type.crmActivity : null;
}

/** The display of a type; undefined for an unknown id. */
export function interactionTypeFor(typeId: number) {
  return INTERACTION_TYPES[String(typeId) as InteractionTypeKey];
}

/** §2: an interaction's colour: error for Do Not Contact, primary when contact was made, otherwise grey. */
export function interactionTone(interaction: { interactionTypeId: number; madeContact: boolean }) {
  if (interaction.interactionTypeId === INTERACTION_TYPE_IDS.doNotContact) return 'error' as const;
  return interaction.madeContact ? ('primary' as const) : ('grey' as const);
}

/** §2: a contact's badge: error if any interaction is Do Not Contact, primary if any made contact, else warning. */
export function contactBadgeTone(
  interactions: readonly { interactionTypeId: number; madeContact: boolean }[],
): 'error' | 'primary' | 'warning' {
  if (interactions.some((item) => item.interactionTypeId === INTERACTION_TYPE_IDS.doNotContact)) return 'error';
  return interactions.some((item) => item.madeContact) ? 'primary' : 'warning';
}

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const bodyId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

/** MadeContact arrives as 0/1 or a boolean (§2). */
const madeContactSchema = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((value) => Boolean(value));

const userTypeIdSchema = z
  .number()
  .int()
  .refine((value) => interactionTypeFor(value) !== undefined, INTERACTION_TEXTS.unknownType)
  .refine((value) => !interactionTypeFor(value)?.automatic, INTERACTION_TEXTS.automaticType);

/**
 * Body of POST /logcontact. The spec's PascalCase names (ContactId, InteractionTypeId, MadeContact, Notes,
 * JobLeads) and camelCase are both accepted.
 */
export const newInteractionSchema = z
  .object({
    contactId: bodyId.optional(),
    ContactId: bodyId.optional(),
    interactionTypeId: userTypeIdSchema.optional(),
    InteractionTypeId: userTypeIdSchema.optional(),
    madeContact: madeContactSchema.optional(),
    MadeContact: madeContactSchema.optional(),
    notes: text().trim().max(INTERACTION_NOTES_MAX_LENGTH, INTERACTION_TEXTS.notesTooLong).nullish(),
    Notes: text().trim().max(INTERACTION_NOTES_MAX_LENGTH, INTERACTION_TEXTS.notesTooLong).nullish(),
    jobLeadIds: z.array(bodyId).max(INTERACTION_LEADS_MAX).optional(),
    JobLeads: z.array(bodyId).max(INTERACTION_LEADS_MAX).optional(),
  })
  .transform((body, context) => {
    const contactId = body.contactId ?? body.ContactId;
    const interactionTypeId = body.interactionTypeId ?? body.InteractionTypeId;
    if (contactId === undefined) context.addIssue({ code: 'custom', message: 'contactId is required' });
    if (interactionTypeId === undefined) context.addIssue({ code: 'custom', message: 'interactionTypeId is required' });
    return {
      contactId: contactId ?? 0,
      interactionTypeId: interactionTypeId ?? 0,
      madeContact: body.madeContact ?? body.MadeContact ?? false,
      notes: (body.notes ?? body.Notes) || null,
      jobLeadIds: [...new Set(body.jobLeadIds ?? body.JobLeads ?? [])],
    };
  });
export type NewInteraction = z.input<typeof newInteractionSchema>;
export type NewInteractionParsed = z.output<typeof newInteractionSchema>;

export const interactionIdParamsSchema = z.object({ id });

export const interactionTypeSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  icon: z.string(),
  deletedMessage: z.string(),
});

/** One logged interaction (§2, §3 'Interaction'). */
export const interactionSchema = z.object({
  contactInteractionId: z.number().int(),
  contactId: z.number().int(),
  interactionTypeId: z.number().int(),
  madeContact: z.boolean(),
  /** Plain text; render as text, never as HTML. */
  notes: z.string().nullable(),
  /** ISO timestamp. */
  createdDate: z.string(),
  /** E-mail of the teammate who logged it. */
  userEmail: z.string(),
  interactionType: interactionTypeSchema,
  /** The related leads (the spec's JobLeads/jobleads). */
  jobleads: z.array(z.object({ id: z.number().int(), title: z.string() })),
});
export type Interaction = z.infer<typeof interactionSchema>;

export const deleteInteractionResponseSchema = z.object({
  deleted: z.literal(true),
  contactId: z.number().int(),
  /** The contact's most recent remaining interaction time (ISO), null when none remain. */
  lastContact: z.string().nullable(),
});
export type DeleteInteractionResponse = z.infer<typeof deleteInteractionResponseSchema>;

/** The organisation's CRM ids of a contact (§3 contactcrms); an id disables that tool's push entry (§4). */
export const contactCrmsSchema = z.object({
  BullhornId: z.string().nullable(),
  HubspotId: z.string().nullable(),
  LoxoId: z.string().nullable(),
});
export type ContactCrms = z.infer<typeof contactCrmsSchema>;

/**
 * What a contact row carries of the caller's organisation (§3 'Contact': ContactCallList, contactinteractions,
 * LastContact): used by the contact search, the outreach lists and the lead detail alike.
 */
export const contactOutreachFields = {
  /** The organisation's outreach lists holding the contact. */
  callListIds: z.array(z.number().int()),
  /** ISO time of the latest interaction, null when none. */
  lastContact: z.string().nullable(),
  /** The organisation's interactions, newest first (at most 50). */
  interactions: z.array(interactionSchema),
  /** The organisation's CRM ids of the contact (absent from older answers: none). */
  contactcrms: contactCrmsSchema.optional(),
};
