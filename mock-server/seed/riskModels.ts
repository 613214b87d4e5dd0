import type { RiskModel } from '../../src/contract/rules/riskModel';
import type { DatabaseShape } from '../types';
import type { SeedGenerator } from './context';

const DAY = 86_400_000;

/** The platform's starting model: what a compliance team would switch on first. */
export const DEFAULT_RISK_MODEL: RiskModel = {
  bands: [
    { band: 'PASSED', from: 0 },
    { band: 'WARNING', from: 40 },
    { band: 'REJECTED', from: 70 },
  ],
  rules: [
    {
      id: 'high-risk-countries',
      name: 'High-risk jurisdiction',
      condition: { kind: 'COUNTRY_IN', countries: ['IR', 'KP', 'SY', 'CU', 'MM'] },
      score: 50,
      enabled: true,
    },
    {
      id: 'fraud-match',
      name: 'Matches the fraud database',
      condition: { kind: 'FRAUD_MATCH' },
      score: 40,
      enabled: true,
    },
    {
      id: 'sanctions-hit',
      name: 'Sanctions list hit',
      condition: { kind: 'SCREENING_HIT', listTypes: ['SANCTIONS'] },
      score: 60,
      enabled: true,
    },
    {
      id: 'pep-hit',
      name: 'Politically exposed person',
      condition: { kind: 'SCREENING_HIT', listTypes: ['PEP'] },
      score: 20,
      enabled: true,
    },
    {
      id: 'adverse-media',
      name: 'Adverse media',
      condition: { kind: 'SCREENING_HIT', listTypes: ['ADVERSE_MEDIA'] },
      score: 10,
      enabled: true,
    },
    {
      id: 'document-velocity',
      name: 'Same document more than twice in a week',
      condition: { kind: 'VELOCITY', per: 'DOCUMENT_NUMBER', count: 2, withinDays: 7 },
      score: 30,
      enabled: true,
    },
    {
      id: 'document-rejected',
      name: 'Document checks rejected',
      condition: {
        kind: 'CHECK_RESULT',
        checks: ['IMAGE_CHECKS', 'DATA_CHECKS'],
        decisions: ['REJECTED'],
      },
      score: 50,
      enabled: true,
    },
    {
      id: 'face-rejected',
      name: 'Face or liveness rejected',
      condition: {
        kind: 'CHECK_RESULT',
        checks: ['SIMILARITY', 'LIVENESS'],
        decisions: ['REJECTED'],
      },
      score: 50,
      enabled: true,
    },
    {
      id: 'unusable',
      name: 'Unusable capture',
      condition: {
        kind: 'CHECK_RESULT',
        checks: ['USABILITY', 'EXTRACTION'],
        decisions: ['REJECTED'],
      },
      score: 30,
      enabled: true,
    },
    {
      id: 'watchlist-check',
      name: 'Platform watchlist check rejected',
      condition: { kind: 'CHECK_RESULT', checks: ['WATCHLIST'], decisions: ['REJECTED'] },
      score: 40,
      enabled: true,
    },
    {
      id: 'check-warning',
      name: 'A check warned',
      condition: { kind: 'CHECK_RESULT', checks: [], decisions: ['WARNING'] },
      score: 25,
      enabled: true,
    },
    {
      id: 'young',
      name: 'Under 21',
      condition: { kind: 'AGE', under: 21, from: null },
      score: 10,
      enabled: true,
    },
    {
      id: 'elderly',
      name: '80 or older',
      condition: { kind: 'AGE', under: null, from: 80 },
      score: 10,
      enabled: false,
    },
  ],
};

/** Every tenant starts with the platform's model, then its administrator tuned it once. */
export const riskModelsGenerator: SeedGenerator<'riskModels'> = {
  collection: 'riskModels',
  generate: ({ db, now }) =>
    db.tenants.flatMap((tenant) => {
      const admin =
        db.users.find(
          (u) => u.tenantIds.includes(tenant.id) && u.roles.includes('ROLE_ADMINISTRATOR'),
        )?.email ?? 'system';
      const first = new Date(now - 90 * DAY).toISOString();
      const second = new Date(now - 20 * DAY).toISOString();
      return [
        {
          id: `rm-${tenant.id}-1`,
          tenantId: tenant.id,
          version: 1,
          model: DEFAULT_RISK_MODEL,
          createdAt: first,
          createdBy: 'system',
          reason: 'Platform default',
          restoredFrom: null,
        },
        {
          id: `rm-${tenant.id}-2`,
          tenantId: tenant.id,
          version: 2,
          model: {
            ...DEFAULT_RISK_MODEL,
            rules: DEFAULT_RISK_MODEL.rules.map((rule) =>
              rule.id === 'pep-hit' ? { ...rule, score: 30 } : rule,
            ),
          },
          createdAt: second,
          createdBy: admin,
          reason: 'PEP hits weigh more after the regulator’s review',
          restoredFrom: null,
        },
      ];
    }) as DatabaseShape['riskModels'],
};
