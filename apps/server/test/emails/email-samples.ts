/**
 * One example of every e-mail the server sends, with fixed dates and data (some of it hostile), for the
 * snapshot tests (emails.test.ts), the alert e-mail benchmark and looking at the e-mails in a browser
 * (`node apps/server/test/emails/write-email-samples.ts <folder>`).
 */
import { ALERT_SAMPLE_TEXTS, type LeadHit } from '@agencyscout/contracts';
import type { EmailContent } from '../../src/lib/email/template.ts';
import { emailChangeEmail } from '../../src/modules/account/email-change-email.ts';
import { renderClientAlertEmail } from '../../src/modules/alerts/client-alert-email.ts';
import { renderAlertEmail } from '../../src/modules/alerts/email.ts';
import { invitationEmail } from '../../src/modules/onboarding/email.ts';
import { renderActivityReport } from '../../src/modules/reports/email.ts';
import { renderStaffNotice } from '../../src/modules/research-requests/notice.ts';
import type { ManagedUserRow } from '../../src/modules/users/repository.ts';

const PUBLIC_URL = 'https://app.agencyscout.test';

/** A lead hit of an alert; `index` varies title, place, pay and posted day. */
export function sampleHit(index: number, overrides: Partial<LeadHit> = {}): LeadHit {
  const places = [
    ['Chicago', 'IL'],
    ['Phoenix', 'AZ'],
    ['Austin', 'TX'],
    ['Toronto', 'ON'],
  ] as const;
  const [city, state] = places[index % places.length] ?? places[0];
  const titles = ['Registered Nurse', 'Forklift Operator', 'Senior Software Engineer', 'Welder & Fitter'];
  return {
    id: 1_000 + index,
    leadType: 'Agency',
    title: `${titles[index % titles.length]} ${index}`,
    location: index % 3 === 2 ? null : `${city}, ${state}`,
    city,
    state,
    country: state === 'ON' ? 'CA' : 'US',
    postedAt: new Date(Date.UTC(2026, 10, 1 + (index % 28), 9)).toISOString(),
    employmentTypes: ['Contract'],
    hourlyPayMin: index % 2 ? 30 : null,
    hourlyPayMax: index % 2 ? 42.5 : null,
    durationMonths: null,
    minSalary: index % 2 ? null : 65_000,
    maxSalary: index % 2 ? null : 80_000,
    salaryCurrency: state === 'ON' ? 'CAD' : 'USD',
    minExperienceYears: null,
    favorite: false,
    viewed: false,
    companyId: 10 + index,
    companyName: `Company ${index} & Sons`,
    companyLeadCount: 3,
    ...overrides,
  };
}

/** The model of a saved-search alert of `hits` leads out of `total`. */
export function sampleAlertModel(index: number, hits: number, total: number) {
  return {
    publicUrl: PUBLIC_URL,
    searchId: 40 + index,
    searchName: `Nurses near Chicago ${index}`,
    leadType: 'Agency' as const,
    hits: Array.from({ length: hits }, (_, offset) => sampleHit(index * hits + offset)),
    total,
    unsubscribeUrl: `${PUBLIC_URL}/api/alerts/unsubscribe?token=t${index}`,
  };
}

function managedUser(name: string, email: string, counts: number[]): ManagedUserRow {
  const [agencyViewed = 0, agencyContacted = 0, tipsViewed = 0, tipsContacted = 0, openWebViewed = 0] = counts;
  return {
    userId: email,
    email,
    name,
    role: 2,
    hasPassword: true,
    lastLoginAt: null,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    agencyViewed,
    agencyContacted,
    tipsViewed,
    tipsContacted,
    openWebViewed,
    openWebContacted: counts[5] ?? 0,
  };
}

