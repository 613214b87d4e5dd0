import { beforeEach, describe, expect, it } from 'vitest';
import { fakeDataProvider } from '../support/fakePlatform';
import { ResponseShapeError } from '../../src/dataProvider/parse';
import {
  REVIEW_QUEUE_FILTER,
  dayFilter,
  riskFilter,
  slaFilter,
  verificationsListUrl,
} from '../../src/dashboard/verificationLinks';

const dashboardStatsFixture = {
  days: [
    { date: '2026-11-21', total: 4, approved: 1, rejected: 1, reviewPending: 1 },
    { date: '2026-11-22', total: 2, approved: 2, rejected: 0, reviewPending: 0 },
  ],
  byStatus: {
    INITIATED: 1,
    PROCESSING: 0,
    REVIEW_PENDING: 5,
    APPROVED: 3,
    REJECTED: 1,
    EXPIRED: 0,
  },
  riskBuckets: [{ min: 0, max: 19, count: 10 }],
  reviewQueue: 5,
  slaAtRisk: 2,
  slaBreached: 1,
  averageRiskScore: 42.5,
  generatedAt: '2026-11-22T12:00:00.000Z',
};

const setup = (answer: unknown) => fakeDataProvider(answer);

describe('dashboard dataProvider', () => {
  beforeEach(() => localStorage.clear());

  it('getDashboardVerificationStats: GET v1/dashboard/verifications?days=N, parsed', async () => {
    const { provider, request } = setup(dashboardStatsFixture);
    expect(await provider.getDashboardVerificationStats(7)).toEqual(dashboardStatsFixture);
    expect(request()).toEqual({
      url: '/api/v1/dashboard/verifications?days=7',
      method: 'GET',
      body: undefined,
    });
  });

  it('asks for the 30-day window by default', async () => {
    const { provider, request } = setup(dashboardStatsFixture);
    await provider.getDashboardVerificationStats();
    expect(request().url).toBe('/api/v1/dashboard/verifications?days=30');
  });

  it('refuses an answer of the wrong shape', async () => {
    const { provider } = setup({ ...dashboardStatsFixture, byStatus: { APPROVED: 'many' } });
    await expect(provider.getDashboardVerificationStats()).rejects.toBeInstanceOf(
      ResponseShapeError,
    );
  });
});

describe('dashboard links into the verifications list', () => {
  const filterOf = (url: string) => {
    const parsed = new URL(url, 'http://portal.test');
    expect(parsed.pathname).toBe('/verifications');
    return JSON.parse(parsed.searchParams.get('filter') ?? 'null') as unknown;
  };

  it('carries the filter as JSON in the list URL', () => {
    expect(filterOf(verificationsListUrl(REVIEW_QUEUE_FILTER))).toEqual({
      status: ['REVIEW_PENDING'],
    });
    expect(filterOf(verificationsListUrl(slaFilter('AT_RISK')))).toEqual({
      status: ['REVIEW_PENDING'],
      sla: 'AT_RISK',
    });
    expect(filterOf(verificationsListUrl(dayFilter('2026-11-01')))).toEqual({
      startDate: '2026-11-01',
      endDate: '2026-11-01',
    });
    expect(filterOf(verificationsListUrl(riskFilter(80, 100)))).toEqual({
      riskScoreMin: 80,
      riskScoreMax: 100,
    });
  });
});
