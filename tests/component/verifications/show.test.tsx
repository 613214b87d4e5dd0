import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Verification } from '../../../src/contract/schemas/verifications';
import { verificationSchema } from '../../../src/contract/schemas/verifications';
import {
  CredentialList,
  DocumentAndSelfie,
  WipedOutBanner,
} from '../../../src/resources/verifications/VerificationSections';
import { AuditLogPanel } from '../../../src/resources/verifications/AuditLogPanel';
import { renderGuarded } from '../guard/renderGuarded';
import { detail, pngBlob } from './fixtures';

const record = (extra: Record<string, unknown> = {}): Verification =>
  verificationSchema.parse(detail(1, extra));

describe('verification show', () => {
  it('lists credentials by category priority with their checks, images through the dataProvider', async () => {
    const getVerificationImage = vi.fn(async (_id: string, _partId: string) => pngBlob());
    renderGuarded(<CredentialList record={record()} />, { dataProvider: { getVerificationImage } });
    const headings = screen
      .getAllByTestId('credential')
      .map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
    expect(headings).toEqual(['ID document', 'Selfie', 'Liveness', 'UTILITY_BILL']);
    expect(screen.getAllByText('Image checks')).toHaveLength(4);
    await waitFor(() => expect(getVerificationImage).toHaveBeenCalledTimes(4));
    expect(getVerificationImage).toHaveBeenCalledWith('v-1', 'c1-id-p1');
    expect((await screen.findAllByRole('button', { name: 'Zoom in' })).length).toBe(4);
    expect(
      screen
        .getAllByRole('link', { name: /^Download PUB-1-front\.png$/ })[0]
        ?.getAttribute('download'),
    ).toBe('PUB-1-front.png');
  });

  it('shows the document and the selfie side by side', async () => {
    const getVerificationImage = vi.fn(async (_id: string, _partId: string) => pngBlob());
    renderGuarded(<DocumentAndSelfie record={record()} />, {
      dataProvider: { getVerificationImage },
    });
    const pair = screen.getByTestId('document-and-selfie');
    expect(within(pair).getByText('Document')).toBeTruthy();
    expect(within(pair).getByText('Selfie')).toBeTruthy();
    await waitFor(() => expect(getVerificationImage).toHaveBeenCalledTimes(2));
    expect(getVerificationImage.mock.calls.map((call) => call[1])).toEqual([
      'c1-id-p1',
      'c1-selfie-p1',
    ]);
  });

  it('a wiped-out verification says so and never asks for its images', () => {
    const getVerificationImage = vi.fn(async (_id: string, _partId: string) => pngBlob());
    const wiped = record({ wipedOutAt: '2026-11-03T08:00:00.000Z', firstName: null });
    renderGuarded(
      <>
        <WipedOutBanner record={wiped} />
        <DocumentAndSelfie record={wiped} />
      </>,
      { dataProvider: { getVerificationImage } },
    );
    expect(screen.getByRole('status').textContent).toContain('wiped out on 2026-11-03 08:00:00');
    expect(screen.getAllByRole('img', { name: 'Image wiped out' })).toHaveLength(2);
    expect(getVerificationImage).not.toHaveBeenCalled();
  });

  it("the verification's audit log shows a readable before/after", async () => {
    const getVerificationAuditLog = vi.fn(async () => ({
      totalElements: 1,
      content: [
        {
          id: 'a-1',
          actorEmail: 'admin@demo.test',
          action: 'VERIFICATION_RESULT_UPDATE',
          entityType: 'verification',
          entityId: 'v-1',
          result: 'SUCCESS',
          before: { status: 'REVIEW_PENDING', result: null },
          after: { status: 'APPROVED', result: { decision: 'APPROVED', reason: 'Match' } },
          reason: 'Customer asked',
          classification: 'CUSTOMER_REQUEST',
          timestamp: '2026-11-01T10:00:00.000Z',
        },
      ],
    }));
    renderGuarded(<AuditLogPanel verificationId="v-1" />, {
      dataProvider: { getVerificationAuditLog },
    });
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('Verification result decided')).toBeTruthy();
    expect(within(table).getByText('Review pending')).toBeTruthy();
    expect(within(table).getByText('result.reason')).toBeTruthy();
    expect(within(table).getByText('Match')).toBeTruthy();
    expect(table.textContent).not.toContain('{');
    expect(getVerificationAuditLog).toHaveBeenCalledWith('v-1', 0, 10);
  });
});
