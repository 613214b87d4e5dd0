import { inferFileExtension, readBlobHead } from '../../../src/components/inferFileExtension';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) =>
      typeof value === 'string' ? Array.from(value, (char) => char.charCodeAt(0)) : [value],
    ),
  );

describe('inferFileExtension', () => {
  it('recognises each supported signature', () => {
    expect(inferFileExtension(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe('png');
    expect(inferFileExtension(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 'JFIF'))).toBe('jpg');
    expect(inferFileExtension(bytes('GIF87a', 1, 0))).toBe('gif');
    expect(inferFileExtension(bytes('GIF89a', 1, 0))).toBe('gif');
    expect(inferFileExtension(bytes('RIFF', 0x24, 0, 0, 0, 'WEBPVP8 '))).toBe('webp');
    expect(inferFileExtension(bytes('%PDF-1.7\n'))).toBe('pdf');
  });

  it('returns null for unknown, truncated or empty data', () => {
    expect(inferFileExtension(new Uint8Array())).toBeNull();
    expect(inferFileExtension(bytes(0x89, 'PN'))).toBeNull();
    expect(inferFileExtension(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(inferFileExtension(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(inferFileExtension(bytes('GIF90a'))).toBeNull();
  });

  it('reads only the bytes, whatever type or name the blob claims', async () => {
    const png = new Blob([bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 'IHDR')], {
      type: 'image/jpeg',
    });
    expect(inferFileExtension(await readBlobHead(png))).toBe('png');
  });
});
