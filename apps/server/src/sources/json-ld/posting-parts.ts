/**
 * The structured parts of a schema.org JobPosting, read as published (https://schema.org/JobPosting): places,
 * pay, the hiring organisation and the identifier. Values stay raw; the shared normaliser interprets them.
 */

import { plainText } from '../text.ts';
import type { SourcePay } from '../types.ts';
import { first, isJsonObject, type JsonObject, textOf, textsOf } from './json-ld-parse.ts';
import { resolveHttpUrl } from './page-scan.ts';

/** The place parts of a posting: its published label and the address parts of its first place. */
export interface PlaceParts {
  location: string | null;
  city: string | null;
  region: string | null;
  country: string | null;
  postalCode: string | null;
}

/** A name given as text or as a node with a `name` (addressCountry 'US' or {"@type": "Country", "name": "US"}). */
function nameOf(value: unknown): string | null {
  const single = first(value);
  return plainText(isJsonObject(single) ? textOf(single.name) : textOf(single));
}

/** One Place (or a bare address text) as parts. */
function placeOf(place: unknown): PlaceParts | null {
  if (typeof place === 'string') {
    const label = plainText(place);
    return label ? { location: label, city: null, region: null, country: null, postalCode: null } : null;
  }
  if (!isJsonObject(place)) return null;
  const address = first(place.address);
  if (!isJsonObject(address)) {
    const label = plainText(textOf(address)) ?? nameOf(place.name);
    return label ? { location: label, city: null, region: null, country: null, postalCode: null } : null;
  }
  const city = nameOf(address.addressLocality);
  const region = nameOf(address.addressRegion);
  const country = nameOf(address.addressCountry);
  const postalCode = plainText(textOf(address.postalCode));
  const label = [city, region, country].filter(Boolean).join(', ') || nameOf(place.name);
  if (!label && !postalCode) return null;
  return { location: label || null, city, region, country, postalCode };
}

/**
 * Places of `jobLocation` (one Place or many): every place's label joined with '; ', the address parts of the
 * first. A remote posting without places reads 'Remote' (with its applicantLocationRequirements: 'Remote - US').
 */
export function placesOf(node: JsonObject, remote: boolean): PlaceParts {
  const list = Array.isArray(node.jobLocation) ? node.jobLocation : [node.jobLocation];
  const places = list.map(placeOf).filter((place): place is PlaceParts => place !== null);
  const firstPlace = places[0];
  if (firstPlace) {
    const labels = [...new Set(places.map((place) => place.location).filter(Boolean))];
    return { ...firstPlace, location: labels.join('; ') || null };
  }
  const requirements = Array.isArray(node.applicantLocationRequirements)
    ? node.applicantLocationRequirements
    : [node.applicantLocationRequirements];
  const areas = requirements.map(nameOf).filter((name): name is string => name !== null);
  const onlyCountry =
    requirements.length === 1 && isJsonObject(requirements[0]) && requirements[0]['@type'] === 'Country';
  return {
    location: remote ? ['Remote', areas.join(', ')].filter(Boolean).join(' - ') : null,
    city: null,
    region: null,
    country: onlyCountry ? (areas[0] ?? null) : null,
    postalCode: null,
  };
}

/** True when `jobLocationType` (text or list) says TELECOMMUTE. */
export function isTelecommute(node: JsonObject): boolean {
  return textsOf(node.jobLocationType).some((type) => type.toUpperCase() === 'TELECOMMUTE');
}

/** A number given as a number or a numeric text ('85000', '85,000.00'); null otherwise. */
function amountOf(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const cleaned = value.replace(/[\s,]/g, '');
  if (!/^-?\d+(?:\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * `baseSalary` as pay: a MonetaryAmount {currency, value: QuantitativeValue{minValue, maxValue, value, unitText}}
 * or a bare number; the posting's `salaryCurrency` is the fallback currency. Null when it gives no amount.
 */
export function payOf(node: JsonObject): SourcePay | null {
  const salary = first(node.baseSalary);
  const fallbackCurrency = plainText(textOf(node.salaryCurrency));
  const bare = amountOf(salary);
  if (bare !== null) return { min: bare, max: bare, currency: fallbackCurrency, period: null, text: null };
  if (!isJsonObject(salary)) return null;
  const currency = plainText(textOf(salary.currency)) ?? fallbackCurrency;
  const value = first(salary.value);
  const quantity = isJsonObject(value) ? value : {};
  const single = isJsonObject(value) ? amountOf(value.value) : amountOf(value);
  const min = amountOf(quantity.minValue) ?? single;
  const max = amountOf(quantity.maxValue) ?? single;
  const period = plainText(textOf(quantity.unitText) ?? textOf(salary.unitText));
  const text = typeof value === 'string' && single === null ? plainText(value) : null;
  if (min === null && max === null && text === null) return null;
  return { min, max, currency, period, text };
}

/** `hiringOrganization` (an Organization or its name): its name and website (`sameAs`, else `url`). */
export function organisationOf(node: JsonObject, pageUrl: string): { name: string | null; url: string | null } {
  const organisation = first(node.hiringOrganization);
  if (!isJsonObject(organisation)) return { name: plainText(textOf(organisation)), url: null };
  const website = textOf(organisation.sameAs) ?? textOf(organisation.url);
  return { name: nameOf(organisation.name), url: website ? resolveHttpUrl(website, pageUrl) : null };
}

/** `identifier` as text: a text, a number, or a PropertyValue {name, value}; null when absent. */
export function identifierOf(node: JsonObject): string | null {
  const identifier = first(node.identifier);
  return plainText(isJsonObject(identifier) ? textOf(identifier.value) : textOf(identifier));
}

/** `occupationalCategory` names (text, or CategoryCode {name}). */
export function categoriesOf(node: JsonObject): string[] {
  const list = Array.isArray(node.occupationalCategory) ? node.occupationalCategory : [node.occupationalCategory];
  return list.map(nameOf).filter((name): name is string => name !== null);
}
