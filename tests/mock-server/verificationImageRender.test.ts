// @vitest-environment node
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { encodeJpeg, encodePng, Raster, renderPartImage } from '../../mock-server/images';
import { checkDigit, mrzLines } from '../../mock-server/images/mrz';
import { buildVerifications } from '../../mock-server/seed/verifications';
import { Faker, en } from '@faker-js/faker';
import type { VerificationRecord } from '../../mock-server/types';

const faker = new Faker({ locale: [en] });
faker.seed(7);
const records = buildVerifications(
  faker,
  {
    tenants: [
      {
        id: 't-test',
        name: 'Test',
        createdAt: '',
        createdBy: '',
        enabled: true,
        version: 1,
        updatedBy: '',
        updatedAt: '',
      },
    ],
    workflows: [],
    users: [],
  },
  { perTenant: 60, seedNow: Date.parse('2026-11-20T12:00:00Z') },
);
const withPart = (predicate: (v: VerificationRecord) => boolean) => records.find(predicate)!;

const decodeJpeg = (bytes: Buffer) => jpeg.decode(bytes, { useTArray: true });

describe('image encoders', () => {
  it('write valid JPEG and PNG files', () => {
    const raster = new Raster(40, 30, [10, 120, 200]);
    const jpg = encodeJpeg(raster);
    expect([...jpg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...jpg.subarray(-2)]).toEqual([0xff, 0xd9]);
    const decoded = decodeJpeg(jpg);
    expect([decoded.width, decoded.height]).toEqual([40, 30]);
    const png = encodePng(raster);
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const read = PNG.sync.read(png);
    expect([read.width, read.height]).toEqual([40, 30]);
    expect([...read.data.subarray(0, 4)]).toEqual([10, 120, 200, 255]);
  });

  it('draws text into the pixels', () => {
    const blank = new Raster(80, 20);
    const written = new Raster(80, 20);
    written.text(2, 2, 'SPECIMEN', [0, 0, 0], 1);
    expect(Buffer.from(written.data).equals(Buffer.from(blank.data))).toBe(false);
    const other = new Raster(80, 20);
    other.text(2, 2, 'SPECIMEM', [0, 0, 0], 1);
    expect(Buffer.from(other.data).equals(Buffer.from(written.data))).toBe(false);
  });
});

describe('specimen documents', () => {
  it('carry the extracted name: another name gives other pixels', () => {
    const v = withPart((x) => x.documentType === 'ID_CARD' && x.credentials.length > 0);
    const credential = v.credentials[0]!;
    const part = credential.parts[0]!;
    const a = decodeJpeg(renderPartImage(v, credential, part).bytes);
    const renamed = { ...v, lastName: `${v.lastName}X`, firstName: 'Zed' };
    const b = decodeJpeg(renderPartImage(renamed, credential, part).bytes);
    expect([a.width, a.height]).toEqual([b.width, b.height]);
    expect(Buffer.from(a.data).equals(Buffer.from(b.data))).toBe(false);
  });

  it('black out personal data when masked', () => {
    const v = withPart((x) => x.documentType === 'PASSPORT' && x.credentials.length > 0);
    const credential = v.credentials[0]!;
    const part = credential.parts[0]!;
    const plain = decodeJpeg(renderPartImage(v, credential, part).bytes);
    const masked = decodeJpeg(
      renderPartImage(v, credential, { ...part, maskedAt: '2026-11-20T12:00:00Z' }).bytes,
    );
    const dark = (img: { data: Uint8Array }) => {
      let n = 0;
      for (let i = 0; i < img.data.length; i += 4)
        if (img.data[i]! < 30 && img.data[i + 1]! < 30 && img.data[i + 2]! < 30) n++;
      return n;
    };
    expect(dark(masked)).toBeGreaterThan(dark(plain) + 10_000);
  });

  it('render selfies whose colours follow the verification id', () => {
    const faces = records
      .filter((x) => x.credentials.length > 1)
      .slice(0, 6)
      .map((x) => {
        const credential = x.credentials[1]!;
        return PNG.sync.read(renderPartImage(x, credential, credential.parts[0]!).bytes);
      });
    const distinct = new Set(faces.map((f) => Buffer.from(f.data).toString('base64')));
    expect(distinct.size).toBeGreaterThan(1);
  });

  it('write MRZ lines with ICAO check digits', () => {
    expect(checkDigit('L898902C3')).toBe('6');
    expect(checkDigit('740812')).toBe('2');
    const passport = withPart((x) => x.documentType === 'PASSPORT');
    const lines = mrzLines(passport);
    expect(lines).toHaveLength(2);
    expect(lines.every((l) => l.length === 44)).toBe(true);
    const card = withPart((x) => x.documentType === 'ID_CARD');
    const cardLines = mrzLines(card);
    expect(cardLines).toHaveLength(3);
    expect(cardLines.every((l) => l.length === 30)).toBe(true);
  });
});
