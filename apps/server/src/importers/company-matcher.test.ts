/**
 * The company matching rule (company-matcher.ts) on real-looking, made-up pairs: each row is an existing company
 * and a newly seen one, and what the matcher must do — join them, queue them for review, or leave them apart.
 */
import { describe, expect, it } from 'vitest';
import {
  companyNameKey,
  decideCompany,
  type KnownCompany,
  NEAR_MATCH_SIMILARITY,
  trigramSimilarity,
} from './company-matcher.ts';

type Side = { name: string; domain?: string; city?: string; state?: string };
type Expected = 'join' | 'similar-name' | 'same-name-other-domain' | 'same-domain-other-name' | 'apart';

const PAIRS: readonly [Side, Side, Expected][] = [
  // the same company, written differently
  [{ name: 'Sterling Data Labs, Inc.' }, { name: 'Sterling Data Labs' }, 'join'],
  [{ name: 'The Home Depot, Inc.' }, { name: 'Home Depot' }, 'join'],
  [{ name: 'Procter & Gamble Co.' }, { name: 'Procter and Gamble' }, 'join'],
  [{ name: 'Northwind Traders LLC' }, { name: 'NORTHWIND TRADERS' }, 'join'],
  [{ name: 'Bluewater Logistics Ltd.' }, { name: 'Bluewater Logistics Limited' }, 'join'],
  [{ name: 'Harbor Freightways Corp' }, { name: 'Harbor Freightways Corporation' }, 'join'],
  [{ name: 'Kessler Maschinenbau GmbH' }, { name: 'Kessler Maschinenbau' }, 'join'],
  [{ name: 'Albrecht Werke GmbH & Co. KG' }, { name: 'Albrecht Werke' }, 'join'],
  [{ name: 'Rhein Pharma AG' }, { name: 'Rhein Pharma' }, 'join'],
  [{ name: 'Lumière Conseil S.A.S.' }, { name: 'Lumiere Conseil' }, 'join'],
  [{ name: 'Grupo Solano S.A.' }, { name: 'Grupo Solano' }, 'join'],
  [{ name: 'Van Dijk Bouw B.V.' }, { name: 'Van Dijk Bouw' }, 'join'],
  [{ name: 'Meuse Logistics NV' }, { name: 'Meuse Logistics' }, 'join'],
  [{ name: 'Wattle Mining Pty Ltd' }, { name: 'Wattle Mining' }, 'join'],
  [{ name: 'Revontuli Oy' }, { name: 'Revontuli' }, 'join'],
  [{ name: 'Nordvik Software AB' }, { name: 'Nordvik Software' }, 'join'],
  [{ name: 'Ferraro Tessili S.p.A.' }, { name: 'Ferraro Tessili' }, 'join'],
  [{ name: 'Ferraro Tessili SpA' }, { name: 'Ferraro Tessili' }, 'join'],
  [{ name: 'Colombo Impianti S.r.l.' }, { name: 'Colombo Impianti' }, 'join'],
  [{ name: 'Sakura Denki KK' }, { name: 'Sakura Denki' }, 'join'],
  [{ name: 'Café Olé Holdings' }, { name: 'Cafe Ole Holdings' }, 'join'],
  [
    { name: 'Acme Staffing', domain: 'acmestaffing.com' },
    { name: 'Acme Staffing, Inc.', domain: 'acmestaffing.com' },
    'join',
  ],
  [{ name: 'Acme Staffing', domain: 'acmestaffing.com' }, { name: 'Acme Staffing' }, 'join'],
  [{ name: 'Acme Staffing' }, { name: 'Acme Staffing', domain: 'acmestaffing.com' }, 'join'],
  [
    { name: 'Sterling Data Labs, Inc.', domain: 'sterling-data-labs.example.com' },
    { name: 'Sterling Data Labs', domain: 'sterlingdatalabs.com' },
    'join',
  ],
  // alike, but only a person can tell: queued, not joined
  [{ name: 'Sterling Data Labs' }, { name: 'Sterling Data Lab' }, 'similar-name'],
  [{ name: 'Brightpath Healthcare Services' }, { name: 'Brightpath Health Care Services' }, 'similar-name'],
  [{ name: 'Meridian Technologies Group' }, { name: 'Meridian Technology Group' }, 'similar-name'],
  [
    { name: 'Acme Staffing', domain: 'acmestaffing.com' },
    { name: 'Acme Staffing', domain: 'acme-staffing.co.uk' },
    'same-name-other-domain',
  ],
  [{ name: 'Alphabet', domain: 'google.com' }, { name: 'Google', domain: 'google.com' }, 'same-domain-other-name'],
  [
    { name: 'International Business Machines', domain: 'ibm.com' },
    { name: 'IBM', domain: 'ibm.com' },
    'same-domain-other-name',
  ],
  // different companies
  [{ name: 'Serenity Day Spa' }, { name: 'Serenity Day' }, 'similar-name'], // 'Spa' is a word here, not S.p.A.
  [{ name: 'General Motors' }, { name: 'General Mills' }, 'apart'],
  [{ name: 'American Express' }, { name: 'American Airlines' }, 'apart'],
  [{ name: 'Bank of America' }, { name: 'Bank of the West' }, 'apart'],
  [{ name: 'Delta Air Lines' }, { name: 'Delta Dental' }, 'apart'],
  [{ name: 'SA Recycling' }, { name: 'Recycling' }, 'similar-name'], // a leading 'SA' is part of the name
  [{ name: 'Summit Dental Group' }, { name: 'Summit Medical Group' }, 'apart'],
  [
    { name: 'Sterling Data Labs', domain: 'sterlingdatalabs.com' },
    { name: 'Sterling Data Lab', domain: 'sterlinglab.io' },
    'apart',
  ],
  [{ name: 'Northwind Health' }, { name: 'Southwind Health' }, 'apart'],
  [{ name: 'Apex Systems' }, { name: 'Apex Solutions' }, 'apart'],
];

