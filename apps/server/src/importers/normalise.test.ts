import { describe, expect, it } from 'vitest';
import { descriptionHtml } from '../lib/html.ts';
import { industryFromName } from './industry-map.ts';
import {
  bucketFromLinkedinSize,
  companyNameKey,
  domainFromUrl,
  durationMonthsFromText,
  employmentTypesFrom,
  leadGeo,
  minimumExperienceFromText,
  postingFingerprint,
} from './normalise.ts';

describe('companyNameKey', () => {
  it('ignores case, punctuation, a leading "the" and legal suffixes', () => {
    expect(companyNameKey('The Home Depot, Inc.')).toBe('home depot');
    expect(companyNameKey('Procter & Gamble Co')).toBe('procter and gamble');
    expect(companyNameKey('Milestone Technologies, Inc.')).toBe(companyNameKey('Milestone Technologies'));
    expect(companyNameKey('Nestlé USA')).toBe('nestle usa');
  });

  it('keeps words that only look like suffixes elsewhere in the name', () => {
    expect(companyNameKey('SA Recycling')).toBe('sa recycling');
    expect(companyNameKey('Co-op Financial')).toBe('co op financial');
    expect(companyNameKey('Inc.')).toBe('inc');
  });
});

describe('domainFromUrl', () => {
  it('keeps the host without www', () => {
    expect(domainFromUrl('www.ibm.com')).toBe('ibm.com');
    expect(domainFromUrl('https://WWW.Example.com/careers?x=1')).toBe('example.com');
    expect(domainFromUrl('not a url')).toBeNull();
    expect(domainFromUrl(null)).toBeNull();
  });
});

describe('employmentTypesFrom', () => {
  it('maps the feeds’ words to the spec’s three types', () => {
    expect(employmentTypesFrom('Full-time').types).toEqual(['Direct Hire']);
    expect(employmentTypesFrom('Part-time').types).toEqual(['Direct Hire']);
    expect(employmentTypesFrom('Temporary').types).toEqual(['Contract']);
    expect(employmentTypesFrom('Internship').types).toEqual(['Contract']);
    expect(employmentTypesFrom('Contract, Temp-to-hire').types).toEqual(['Contract', 'Contract to Direct Hire']);
    expect(employmentTypesFrom('FULL_TIME').types).toEqual(['Direct Hire']);
    expect(employmentTypesFrom('Volunteer')).toEqual({ types: [], unknown: [] });
    expect(employmentTypesFrom('Gig')).toEqual({ types: [], unknown: ['Gig'] });
    expect(employmentTypesFrom('Perm placement', { 'perm placement': 'Direct Hire' }).types).toEqual(['Direct Hire']);
  });
});

describe('source details', () => {
  it('maps LinkedIn size codes to the size buckets', () => {
    expect(bucketFromLinkedinSize('0')).toBe('1-10');
    expect(bucketFromLinkedinSize('7')).toBe('10,001+');
    expect(bucketFromLinkedinSize('')).toBeNull();
    expect(bucketFromLinkedinSize('9')).toBeNull();
  });

  it('maps industry names to the fixed list', () => {
    expect(industryFromName('Staffing and Recruiting')).toBe('Staffing & Recruiting');
    expect(industryFromName('IT Services and IT Consulting')).toBe('Information Technology & Services');
    expect(industryFromName('General Merchandisers')).toBe('Retail');
    expect(industryFromName('Underwater Basket Weaving')).toBeNull();
  });

  it('reads experience and contract length from descriptions', () => {
    expect(minimumExperienceFromText('Requires 5+ years of relevant experience.')).toBe(5);
    expect(minimumExperienceFromText('3-5 years experience with SQL')).toBe(3);
    expect(minimumExperienceFromText('Great team')).toBeNull();
    expect(durationMonthsFromText('This is a 6 month contract')).toBe(6);
  });

  it('fingerprints postings ignoring case and spacing', () => {
    expect(postingFingerprint(['Nurse', 'Mercy', 'Austin, TX', null])).toBe(
      postingFingerprint(['  nurse ', 'MERCY', 'Austin,  TX', '']),
    );
  });
});

describe('leadGeo', () => {
  it('keeps coordinates only for cities found in the gazetteer', () => {
    expect(leadGeo('Chicago, IL').geo).toMatchObject({ city: 'Chicago', state: 'IL', country: 'US' });
    expect(leadGeo('Chicago, IL').geo.latitude).toBeCloseTo(41.85, 1);
    expect(leadGeo('California, United States')).toEqual({
      geo: { city: null, state: 'CA', country: 'US', latitude: null, longitude: null },
      placement: 'region',
      warning: { kind: 'placed at region level', value: 'California, United States' },
    });
    // A metro area keeps its state and no point (issue #20).
    expect(leadGeo('New York City Metro Area')).toMatchObject({
      geo: { city: null, state: 'NY', latitude: null },
      placement: 'region',
    });
    expect(leadGeo('Xyzzyville').warning).toEqual({ kind: 'location not placed (unknown-place)', value: 'Xyzzyville' });
    expect(leadGeo(null).warning).toBe('no location');
  });
});

describe('descriptionHtml', () => {
  it('turns plain text into paragraphs and escapes it', () => {
    expect(descriptionHtml('Line one\nline "two" & <3\n\nNext')).toBe(
      '<p>Line one<br>line &quot;two&quot; &amp; &lt;3</p><p>Next</p>',
    );
  });

  it('sanitises HTML', () => {
    const html = descriptionHtml('<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:x">a</a></p>');
    expect(html).toBe('<p>Hi <a rel="nofollow noopener noreferrer" target="_blank">a</a></p>');
  });
});
