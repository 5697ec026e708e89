/**
 * JSON-LD as careers pages really publish it: parsed leniently, then searched for schema.org `JobPosting` nodes
 * (https://schema.org/JobPosting; Google's job posting structured data guidelines).
 */

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** One JSON-LD script's text parsed: the value, or why it could not be read. */
export type JsonLdParse = { ok: true; value: unknown } | { ok: false; error: string };

/** Wrappers CMSs put around script contents: HTML comments and CDATA markers (optionally behind `//` or `/*`). */
const WRAPPERS = [
  /^\s*(?:\/\/|\/\*)?\s*<!\[CDATA\[(?:\s*\*\/)?/,
  /(?:\/\/|\/\*)?\s*\]\]>(?:\s*\*\/)?\s*$/,
  /^\s*<!--/,
  /-->\s*$/,
];

/**
 * Parses a JSON-LD script leniently: strict JSON first; failing that, after dropping comment/CDATA wrappers,
 * raw control characters (line breaks inside strings are common) and trailing commas. Never throws.
 */
export function parseJsonLd(text: string): JsonLdParse {
  const trimmed = text.replace(/^\uFEFF/, '').trim();
  if (trimmed === '') return { ok: false, error: 'the script is empty' };
  try {
    return { ok: true, value: JSON.parse(trimmed) };
  } catch (error) {
    let repaired = trimmed;
    for (const wrapper of WRAPPERS) repaired = repaired.replace(wrapper, '');
    // biome-ignore lint/suspicious/noControlCharactersInRegex: raw control characters are what breaks such JSON.
    repaired = repaired.replace(/[\u0000-\u001f]+/g, ' ').replace(/,\s*([}\]])/g, '$1');
    try {
      return { ok: true, value: JSON.parse(repaired) };
    } catch {
      return { ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
}

/** The node's `@type`s as local names ('JobPosting' from 'JobPosting', 'schema:JobPosting', 'https://schema.org/JobPosting'). */
function typesOf(node: JsonObject): string[] {
  const types = Array.isArray(node['@type']) ? node['@type'] : [node['@type']];
  return types
    .filter((type): type is string => typeof type === 'string')
    .map((type) => type.split(/[/#:]/).pop() ?? '');
}

/** Properties that hold further nodes: graphs, item lists (ItemList → ListItem → item) and a page's main entity. */
const CONTAINERS = ['@graph', 'itemListElement', 'item', 'mainEntity'] as const;
/** How deep containers are followed (a guard against pathological documents). */
const MAX_DEPTH = 8;

/**
 * Every JobPosting node in a parsed JSON-LD value, in document order: the value itself, the members of an
 * array, of `@graph`, of an ItemList's `itemListElement` (and their `item`), or a page's `mainEntity`. A JobPosting
 * is not searched further.
 */
export function findJobPostings(value: unknown, depth = 0): JsonObject[] {
  if (depth > MAX_DEPTH) return [];
  if (Array.isArray(value)) return value.flatMap((member) => findJobPostings(member, depth + 1));
  if (!isJsonObject(value)) return [];
  if (typesOf(value).includes('JobPosting')) return [value];
  return CONTAINERS.flatMap((key) => findJobPostings(value[key], depth + 1));
}

/** The first element of an array, or the value itself (schema.org allows one value or many for most properties). */
export function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value;
}

/** A string or number property as text (trimmed, not decoded); null for anything else or empty. */
export function textOf(value: unknown): string | null {
  const single = first(value);
  if (typeof single === 'number' && Number.isFinite(single)) return String(single);
  if (typeof single !== 'string') return null;
  const text = single.trim();
  return text === '' ? null : text;
}

/** Every string of a one-or-many text property (trimmed, empty ones dropped). */
export function textsOf(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.map((member) => textOf(member)).filter((text): text is string => text !== null);
}
