/**
 * What every varied list of the benchmarks shares (issue #29): a seeded generator, picks from ranked vocabularies,
 * the identity of a request, and the building and checking of a deterministic list of distinct requests of
 * several kinds (lead searches: varied-searches.ts; contact searches: varied-contacts.ts; tips: varied-tips.ts).
 * Pure: no I/O.
 */

export type Random = () => number;

/** mulberry32: a small, fast, seeded generator of numbers in [0, 1). */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** An item of a ranked list, frequent ones more often (index = n·r²), among the first `within`. */
export function pickRanked<T>(random: Random, list: readonly T[], within = list.length): T {
  const size = Math.max(1, Math.min(within, list.length));
  const item = list[Math.floor(size * random() ** 2)];
  if (item === undefined) throw new Error('varied list: an empty vocabulary list');
  return item;
}

/** Any item of a list, each as likely. */
export function pickAny<T>(random: Random, list: readonly T[]): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('varied list: an empty list');
  return item;
}

/** Up to `count` distinct items of a ranked list (fewer when 20 tries per item find no more). */
export function pickDistinct<T>(random: Random, list: readonly T[], count: number, within?: number): T[] {
  const picked = new Set<T>();
  for (let attempt = 0; picked.size < count && attempt < count * 20; attempt += 1) {
    picked.add(pickRanked(random, list, within));
  }
  return [...picked];
}

/** One request of a varied list: its kind (a line of the report) and its query parameters. */
export interface VariedItem<Kind extends string, Params extends object> {
  kind: Kind;
  params: Params;
}

/**
 * The identity of a request: its path when it has one, and its parameters in a fixed order (two requests are the
 * same exactly when equal).
 */
export function searchKey(item: { params: object; path?: string }): string {
  const params = JSON.stringify(Object.entries(item.params).sort(([a], [b]) => a.localeCompare(b)));
  return item.path === undefined ? params : `${item.path} ${params}`;
}

/** How many requests of each kind make up `count` (largest remainder over the kinds' weights). */
export function quotas<Kind extends string>(
  count: number,
  kinds: readonly Kind[],
  weights: Readonly<Record<Kind, number>>,
): Map<Kind, number> {
  const weight = kinds.reduce((sum, kind) => sum + weights[kind], 0);
  const exact = kinds.map((kind) => ({ kind, share: (count * weights[kind]) / weight }));
  const result = new Map(exact.map(({ kind, share }) => [kind, Math.floor(share)]));
  let left = count - [...result.values()].reduce((sum, value) => sum + value, 0);
  for (const { kind } of [...exact].sort((a, b) => (b.share % 1) - (a.share % 1) || a.kind.localeCompare(b.kind))) {
    if (left <= 0) break;
    result.set(kind, (result.get(kind) ?? 0) + 1);
    left -= 1;
  }
  return result;
}

export interface VariedListSpec<Item extends VariedItem<string, object>> {
  /** Every kind in the report's order; a kind's generator is seeded by its place here. */
  kinds: readonly Item['kind'][];
  /** The kinds to make (default `kinds`): a kind without a vocabulary is left out. */
  made?: readonly Item['kind'][];
  weights: Readonly<Record<Item['kind'], number>>;
  /** One candidate request of a kind (distinctness is checked here). */
  candidate: (kind: Item['kind'], random: Random) => Item;
}

/**
 * `count` distinct requests, the same list for the same seed and vocabulary, kinds interleaved in a seeded order.
 * A kind that cannot find enough distinct requests in 50 tries per request gets fewer (`checkVariedList` then says
 * so if it got none).
 */
export function buildVariedList<Item extends VariedItem<string, object>>(
  spec: VariedListSpec<Item>,
  options: { seed: number; count: number },
): Item[] {
  const made = spec.made ?? spec.kinds;
  const perKind = quotas(options.count, made, spec.weights);
  const seen = new Set<string>();
  const list: Item[] = [];
  for (const kind of made) {
    // One generator per kind, seeded by the kind's place in `kinds`: a kind's requests do not depend on others'.
    const random = seededRandom(options.seed * 1_000_003 + spec.kinds.indexOf(kind));
    const wanted = perKind.get(kind) ?? 0;
    for (let count = 0, attempt = 0; count < wanted && attempt < wanted * 50; attempt += 1) {
      const item = spec.candidate(kind, random);
      const key = searchKey(item);
      if (seen.has(key)) continue;
      seen.add(key);
      list.push(item);
      count += 1;
    }
  }
  const random = seededRandom(options.seed);
  for (let index = list.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [list[index], list[other]] = [list[other] as Item, list[index] as Item];
  }
  return list;
}

/**
 * Checks a list before it is measured: at least `minimum` requests, all distinct, every kind of `kinds` present.
 * @throws Error naming what is missing, prefixed with `label` ('varied searches').
 */
export function checkVariedList(
  list: readonly VariedItem<string, object>[],
  minimum: number,
  kinds: readonly string[],
  label: string,
): void {
  const distinct = new Set(list.map(searchKey)).size;
  if (distinct !== list.length) throw new Error(`${label}: ${list.length - distinct} repeated searches`);
  if (distinct < minimum) throw new Error(`${label}: ${distinct} distinct searches, at least ${minimum} needed`);
  const missing = kinds.filter((kind) => !list.some((item) => item.kind === kind));
  if (missing.length) throw new Error(`${label}: no ${missing.join(', ')} searches`);
}
