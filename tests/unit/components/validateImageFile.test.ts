import { BYTES_PER_MB } from '../../../src/contract/constants';
import { bytesToMegabytes, validateImageFile } from '../../../src/components/validateImageFile';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('validateImageFile', () => {
  it('accepts any image when no list is set', () => {
    expect(validateImageFile(file('a.png', 'image/png'))).toBeNull();
    expect(validateImageFile(file('a.webp', 'image/webp'))).toBeNull();
  });

  it('refuses non-image mime types even when the extension is listed', () => {
    expect(validateImageFile(file('a.pdf', 'application/pdf'))).toEqual({ error: 'invalidFile' });
    expect(validateImageFile(file('a.png', ''), { accept: ['.png'] })).toEqual({
      error: 'invalidFile',
    });
  });

  it('refuses SVG always, even when the list allows every image', () => {
    expect(validateImageFile(file('logo.svg', 'image/svg+xml'), { accept: ['image/*'] })).toEqual({
      error: 'invalidFile',
    });
    expect(
      validateImageFile(file('logo.svg', 'image/svg+xml'), { accept: ['image/svg+xml'] }),
    ).toEqual({
      error: 'invalidFile',
    });
    expect(validateImageFile(file('logo.SVG', 'image/png'))).toEqual({ error: 'invalidFile' });
  });

  it('matches a family wildcard, an exact mime type and an extension', () => {
    expect(validateImageFile(file('a.gif', 'image/gif'), { accept: ['image/*'] })).toBeNull();
    expect(validateImageFile(file('a.gif', 'image/gif'), { accept: ['image/png'] })).toEqual({
      error: 'invalidFile',
    });
    expect(validateImageFile(file('a.PNG', 'image/png'), { accept: ['image/png'] })).toBeNull();
    expect(validateImageFile(file('photo.JPG', 'image/jpeg'), { accept: ['.jpg'] })).toBeNull();
    expect(validateImageFile(file('photo.jpeg', 'image/jpeg'), { accept: ['.jpg'] })).toEqual({
      error: 'invalidFile',
    });
    expect(validateImageFile(file('x.bmp', 'image/bmp'), { accept: [' IMAGE/BMP '] })).toBeNull();
  });

  it('refuses files above the maximum and reports it in megabytes', () => {
    const maxBytes = 2 * BYTES_PER_MB;
    expect(validateImageFile(file('a.png', 'image/png', maxBytes), { maxBytes })).toBeNull();
    expect(validateImageFile(file('a.png', 'image/png', maxBytes + 1), { maxBytes })).toEqual({
      error: 'invalidSize',
      maxMb: 2,
    });
  });

  it('checks the type before the size', () => {
    expect(
      validateImageFile(file('a.txt', 'text/plain', 10 * BYTES_PER_MB), { maxBytes: 1 }),
    ).toEqual({
      error: 'invalidFile',
    });
  });

  it('rounds megabytes to two decimals', () => {
    expect(bytesToMegabytes(1.5 * BYTES_PER_MB)).toBe(1.5);
    expect(bytesToMegabytes(1234567)).toBe(1.18);
  });
});
