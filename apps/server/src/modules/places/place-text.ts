/**
 * Clean-up of place texts before they are looked up (issue #31): state codes run together with the
 * postal code ('NY10595'), written with spaces ('N Y'), the common abbreviations of cities that the
 * gazetteer does not carry ('NYC', 'LIC'), and the test of whether an unfound city part can be kept
 * as a city name at all ('Not Used', 'Acme Inc' cannot).
 */

/**
 * Abbreviations of city names that GeoNames' place names do not include: matchKey → the gazetteer's
 * name and state. Only forms that are never a place name of their own.
 */
export const CITY_ABBREVIATIONS: ReadonlyMap<string, { name: string; stateCode: string }> = new Map([
  ['nyc', { name: 'New York City', stateCode: 'NY' }],
  ['n y c', { name: 'New York City', stateCode: 'NY' }],
  ['lic', { name: 'Long Island City', stateCode: 'NY' }],
]);

/** 'Valhalla NY10595' → 'Valhalla NY 10595'; 'Toronto ONM5V2T6' → 'Toronto ON M5V2T6'. */
function separatePostalCode(text: string): string {
  return text
    .replace(/\b([A-Za-z]{2})(\d{5}(?:-\d{4})?)\b/g, '$1 $2')
    .replace(/\b([A-Za-z]{2})([A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d)\b/g, '$1 $2');
}

/** 'New York N Y 10001' → 'New York NY 10001': two single letters at the end of a part (before its postal code). */
function joinSpacedCode(text: string): string {
  return text.replace(/(^|[\s,])([A-Za-z]) ([A-Za-z])(?=\s*(?:,|$|\d{5}\b|[A-Za-z]\d[A-Za-z]))/g, '$1$2$3');
}

/** The text with its state code and postal code written apart ('Valhalla NY10595' → 'Valhalla NY 10595', 'N Y' → 'NY'). */
export function tidyPlaceText(text: string): string {
  return joinSpacedCode(separatePostalCode(text));
}

/** Words that show a text is not a place name: placeholders, work arrangements, company forms. */
const NOT_A_NAME =
  /\b(not|used|unused|none|n\/?a|null|unknown|tbd|tba|various|multiple|several|any|all|other|see|remote|hybrid|onsite|on-site|office|offices|locations?|headquarters|hq|inc|llc|ltd|corp|corporation|company|co|group|in|at|near)\b/i;

/**
 * Can a city part that the gazetteer does not know be kept as the lead's city name? Letters (with
 * spaces, dots, apostrophes, hyphens), one to four words, none of `NOT_A_NAME`: 'Dundee' yes,
 * 'Not Used' and 'Acme Inc' no.
 */
export function plausibleCityName(text: string): boolean {
  const words = text.trim().split(/\s+/);
  return /^\p{L}[\p{L} .'’-]*$/u.test(text.trim()) && words.length <= 4 && !NOT_A_NAME.test(text);
}
