import { describe, expect, it } from 'vitest';
import {
  categoryPriority,
  orderByCategoryPriority,
} from '../../src/resources/verifications/credentialPriority';
import { toVerificationFilterBody } from '../../src/resources/verifications/filterBody';
import { reviewCommandOf } from '../../src/resources/verifications/reviewKeys';
import {
  listPathFor,
  queueParamsOf,
  reviewQueuePath,
} from '../../src/resources/verifications/reviewPath';
import { riskBandOf } from '../../src/resources/verifications/riskBand';

describe('credential category priority', () => {
  it('ID-like 4, selfie-like 3, liveness 2, anything else 1', () => {
    expect(['ID', 'ID_AND_ADDRESS', 'DOCUMENT', 'IV'].map(categoryPriority)).toEqual([4, 4, 4, 4]);
    expect(['SELFIE', 'FACEMAP'].map(categoryPriority)).toEqual([3, 3]);
    expect(categoryPriority('LIVENESS')).toBe(2);
    expect(categoryPriority('UTILITY_BILL')).toBe(1);
  });

  it('orders highest first and keeps the platform order within a priority', () => {
    const input = [
      { id: 'a', category: 'LIVENESS' },
      { id: 'b', category: 'OTHER' },
      { id: 'c', category: 'SELFIE' },
      { id: 'd', category: 'IV' },
      { id: 'e', category: 'FACEMAP' },
      { id: 'f', category: 'ID' },
    ];
    expect(orderByCategoryPriority(input).map((c) => c.id)).toEqual(['d', 'f', 'c', 'e', 'a', 'b']);
    expect(input[0]?.id).toBe('a');
  });
});

describe('filter values → filter body', () => {
  it('keeps the contract keys, makes single strings lists, numbers from text, drops empties', () => {
    expect(
      toVerificationFilterBody({
        status: 'REVIEW_PENDING',
        country: ['DE', ''],
        documentType: [],
        riskScoreMin: '80',
        riskScoreMax: 100,
        startDate: ' 2026-11-01 ',
        endDate: '',
        q: 'erika',
        sla: 'AT_RISK',
        unknown: 'x',
      }),
    ).toEqual({
      status: ['REVIEW_PENDING'],
      country: ['DE'],
      riskScoreMin: 80,
      riskScoreMax: 100,
      startDate: '2026-11-01',
      q: 'erika',
      sla: 'AT_RISK',
    });
  });

  it('ignores an unknown SLA state and a non-numeric risk score', () => {
    expect(toVerificationFilterBody({ sla: 'LATE', riskScoreMin: 'abc' })).toEqual({});
    expect(toVerificationFilterBody(undefined)).toEqual({});
  });
});

describe('review queue addresses', () => {
  it("defaults to the pending reviews, orders by review due whatever the list's sort, keeps that sort for the way back", () => {
    const path = reviewQueuePath({ country: ['DE'] }, { field: 'createdAt', order: 'ASC' });
    const url = new URL(path, 'http://x');
    expect(url.pathname).toBe('/verifications/review');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({
      country: ['DE'],
      status: ['REVIEW_PENDING'],
    });
    expect(queueParamsOf(url.searchParams)).toEqual({
      filter: { country: ['DE'], status: ['REVIEW_PENDING'] },
      sort: { field: 'reviewDueAt', order: 'ASC' },
    });
    expect(listPathFor(url.searchParams)).toBe(`/verifications${url.search}`);
  });

  it('keeps a chosen status and survives a broken filter', () => {
    expect(
      queueParamsOf(new URLSearchParams({ filter: JSON.stringify({ status: ['APPROVED'] }) }))
        .filter.status,
    ).toEqual(['APPROVED']);
    expect(queueParamsOf(new URLSearchParams('filter=%7Bbroken')).filter).toEqual({
      status: ['REVIEW_PENDING'],
    });
  });
});

describe('review shortcuts', () => {
  const input = document.createElement('input');
  it('maps letters (any case), arrows, Esc and ?', () => {
    expect(reviewCommandOf({ key: 'a' })).toBe('approve');
    expect(reviewCommandOf({ key: 'R' })).toBe('reject');
    expect(reviewCommandOf({ key: 's' })).toBe('skip');
    expect(reviewCommandOf({ key: 'j' })).toBe('next');
    expect(reviewCommandOf({ key: 'ArrowRight' })).toBe('next');
    expect(reviewCommandOf({ key: 'k' })).toBe('previous');
    expect(reviewCommandOf({ key: 'ArrowLeft' })).toBe('previous');
    expect(reviewCommandOf({ key: 'Escape' })).toBe('back');
    expect(reviewCommandOf({ key: '?' })).toBe('help');
    expect(reviewCommandOf({ key: 'x' })).toBeNull();
  });
  it('never fires while typing or with a modifier', () => {
    expect(reviewCommandOf({ key: 'a', target: input })).toBeNull();
    expect(reviewCommandOf({ key: 'a', ctrlKey: true })).toBeNull();
    expect(reviewCommandOf({ key: 'r', metaKey: true })).toBeNull();
  });
});

describe('small formatters', () => {
  it('risk bands', () => {
    expect([0, 39, 40, 69, 70, 100].map(riskBandOf)).toEqual([
      'low',
      'low',
      'medium',
      'medium',
      'high',
      'high',
    ]);
  });
});
