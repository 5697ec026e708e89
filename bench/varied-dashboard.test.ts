/**
 * The varied requests of the dashboard benchmark (issue #29 point 4): the same seed gives the same list, at least
 * 500 distinct requests of every kind, the notes requests queries the API accepts.
 */
import { companyNotesQuerySchema, dashboardQuerySchema } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import {
  checkDashboardRequests,
  DASHBOARD_KINDS,
  type DashboardVocabulary,
  variedDashboardRequests,
} from './varied-dashboard.ts';
import { searchKey } from './varied-list.ts';

const range = (count: number) => Array.from({ length: count }, (_, index) => index);
const letters = (index: number) => `w${String(index).replace(/\d/g, (digit) => 'abcdefghij'[Number(digit)] ?? '')}`;

const VOCABULARY: DashboardVocabulary = {
  members: 100,
  companies: range(500).map((index) => `Bench Company ${index}`),
  noteWords: range(60).map(letters),
  notePhrases: range(600).map((index) => `${letters(index % 7)} up ${index}`),
  places: ['Austin', 'Boston', 'CO', 'Denver', 'IL', 'MA', 'TX', 'Chicago'],
  datasetWords: range(400).map((index) => `d${letters(index)}`),
};

describe('varied dashboard requests', () => {
  it('are the same list for the same seed, and another for another seed', () => {
    const first = variedDashboardRequests(VOCABULARY, { seed: 42 });
    expect(variedDashboardRequests(VOCABULARY, { seed: 42 })).toEqual(first);
    expect(variedDashboardRequests(VOCABULARY, { seed: 43 }).map(searchKey)).not.toEqual(first.map(searchKey));
  });

  it('are at least 500 distinct requests of every kind, each a query the API accepts', () => {
    const list = variedDashboardRequests(VOCABULARY, { seed: 42 });
    expect(() => checkDashboardRequests(list)).not.toThrow();
    expect(list.length).toBeGreaterThanOrEqual(500);
    expect(new Set(list.map((request) => request.kind))).toEqual(new Set(DASHBOARD_KINDS));
    for (const request of list) {
      const { member, ...query } = request.params;
      const schema = request.path === '/api/v1/companynotes' ? companyNotesQuerySchema : dashboardQuerySchema;
      expect(schema.safeParse(query).success, JSON.stringify(request.params)).toBe(true);
      expect(request.member).toBeLessThan(VOCABULARY.members);
      if (member !== undefined) expect(member).toBe(String(request.member));
    }
  });
});
