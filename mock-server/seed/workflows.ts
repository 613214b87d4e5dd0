import type { WorkflowRecord } from '../types';
import type { SeedGenerator } from './context';
import { SEED_ACTOR, SEED_REFERENCE_DATE, seedStamp } from './context';

interface StepSeed {
  id: string;
  type: string;
  name: string;
  next: string;
  onFailure?: string;
}

/** Real-looking KYC flows: capture, extraction, checks, screening, scoring and a review where it matters. */
const TEMPLATES: { name: string; description: string; steps: StepSeed[] }[] = [
  {
    name: 'Standard KYC onboarding',
    description: 'ID document, selfie with liveness, watchlist screening and a risk score.',
    steps: [
      {
        id: 'document-capture',
        type: 'DOCUMENT_CAPTURE',
        name: 'Capture ID document',
        next: 'extraction',
      },
      {
        id: 'extraction',
        type: 'EXTRACTION',
        name: 'Extract document data',
        next: 'liveness',
        onFailure: 'manual-review',
      },
      {
        id: 'liveness',
        type: 'LIVENESS',
        name: 'Liveness check',
        next: 'face-match',
        onFailure: 'manual-review',
      },
      {
        id: 'face-match',
        type: 'FACE_MATCH',
        name: 'Selfie to document match',
        next: 'watchlist',
        onFailure: 'manual-review',
      },
      {
        id: 'watchlist',
        type: 'WATCHLIST_SCREENING',
        name: 'Sanctions and PEP screening',
        next: 'risk-score',
      },
      {
        id: 'risk-score',
        type: 'RISK_SCORING',
        name: 'Risk scoring',
        next: 'decision',
        onFailure: 'manual-review',
      },
      { id: 'manual-review', type: 'MANUAL_REVIEW', name: 'Manual review', next: 'decision' },
      { id: 'decision', type: 'DECISION', name: 'Final decision', next: 'END' },
    ],
  },
  {
    name: 'Document only',
    description: 'Fast document check without biometrics, for low-risk products.',
    steps: [
      {
        id: 'document-capture',
        type: 'DOCUMENT_CAPTURE',
        name: 'Capture ID document',
        next: 'extraction',
      },
      {
        id: 'extraction',
        type: 'EXTRACTION',
        name: 'Extract document data',
        next: 'decision',
        onFailure: 'manual-review',
      },
      { id: 'manual-review', type: 'MANUAL_REVIEW', name: 'Manual review', next: 'decision' },
      { id: 'decision', type: 'DECISION', name: 'Final decision', next: 'END' },
    ],
  },
  {
    name: 'Enhanced due diligence',
    description: 'Full checks with mandatory manual review for high-risk customers.',
    steps: [
      {
        id: 'document-capture',
        type: 'DOCUMENT_CAPTURE',
        name: 'Capture ID document',
        next: 'extraction',
      },
      { id: 'extraction', type: 'EXTRACTION', name: 'Extract document data', next: 'selfie' },
      { id: 'selfie', type: 'SELFIE_CAPTURE', name: 'Capture selfie', next: 'liveness' },
      { id: 'liveness', type: 'LIVENESS', name: 'Liveness check', next: 'watchlist' },
      {
        id: 'watchlist',
        type: 'WATCHLIST_SCREENING',
        name: 'Sanctions, PEP and adverse media',
        next: 'risk-score',
      },
      { id: 'risk-score', type: 'RISK_SCORING', name: 'Risk scoring', next: 'manual-review' },
      { id: 'manual-review', type: 'MANUAL_REVIEW', name: 'Compliance review', next: 'decision' },
      { id: 'decision', type: 'DECISION', name: 'Final decision', next: 'END' },
    ],
  },
  {
    name: 'Returning customer re-check',
    description: 'Selfie and liveness against the identity on file.',
    steps: [
      { id: 'selfie', type: 'SELFIE_CAPTURE', name: 'Capture selfie', next: 'liveness' },
      {
        id: 'liveness',
        type: 'LIVENESS',
        name: 'Liveness check',
        next: 'face-match',
        onFailure: 'decision',
      },
      {
        id: 'face-match',
        type: 'FACE_MATCH',
        name: 'Match against identity on file',
        next: 'decision',
      },
      { id: 'decision', type: 'DECISION', name: 'Final decision', next: 'END' },
    ],
  },
  {
    name: 'Watchlist screening only',
    description: 'Periodic sanctions and PEP screening of existing customers.',
    steps: [
      {
        id: 'watchlist',
        type: 'WATCHLIST_SCREENING',
        name: 'Sanctions and PEP screening',
        next: 'risk-score',
      },
      {
        id: 'risk-score',
        type: 'RISK_SCORING',
        name: 'Risk scoring',
        next: 'decision',
        onFailure: 'manual-review',
      },
      { id: 'manual-review', type: 'MANUAL_REVIEW', name: 'Analyst review', next: 'decision' },
      { id: 'decision', type: 'DECISION', name: 'Final decision', next: 'END' },
    ],
  },
  {
    name: 'Merchant onboarding (KYB)',
    description: 'Representative identity, company documents and screening.',
    steps: [
      {
        id: 'representative-id',
        type: 'DOCUMENT_CAPTURE',
        name: 'Representative ID',
        next: 'extraction',
      },
      { id: 'extraction', type: 'EXTRACTION', name: 'Extract document data', next: 'watchlist' },
      {
        id: 'watchlist',
        type: 'WATCHLIST_SCREENING',
        name: 'Company and UBO screening',
        next: 'manual-review',
      },
      { id: 'manual-review', type: 'MANUAL_REVIEW', name: 'Onboarding review', next: 'decision' },
      { id: 'decision', type: 'DECISION', name: 'Final decision', next: 'END' },
    ],
  },
  {
    name: 'Age verification',
    description: 'Date of birth from the document, no data kept beyond the decision.',
    steps: [
      {
        id: 'document-capture',
        type: 'DOCUMENT_CAPTURE',
        name: 'Capture ID document',
        next: 'extraction',
      },
      { id: 'extraction', type: 'EXTRACTION', name: 'Read date of birth', next: 'decision' },
      { id: 'decision', type: 'DECISION', name: 'Age decision', next: 'END' },
    ],
  },
  {
    name: 'High-value payout check',
    description: 'Liveness and risk scoring before a large payout is released.',
    steps: [
      {
        id: 'liveness',
        type: 'LIVENESS',
        name: 'Liveness check',
        next: 'risk-score',
        onFailure: 'manual-review',
      },
      {
        id: 'risk-score',
        type: 'RISK_SCORING',
        name: 'Transaction risk score',
        next: 'decision',
        onFailure: 'manual-review',
      },
      { id: 'manual-review', type: 'MANUAL_REVIEW', name: 'Payout review', next: 'decision' },
      { id: 'decision', type: 'DECISION', name: 'Release decision', next: 'END' },
    ],
  },
];

