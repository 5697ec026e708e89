/**
 * Deterministic randomness for the demo data: one seeded Faker (Mersenne Twister) per run, weighted
 * picks, and the real US/Canadian cities of the gazetteer weighted by population (major cities) so
 * synthetic leads land where jobs are.
 */
import { en, Faker } from '@faker-js/faker';
import { gazetteer } from '../modules/places/service.ts';

export interface DemoCity {
  name: string;
  stateCode: string;
  countryCode: 'US' | 'CA';
  latitude: number;
  longitude: number;
}

/** Cumulative weights for O(log n) weighted picks. */
export interface WeightedList<T> {
  items: readonly T[];
  cumulative: readonly number[];
}

export function weightedList<T>(entries: readonly (readonly [T, number])[]): WeightedList<T> {
  const items: T[] = [];
  const cumulative: number[] = [];
  let total = 0;
  for (const [item, weight] of entries) {
    if (weight <= 0) continue;
    total += weight;
    items.push(item);
    cumulative.push(total);
  }
  return { items, cumulative };
}

export interface DemoRandom {
  faker: Faker;
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  pick<T>(list: readonly T[]): T;
  chance(probability: number): boolean;
  weighted<T>(list: WeightedList<T>): T;
  /** A real city: 80 % from the major cities by population, 20 % any gazetteer city. */
  city(): DemoCity;
}

/** Share of demo locations drawn from the major cities (the rest: any US/Canadian city). */
const MAJOR_CITY_SHARE = 0.8;
/** A major city: this many inhabitants or more, and not a section of a larger city (GeoNames PPLX). */
const MAJOR_CITY_POPULATION = 100_000;

function cityPools(): { majors: WeightedList<DemoCity>; all: readonly DemoCity[] } {
  const cities = gazetteer()
    .entries.map((entry) => entry.place)
    .filter((place) => place.kind === 'city');
  const unique = [...new Set(cities)];
  const toCity = (place: (typeof unique)[number]): DemoCity => ({
    name: place.name,
    stateCode: place.stateCode ?? '',
    countryCode: place.countryCode as 'US' | 'CA',
    latitude: place.latitude,
    longitude: place.longitude,
  });
  const majors = weightedList(
    unique
      .filter((place) => place.population >= MAJOR_CITY_POPULATION && place.featureCode !== 'PPLX')
      .map((place) => [toCity(place), Math.round(place.population / 1000)] as const),
  );
  const all = unique.map(toCity).sort((a, b) => (a.name + a.stateCode).localeCompare(b.name + b.stateCode));
  return { majors, all };
}

export function createDemoRandom(seed: number): DemoRandom {
  const faker = new Faker({ locale: [en] });
  faker.seed(seed);
  const next = () => faker.number.float();
  const pools = cityPools();
  const random: DemoRandom = {
    faker,
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (list) => {
      const item = list[Math.floor(next() * list.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    chance: (probability) => next() < probability,
    weighted: (list) => {
      const target = next() * (list.cumulative.at(-1) ?? 0);
      let low = 0;
      let high = list.cumulative.length - 1;
      while (low < high) {
        const middle = (low + high) >>> 1;
        if ((list.cumulative[middle] ?? 0) <= target) low = middle + 1;
        else high = middle;
      }
      return list.items[low] as (typeof list.items)[number];
    },
    city: () => (next() < MAJOR_CITY_SHARE ? random.weighted(pools.majors) : random.pick(pools.all)),
  };
  return random;
}
