import { describe, expect, it } from 'vitest';
import { bullhornCompanyRecord, bullhornContactRecord, hubspotCompanyRecord, hubspotContactRecord } from './records.ts';

describe('CRM records accepted by a pull (issue #32 point 7)', () => {
  it('maps a Bullhorn ClientCorporation: domain from companyURL, first owner, ms dates', () => {
    expect(
      bullhornCompanyRecord({
        id: 5001,
        name: ' Initech, Inc. ',
        companyURL: 'https://www.Initech.com/about',
        status: 'Active Account',
        dateLastModified: 1_764_547_200_000,
        owners: { total: 2, data: [{ id: 11, firstName: 'Rita', lastName: 'Recruiter' }, { id: 12 }] },
      }),
    ).toEqual({
      crmId: '5001',
      name: 'Initech, Inc.',
      domain: 'initech.com',
      owner: 'Rita Recruiter',
      status: 'Active Account',
      lastActivityAt: null,
      modifiedAt: new Date(1_764_547_200_000),
    });
  });

  it('skips records that do not fit: no name, control characters, oversized text, bad ids and dates', () => {
    expect(bullhornCompanyRecord({ id: 1, name: '' })).toBeNull();
    expect(bullhornCompanyRecord({ id: 1, name: 'Bell\u0007 Co' })).toBeNull();
    expect(bullhornCompanyRecord({ id: 1, name: 'x'.repeat(301) })).toBeNull();
    expect(bullhornCompanyRecord({ id: -1, name: 'Acme' })).toBeNull();
    expect(bullhornCompanyRecord({ id: 1, name: 'Acme', dateLastModified: 'yesterday' })).toBeNull();
    expect(bullhornCompanyRecord('<html>')).toBeNull();
    expect(hubspotCompanyRecord({ id: '../../x', properties: { name: 'Acme' } }, new Map())).toBeNull();
    expect(hubspotContactRecord({ id: '1', properties: { email: { $ne: '' } } })).toBeNull();
  });

  it('keeps markup as plain text (rendered as text) and lower-cases e-mail addresses', () => {
    const contact = bullhornContactRecord({
      id: 7,
      firstName: '<b>Peter</b>',
      email: 'Peter@Initech.COM',
      clientCorporation: { id: 5001 },
      dateLastVisit: 1_764_547_200_000,
    });
    expect(contact).toMatchObject({ firstName: '<b>Peter</b>', email: 'peter@initech.com', crmCompanyId: '5001' });
    expect(contact?.lastActivityAt).toEqual(new Date(1_764_547_200_000));
  });

  it('maps a HubSpot company with its owner named and ISO dates', () => {
    const record = hubspotCompanyRecord(
      {
        id: '900',
        properties: {
          name: 'Hooli',
          domain: 'hooli.com',
          hubspot_owner_id: '7001',
          lifecyclestage: 'customer',
          notes_last_updated: '2026-11-04T10:00:00.000Z',
          hs_lastmodifieddate: '2026-11-05T10:00:00.000Z',
        },
      },
      new Map([['7001', 'Olive Owner']]),
    );
    expect(record).toMatchObject({ crmId: '900', owner: 'Olive Owner', domain: 'hooli.com', status: 'customer' });
    expect(record?.lastActivityAt?.toISOString()).toBe('2026-11-04T10:00:00.000Z');
  });
});