export const WORKFLOWS_PER_TENANT = TEMPLATES.length;

/** A definition text as the platform stores it: pretty JSON, 2-space indent. */
export const definitionText = (steps: StepSeed[]): string =>
  JSON.stringify({ version: 1, start: steps[0]?.id ?? '', steps }, null, 2);

/**
 * Eight workflows per tenant with real definitions; the first ones are ACTIVE (executions use them), one is a
 * DRAFT and the last RETIRED. Ids are `wf-<tenant>-<n>`.
 */
export const workflowsGenerator: SeedGenerator<'workflows'> = {
  collection: 'workflows',
  generate: ({ faker, db }) =>
    db.tenants.flatMap((tenant) =>
      TEMPLATES.map((template, i): WorkflowRecord => {
        const status = i === 6 ? 'DRAFT' : i === 7 ? 'RETIRED' : 'ACTIVE';
        return {
          id: `wf-${tenant.id.slice(2)}-${i + 1}`,
          tenantId: tenant.id,
          name: template.name,
          description: template.description,
          status,
          definition: definitionText(template.steps),
          createdAt: faker.date.past({ years: 2, refDate: SEED_REFERENCE_DATE }).toISOString(),
          createdBy: SEED_ACTOR,
          ...seedStamp(),
        };
      }),
    ),
};
