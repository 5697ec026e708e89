/**
 * Seeded, stateless randomness for the job web: every choice (which posting opens when, its id, its pay edit) is a
 * pure function of the seed and a few integers, so two emulators with the same seed and clock serve the same bytes.
 */

/** murmur3's 32-bit finaliser: spreads the bits of `value` over the whole word. */
function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** An unsigned 32-bit hash of a list of integers (negative and large values welcome; fractions are truncated). */
export function hash32(...values: number[]): number {
  let h = 0x9e3779b9;
  for (const value of values) {
    const low = value | 0;
    const high = Math.floor(value / 4294967296) | 0;
    h = mix32(h ^ low) + 0x7f4a7c15;
    if (high !== 0 && high !== -1) h = mix32(h ^ high) + 0x165667b1;
  }
  return mix32(h);
}

/** A uniform number in [0, 1) from the same inputs as hash32. */
export function unit(...values: number[]): number {
  return hash32(...values) / 4294967296;
}

/** An unsigned 32-bit hash of a text (FNV-1a, then mixed). */
export function hashText(text: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    h ^= text.charCodeAt(index);
    h = Math.imul(h, 0x01000193);
  }
  return mix32(h);
}

/** `count` hex digits derived from the inputs (lower case). */
export function hexDigits(count: number, ...values: number[]): string {
  let out = '';
  for (let part = 0; out.length < count; part += 1)
    out += hash32(...values, part)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, count);
}

/** A version-4-shaped UUID derived from the inputs. */
export function uuidFrom(...values: number[]): string {
  const hex = hexDigits(32, ...values);
  const variant = ((Number.parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A Poisson-distributed count with mean `lambda` (small means only), drawn by inverting the CDF at `u`. */
export function poisson(lambda: number, u: number): number {
  let probability = Math.exp(-lambda);
  let cumulative = probability;
  let count = 0;
  while (u > cumulative && count < 1000) {
    count += 1;
    probability *= lambda / count;
    cumulative += probability;
  }
  return count;
}

/** Picks an element of a non-empty list by a 32-bit hash. */
export function pick<T>(items: readonly T[], hash: number): T {
  const item = items[hash % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

/** A seeded shuffle (Fisher–Yates) of a copy of `items`. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = hash32(seed, index) % (index + 1);
    const held = copy[index] as T;
    copy[index] = copy[other] as T;
    copy[other] = held;
  }
  return copy;
}
