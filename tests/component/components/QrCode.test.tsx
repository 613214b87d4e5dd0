import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { QrCode } from '../../../src/components';

describe('QrCode', () => {
  it('keeps its place while the drawing code arrives, then draws the code as an image', async () => {
    const { container } = render(
      <QrCode value="otpauth://totp/TrustDesk:ada" size={176} role="img" aria-label="QR code" />,
    );
    const placeholder = container.querySelector('.MuiSkeleton-root');
    expect(placeholder).not.toBeNull();
    expect((placeholder as HTMLElement).style.width).toBe('176px');
    const code = await screen.findByRole('img', { name: 'QR code' });
    expect(code.tagName.toLowerCase()).toBe('svg');
    expect(code.getAttribute('width')).toBe('176');
    expect(container.querySelector('.MuiSkeleton-root')).toBeNull();
  });
});
