import { ANALYTICS_EVENTS } from '@agencyscout/contracts';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE } from '../../../test/sweeps/route-table.ts';
import { routeEventOf } from './route-events.ts';

describe('product events of API calls (issue #21)', () => {
  it('names the events that matter by route, including a contact pushed into a CRM', () => {
    expect(routeEventOf('GET', '/api/v1/leads')?.event).toBe(ANALYTICS_EVENTS.searchRun);
    expect(routeEventOf('POST', '/api/v1/logcontact')?.event).toBe(ANALYTICS_EVENTS.interactionLogged);
    for (const provider of ['bullhorn', 'hubspot']) {
      const routeEvent = routeEventOf('POST', `/api/v1/integrations/${provider}/addContact`);
      expect(routeEvent?.event).toBe(ANALYTICS_EVENTS.contactPushed);
    }
    expect(routeEventOf('GET', '/api/v1/me')).toBeUndefined();
    expect(routeEventOf('GET', undefined)).toBeUndefined();
  });

  it('only names routes that exist', () => {
    const routes = new Set(Object.keys(ROUTE_TABLE).map((key) => key.replace(/\{(\w+)\}/g, ':$1')));
    for (const key of [
      'POST /api/v1/integrations/bullhorn/addContact',
      'POST /api/v1/integrations/hubspot/addContact',
      'POST /api/v1/logcontact',
    ]) {
      expect(routes.has(key), key).toBe(true);
    }
  });
});