/** Every e-mail, by a file-friendly name. */
export const EMAIL_SAMPLES: Record<string, () => Promise<EmailContent>> = {
  'saved-search-alert': () =>
    renderAlertEmail({
      ...sampleAlertModel(0, 3, 5),
      searchName: 'ICU nurses <Chicago> & "nights"',
      hits: [
        sampleHit(0, { title: 'Registered Nurse <script>alert(1)</script>' }),
        sampleHit(1, { companyName: null }),
        sampleHit(2, { postedAt: null }),
      ],
    }),
  'saved-search-alert-all-shown': () => renderAlertEmail({ ...sampleAlertModel(1, 2, 2), leadType: 'OpenWeb' }),
  'saved-search-alert-sample': () =>
    renderAlertEmail({
      ...sampleAlertModel(2, 2, 2),
      searchName: 'Welders',
      unsubscribeUrl: `${PUBLIC_URL}/savedsearch?searchId=42`,
      sampleNote: ALERT_SAMPLE_TEXTS.bodyNote('Nov 26, 2026 07:00 UTC'),
    }),
  'client-alert': () =>
    renderClientAlertEmail({
      publicUrl: PUBLIC_URL,
      unsubscribeUrl: `${PUBLIC_URL}/api/alerts/unsubscribe?token=client`,
      leads: [
        {
          companyId: 7,
          companyName: 'Acme <img src=x onerror=alert(1)> & Co',
          leadId: 501,
          title: 'Nurse <script>alert(1)</script>',
          location: 'Chicago, IL',
          postedAt: new Date('2026-11-26T15:00:00Z'),
        },
        {
          companyId: 8,
          companyName: 'Globex',
          leadId: 502,
          title: 'Forklift Operator',
          location: null,
          postedAt: null,
        },
        {
          companyId: 7,
          companyName: 'Acme <img src=x onerror=alert(1)> & Co',
          leadId: 503,
          title: 'Charge Nurse',
          location: 'Evanston, IL',
          postedAt: new Date('2026-11-25T09:00:00Z'),
        },
      ],
    }),
  'activity-report-team-weekly': () =>
    renderActivityReport({
      publicUrl: PUBLIC_URL,
      kind: 'weekly',
      from: new Date('2026-11-16T06:00:00Z'),
      until: new Date('2026-11-23T06:00:00Z'),
      team: true,
      unsubscribeUrl: `${PUBLIC_URL}/api/alerts/unsubscribe?token=report`,
      rows: [
        managedUser('Dana Admin', 'dana@agency.test', [12, 3, 4, 1, 7, 2]),
        managedUser('', 'robin <img src=x>@agency.test', [0, 0, 2, 0, 0, 0]),
      ],
    }),
  'activity-report-daily': () =>
    renderActivityReport({
      publicUrl: PUBLIC_URL,
      kind: 'daily',
      from: new Date('2026-11-26T06:00:00Z'),
      until: new Date('2026-11-27T06:00:00Z'),
      team: false,
      unsubscribeUrl: `${PUBLIC_URL}/api/alerts/unsubscribe?token=daily`,
      rows: [managedUser('Sam Member', 'sam@agency.test', [5, 1, 0, 0, 3, 0])],
    }),
  invitation: () =>
    invitationEmail({
      link: `${PUBLIC_URL}/onboard/abc123?email=new%40agency.test`,
      organizationName: 'Harbor & Hill Staffing',
      inviterName: 'Dana Admin',
      expiresAt: new Date('2026-11-30T14:05:00Z'),
    }),
  'invitation-no-inviter': () =>
    invitationEmail({
      link: `${PUBLIC_URL}/onboard/def456?email=first%40agency.test`,
      organizationName: 'Harbor Staffing',
      inviterName: null,
      expiresAt: new Date('2026-12-01T08:00:00Z'),
    }),
  'email-change': () =>
    emailChangeEmail('new.address@agency.test', `${PUBLIC_URL}/api/account/email-change?token=tok%2Fen`),
  'research-request': () =>
    renderStaffNotice({
      id: 17,
      email: 'dana@agency.test',
      publicUrl: PUBLIC_URL,
      kind: 'form',
      location: 'Chicago, IL',
      city: 'Chicago',
      latitude: 41.88,
      longitude: -87.63,
      category: 'Healthcare',
      employmentType: 'Contract',
      specificRequirement: 'ICU nurses <with> "night" shifts & weekends',
      savedSearchId: null,
      searchName: null,
      search: null,
      companyName: null,
      contactName: null,
    }),
  'company-request': () =>
    renderStaffNotice({
      id: 18,
      email: 'dana@agency.test',
      publicUrl: PUBLIC_URL,
      kind: 'company',
      location: null,
      city: null,
      latitude: null,
      longitude: null,
      category: null,
      employmentType: null,
      specificRequirement: null,
      savedSearchId: null,
      searchName: null,
      search: null,
      companyName: 'Globex Corporation',
      contactName: 'Hank Scorpio',
    }),
};
