import { z } from 'zod';
import { text } from './text.ts';

/**
 * GET /api/v1/places?q= — offline location autocomplete (ARCHITECTURE "places"; prospecting-core §4
 * 'Location: selecting a place fills in coordinates; a city sets radius 5, a region or country -1').
 */
export const PLACE_KINDS = ['city', 'region', 'country'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/** Autocomplete starts at 2 characters (§9 'min 2 characters'). */
export const PLACE_QUERY_MIN_LENGTH = 2;
export const PLACE_QUERY_MAX_LENGTH = 100;
export const PLACE_RESULTS_DEFAULT = 10;
export const PLACE_RESULTS_MAX = 25;

export const placesQuerySchema = z.object({
  q: text().trim().min(PLACE_QUERY_MIN_LENGTH).max(PLACE_QUERY_MAX_LENGTH),
  limit: z.coerce.number().int().min(1).max(PLACE_RESULTS_MAX).default(PLACE_RESULTS_DEFAULT),
});
export type PlacesQuery = z.infer<typeof placesQuerySchema>;

export const placeSchema = z.object({
  /** City, state/province or country name. */
  name: z.string(),
  kind: z.enum(PLACE_KINDS),
  /** Two-letter state or province code ('IL', 'ON'); null for a country. */
  stateCode: z.string().nullable(),
  /** 'US' or 'CA'. */
  countryCode: z.string(),
  /** Degrees (WGS84). A region's or country's point is the mean of its gazetteer cities. */
  latitude: z.number(),
  longitude: z.number(),
  /** Display text: 'Chicago, IL', 'Ontario, CA', 'United States'. */
  label: z.string(),
});
export type Place = z.infer<typeof placeSchema>;

export const placesResponseSchema = z.object({ places: z.array(placeSchema) });
export type PlacesResponse = z.infer<typeof placesResponseSchema>;
