/**
 * The keys place names are compared by: the autocomplete's `searchKey` and the geocoder's `matchKey`.
 */

/** 'St.Catharines', "St.John's", 'Ft.Worth': the abbreviation's dot stands for a space (issue #31). */
const ABBREVIATION_DOT = /\b(st|ste|saint|sainte|ft|fort|mt|mount)\.(?=\p{L})/giu;

/** Lower case, no diacritics, punctuation as single spaces: the autocomplete key ("St. John's" → 'st johns'). */
export function searchKey(text: string): string {
  // The Unicode steps only when needed: the gazetteer keys some 60,000 names when it is built.
  const plain = /[^ -~]/.test(text) ? text.normalize('NFKD').replace(/\p{M}/gu, '') : text;
  return (plain.includes('.') ? plain.replace(ABBREVIATION_DOT, '$1 ') : plain)
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’`.]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** `searchKey` with the usual abbreviations folded ('Saint Paul' = 'St Paul', 'Fort Worth' = 'Ft Worth'): exact matching. */
export function matchKey(text: string): string {
  return foldKey(searchKey(text));
}

/** A searchKey with the abbreviations folded (see `matchKey`). */
function foldKey(key: string): string {
  return key
    .replace(/\bsaint\b/g, 'st')
    .replace(/\bsainte\b/g, 'ste')
    .replace(/\bfort\b/g, 'ft')
    .replace(/\bmount\b/g, 'mt');
}

/** Autocomplete keys of a name: as written, and with St/Saint, Ft/Fort, Mt/Mount spelt the other way. */
export function searchKeys(name: string): string[] {
  const key = searchKey(name);
  const expanded = key
    .replace(/\bst\b/g, 'saint')
    .replace(/\bft\b/g, 'fort')
    .replace(/\bmt\b/g, 'mount');
  return [...new Set([key, expanded, foldKey(key)])];
}
