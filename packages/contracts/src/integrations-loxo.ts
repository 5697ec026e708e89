/**
 * Loxo integration (outreach-integrations-admin §2 'Integrations page' Loxo card, 'Loxo and Drip sends', §3 'Loxo
 * settings', §4 'Added to Loxo' (type 9), §7 loxo, §8 'Loxo save success'; issue #17).
 */
import { z } from 'zod';
import { text } from './text.ts';

/** The spec's Loxo texts (§2, §4, §8). */
export const LOXO_TEXTS = {
  saveSuccess:
    'Success! Your Loxo settings have been saved. Please go to the "Users" tab , sync your users, and select the ones you want to see in Agency Leads.',
  addedToLoxo: 'Added to Loxo',
  pushFailed: 'Failed to add contact to Loxo',
  userRequired: 'Choose the Loxo user who will own the contact',
  unknownUser: 'Choose one of the Loxo users shown in Agency Leads (sync and select them under Integrations)',
  alreadyInLoxo: 'This contact is in Loxo already',
  refusedSettings: 'Loxo refused this API key and agency slug; check both in Loxo (Settings, API Keys)',
} as const;

/** The agency slug: the first path part of the agency's Loxo career page (letters, digits, '-' and '_'). */
export const LOXO_SLUG_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/** POST loxo/settings (§3 'Loxo settings': bearerToken, slug). */
export const loxoSettingsSchema = z.object({
  bearerToken: text().trim().min(1, 'Field is required').max(500),
  slug: text()
    .trim()
    .min(1, 'Field is required')
    .max(100)
    .regex(LOXO_SLUG_PATTERN, 'Use the agency slug of your Loxo address (letters, digits, - and _)'),
});
export type LoxoSettings = z.infer<typeof loxoSettingsSchema>;

/** GET/POST loxo/settings answer: the slug and whether a key is kept; never the key. */
export const loxoSettingsViewSchema = z.object({
  slug: z.string().nullable(),
  hasBearerToken: z.boolean(),
});
export type LoxoSettingsView = z.infer<typeof loxoSettingsViewSchema>;

const blankAsMissing = (value: unknown) => (value === '' ? undefined : value);

/** POST loxo/addContact?contactId&userId (userId: the chosen Loxo user's id; checked by the service, §2). */
export const loxoAddContactQuerySchema = z.object({
  contactId: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  userId: z.preprocess(blankAsMissing, text().trim().min(1).max(100).optional()),
});
