import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUser,
  mintAccessToken,
  type TestContext,
} from '../../../test/helpers/test-app.ts';

describe('GET /api/v1/places', () => {
  let context: TestContext;
  let token: string;

  beforeAll(async () => {
    context = await createTestApp();
    token = await mintAccessToken(context, await createUser(context.db, { plan: 'openweb' }));
  });
  afterAll(() => context.close());

  it('autocompletes cities, states and countries for any signed-in user', async () => {
    const response = await context.app.inject({ url: '/api/v1/places?q=chi', headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const [first] = response.json().places;
    expect(first).toEqual({
      name: 'Chicago',
      kind: 'city',
      stateCode: 'IL',
      countryCode: 'US',
      latitude: expect.any(Number),
      longitude: expect.any(Number),
      label: 'Chicago, IL',
    });
  });

  it('honours the limit', async () => {
    const response = await context.app.inject({ url: '/api/v1/places?q=new&limit=3', headers: bearer(token) });
    expect(response.json().places).toHaveLength(3);
  });

  it('answers 400 for a query under 2 or over 100 characters', async () => {
    for (const q of ['c', ' c ', 'x'.repeat(101)]) {
      const response = await context.app.inject({ url: `/api/v1/places?q=${q}`, headers: bearer(token) });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_ERROR' });
    }
    const missing = await context.app.inject({ url: '/api/v1/places', headers: bearer(token) });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 401 without sign-in', async () => {
    const response = await context.app.inject({ url: '/api/v1/places?q=chicago' });
    expect(response.statusCode).toBe(401);
  });
});
