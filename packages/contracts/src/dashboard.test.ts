import { describe, expect, it } from 'vitest';
import { clientListCsvFileName } from './client-list.ts';
import { DASHBOARD_RECOMMENDED, dashboardTrend } from './dashboard.ts';

describe('dashboard arrows (§2.9)', () => {
  it('is up at or above the recommendation, flat from half of it, down below half', () => {
    expect(dashboardTrend(150, 150)).toBe('up');
    expect(dashboardTrend(151, 150)).toBe('up');
    expect(dashboardTrend(75, 150)).toBe('flat');
    expect(dashboardTrend(74, 150)).toBe('down');
    expect(dashboardTrend(0, 150)).toBe('down');
  });

  it('has §9 recommended counts per week and month', () => {
    expect(DASHBOARD_RECOMMENDED.week).toEqual({ searches: 150, views: 200, emails: 300, linkedIn: 75, calls: 250 });
    expect(DASHBOARD_RECOMMENDED.month).toEqual({ searches: 450, views: 600, emails: 900, linkedIn: 225, calls: 750 });
  });
});

describe('client list export file name (§2.8)', () => {
  it('is Leads_{month}-{day}-{year}.csv in local time', () => {
    expect(clientListCsvFileName(new Date(2026, 0, 9, 23, 59))).toBe('Leads_1-9-2026.csv');
  });
});