function known(side: Side, id = 1): KnownCompany {
  return {
    id,
    nameKey: companyNameKey(side.name),
    domain: side.domain ?? null,
    city: side.city ?? null,
    state: side.state ?? null,
    aliasNames: [],
    aliasDomains: [],
  };
}

function outcome(existing: Side, seen: Side): Expected {
  const decision = decideCompany(
    {
      nameKey: companyNameKey(seen.name),
      domain: seen.domain ?? null,
      city: seen.city ?? null,
      state: seen.state ?? null,
    },
    [known(existing)],
  );
  if (decision.kind === 'join') return 'join';
  return decision.review[0]?.reason ?? 'apart';
}

describe('company matcher', () => {
  it('has at least 30 pairs of each kind of evidence', () => {
    expect(PAIRS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(PAIRS)('%j and %j: %s', (existing, seen, expected) => {
    expect(outcome(existing, seen)).toBe(expected);
  });

  it('joins a company under one of its aliases (a name or a domain it was merged with)', () => {
    const company: KnownCompany = {
      ...known({ name: 'Alphabet', domain: 'abc.xyz' }),
      aliasNames: ['google'],
      aliasDomains: ['google.com'],
    };
    expect(decideCompany({ nameKey: 'google', domain: null, city: null, state: null }, [company])).toMatchObject({
      kind: 'join',
    });
    expect(
      decideCompany({ nameKey: 'alphabet', domain: 'google.com', city: null, state: null }, [company]),
    ).toMatchObject({ kind: 'join' });
  });

  it('uses the place to choose between two companies of the same name', () => {
    const austin = { ...known({ name: 'Summit Dental', city: 'Austin', state: 'TX' }, 1) };
    const denver = { ...known({ name: 'Summit Dental', city: 'Denver', state: 'CO' }, 2) };
    const pick = (city: string | null, state: string | null) => {
      const decision = decideCompany({ nameKey: 'summit dental', domain: null, city, state }, [austin, denver]);
      return decision.kind === 'join' ? decision.company.id : null;
    };
    expect(pick('Denver', 'CO')).toBe(2);
    expect(pick('Boulder', 'CO')).toBe(2);
    expect(pick('Austin', 'TX')).toBe(1);
    expect(pick(null, null)).toBe(1);
  });

  it('computes similarity as pg_trgm does', () => {
    expect(trigramSimilarity('word', 'word')).toBe(1);
    expect(trigramSimilarity('word', 'two words')).toBeCloseTo(0.363636, 5);
    expect(trigramSimilarity('', 'abc')).toBe(0);
    expect(NEAR_MATCH_SIMILARITY).toBeGreaterThan(0.5);
  });

  it('keeps a name that is nothing but a legal form', () => {
    expect(companyNameKey('Inc.')).toBe('inc');
    expect(companyNameKey('The Company')).toBe('company');
  });
});
