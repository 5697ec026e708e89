/**
 * Street addresses in location text: '1 Centre St., N.Y.', '280 Broadway, 7th Floor, N.Y.',
 * '55 Water St, Suite 200, New York, NY 10041'. The street and unit parts are taken apart with the
 * `addresser` parser (US and Canadian addresses) so that only the place — city, state or province,
 * postal code — goes to the gazetteer, and a street or a floor never becomes a city.
 */
import { parseAddress } from 'addresser';

/** A location text with its street part taken out. */
export interface SplitAddress {
  /** '280 Broadway, 7th Floor', or null when the text held no street. */
  street: string | null;
  /** What is left to place: 'New York, NY 10007', 'NY', or the whole text when it held no street. */
  place: string;
}

/** 'N.Y.' → 'NY', 'D.C.' → 'DC', 'U.S.A.' → 'USA' (two or more single letters with dots). */
export function undotAbbreviations(text: string): string {
  return text.replace(/\b((?:[A-Za-z]\.\s?){2,4})(?=\s|,|$)/g, (match) => match.replace(/[.\s]/g, ''));
}

/**
 * A unit part: 'Suite 200', 'Ste. B', 'Fl 7', '7th Floor', '#12', 'PO Box 5' (never a bare 'FL' or
 * 'Florence', nor Florida's code before a ZIP code: 'FL 32601').
 */
const UNIT =
  /^(?!fl\.?\s*\d{5}(?:-\d{4})?$)(?:suite|ste|floor|fl|room|rm|unit|apt|bldg|building)\.?\s*#?\s*(?:\d[\w-]*|[a-z])$|^#\s*\d[\w-]*$|^\d+(?:st|nd|rd|th)\s+(?:floor|fl\.?)$|^p\.?\s*o\.?\s*box\b/i;
/** A street part: a house number then a word ('1 Centre St.', '42-09 28th Street', '280 Broadway'). */
const STREET = /^\d+(?:-\d+)?[A-Za-z]?\s+(?:[NSEW]\.?\s+)?[A-Za-z0-9]/;

function isStreetPart(part: string): boolean {
  return STREET.test(part) || UNIT.test(part);
}

/** Does the text hold a street or unit part at all? (Cheap test before the parser runs.) */
export function looksLikeAddress(text: string): boolean {
  return text.split(',').some((part) => isStreetPart(part.trim()));
}

function fromParser(text: string): SplitAddress | null {
  try {
    const parsed = parseAddress(text) as ReturnType<typeof parseAddress> & { addressLine2?: string };
    if (!parsed.addressLine1 || !parsed.stateAbbreviation) return null;
    const city = parsed.placeName && !isStreetPart(parsed.placeName) ? parsed.placeName : null;
    const place = [city, [parsed.stateAbbreviation, parsed.zipCode].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(', ');
    const street = [parsed.addressLine1, parsed.addressLine2].filter(Boolean).join(', ');
    return { street, place };
  } catch {
    return null;
  }
}

/**
 * Takes the street and unit parts out of a location text. Comma-separated texts lose their parts that
 * are a house number and street or a unit ('280 Broadway, 7th Floor, N.Y.' → 'NY'); an address written
 * without commas ('55 Water St New York NY 10041') goes through the address parser, which is slower
 * (it is tried only there).
 */
export function splitAddress(text: string): SplitAddress {
  const cleaned = undotAbbreviations(text);
  if (!looksLikeAddress(cleaned)) return { street: null, place: cleaned };
  const parts = cleaned.split(',').map((part) => part.trim());
  const street = parts.filter((part) => isStreetPart(part));
  const place = parts.filter((part) => part && !isStreetPart(part));
  if (place.length > 0) return { street: street.join(', ') || null, place: place.join(', ') };
  // Neither found a state: the geocoder looks for a city run together with its state ('… New York Ny').
  return fromParser(cleaned) ?? trailingRegion(cleaned) ?? { street: null, place: cleaned };
}

/** '1 Centre St. NY' (the parser wants a city): the trailing state or province code, with its postal code. */
function trailingRegion(text: string): SplitAddress | null {
  const match = /^(.*\S)\s+([A-Z]{2})(\s+(?:\d{5}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d))?$/.exec(text);
  if (!match?.[1] || !match[2]) return null;
  return { street: match[1], place: `${match[2]}${match[3] ?? ''}` };
}
