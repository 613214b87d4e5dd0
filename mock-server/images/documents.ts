import type { VerificationRecord } from '../types';
import { mrzLines } from './mrz';
import {
  BAND_COLOURS,
  BLACK,
  CARD_TINTS,
  hashOf,
  INK,
  MUTED,
  pickBy,
  SPECIMEN_RED,
} from './palette';
import { drawPortrait } from './portraits';
import { Raster } from './raster';

/**
 * Specimen identity documents drawn from the verification's extracted data. Every document carries the word
 * SPECIMEN so a screenshot can never pass for a real document. When `masked`, black bars cover the personal
 * data (name, date of birth, document number, photo, MRZ) exactly where it is printed.
 */
const TITLES: Record<VerificationRecord['documentType'], string> = {
  PASSPORT: 'PASSPORT',
  ID_CARD: 'IDENTITY CARD',
  DRIVING_LICENSE: 'DRIVING LICENCE',
  RESIDENCE_PERMIT: 'RESIDENCE PERMIT',
};

const CARD_W = 480;
const CARD_H = 300;

const upper = (value: string | null): string => (value ?? '').toUpperCase();

const specimen = (raster: Raster, x: number, y: number, scale: number): void => {
  raster.text(x, y, 'SPECIMEN', SPECIMEN_RED, scale, 0.35);
};

/** A label in small muted capitals with its value below; returns the value's box for masking. */
const field = (raster: Raster, x: number, y: number, label: string, value: string, scale = 2) => {
  raster.text(x, y, label, MUTED, 1);
  const width = raster.text(x, y + 11, value, INK, scale);
  return { x: x - 2, y: y + 9, w: Math.max(width, 40) + 4, h: 7 * scale + 4 };
};

const cardBase = (record: VerificationRecord): Raster => {
  const hash = hashOf(record.country.code);
  const raster = new Raster(CARD_W, CARD_H, pickBy(hash, CARD_TINTS));
  // Guilloche-like wave lines give the card texture (and JPEG something to compress).
  const band = pickBy(hash, BAND_COLOURS, 5);
  for (let x = 0; x < CARD_W; x += 2) {
    const y = Math.round(CARD_H * 0.55 + Math.sin(x / 23) * 30 + Math.cos(x / 11) * 8);
    raster.fillRect(x, y, 2, 2, band, 0.12);
    raster.fillRect(x, y + 40, 2, 2, band, 0.08);
  }
  raster.fillRect(0, 0, CARD_W, 40, band);
  raster.text(14, 8, upper(record.country.label), [255, 255, 255], 2);
  raster.text(14, 26, TITLES[record.documentType], [230, 236, 245], 1);
  raster.text(CARD_W - 14 - 3 * 12, 12, record.country.code, [255, 255, 255], 2);
  return raster;
};

const personalFields = (raster: Raster, record: VerificationRecord, x: number, y: number) => [
  field(raster, x, y, 'SURNAME', upper(record.lastName)),
  field(raster, x, y + 36, 'GIVEN NAMES', upper(record.firstName)),
  field(raster, x, y + 72, 'DATE OF BIRTH', record.dateOfBirth ?? ''),
  field(raster, x, y + 108, 'DOCUMENT NO', upper(record.documentNumber)),
];

const cover = (raster: Raster, boxes: { x: number; y: number; w: number; h: number }[]) => {
  for (const b of boxes) raster.fillRect(b.x, b.y, b.w, b.h, BLACK);
};

/** The front of an ID card, driving licence or residence permit. */
export const renderCardFront = (record: VerificationRecord, masked: boolean): Raster => {
  const raster = cardBase(record);
  const photo = { x: 18, y: 58, w: 120, h: 150 };
  drawPortrait(raster, record.id, photo);
  const boxes = personalFields(raster, record, 158, 56);
  field(raster, 158, 200, 'NATIONALITY', record.country.code, 1);
  field(raster, 300, 200, 'DOCUMENT TYPE', TITLES[record.documentType], 1);
  raster.text(18, 222, `${record.idSpecType} ${record.issuingCountry}`, MUTED, 1);
  specimen(raster, 60, 240, 6);
  if (masked) cover(raster, [photo, ...boxes]);
  return raster;
};

/** The back: issuing data and the machine-readable zone. */
export const renderCardBack = (record: VerificationRecord, masked: boolean): Raster => {
  const raster = cardBase(record);
  if (record.documentType === 'DRIVING_LICENSE') {
    // A licence's back side lists the vehicle categories (no personal data).
    ['AM', 'A1', 'A', 'B', 'BE', 'C1', 'C'].forEach((category, i) => {
      raster.fillRect(18, 56 + i * 22, 440, 1, MUTED, 0.5);
      raster.text(24, 62 + i * 22, category, INK, 2);
      raster.text(120, 64 + i * 22, i < 4 ? 'VALID' : '-', MUTED, 1);
    });
    specimen(raster, 60, 230, 6);
    return raster;
  }
  raster.text(18, 56, 'AUTHORITY', MUTED, 1);
  raster.text(18, 68, `${upper(record.country.label)} CIVIL REGISTRY`, INK, 2);
  raster.text(18, 92, 'DATE OF ISSUE', MUTED, 1);
  raster.text(18, 104, record.transactionCreationDate.slice(0, 10), INK, 2);
  specimen(raster, 60, 130, 6);
  const lines = mrzLines(record);
  const mrzTop = CARD_H - 20 - lines.length * 20;
  raster.fillRect(0, mrzTop - 8, CARD_W, CARD_H - mrzTop + 8, [250, 250, 250]);
  lines.forEach((line, i) => raster.text(12, mrzTop + i * 20, line, INK, 2));
  if (masked) cover(raster, [{ x: 0, y: mrzTop - 6, w: CARD_W, h: CARD_H - mrzTop + 6 }]);
  return raster;
};

/** A passport data page: photo, fields and the two-line MRZ at the bottom. */
export const renderPassportPage = (record: VerificationRecord, masked: boolean): Raster => {
  const width = 600;
  const height = 420;
  const hash = hashOf(record.country.code);
  const raster = new Raster(width, height, pickBy(hash, CARD_TINTS, 2));
  const band = pickBy(hash, BAND_COLOURS, 5);
  for (let x = 0; x < width; x += 2) {
    const y = Math.round(height * 0.45 + Math.sin(x / 29) * 40);
    raster.fillRect(x, y, 2, 2, band, 0.1);
  }
  raster.fillRect(0, 0, width, 36, band);
  raster.text(16, 10, `PASSPORT  ${upper(record.country.label)}`, [255, 255, 255], 2);
  raster.text(width - 16 - 3 * 12, 10, record.country.code, [255, 255, 255], 2);
  const photo = { x: 20, y: 56, w: 150, h: 190 };
  drawPortrait(raster, record.id, photo);
  const boxes = personalFields(raster, record, 194, 54);
  field(raster, 194, 200, 'NATIONALITY', record.country.code, 1);
  field(raster, 340, 200, 'TYPE', `P  ${record.idSpecType}`, 1);
  specimen(raster, 90, 260, 8);
  const lines = mrzLines(record);
  const mrzTop = height - 56;
  raster.fillRect(0, mrzTop - 10, width, height - mrzTop + 10, [250, 250, 250]);
  // 44 characters at scale 2 are 526 px wide: they fit the 600 px page with a small margin.
  lines.forEach((line, i) => raster.text(20, mrzTop + i * 22, line, INK, 2));
  if (masked)
    cover(raster, [photo, ...boxes, { x: 0, y: mrzTop - 8, w: width, h: height - mrzTop + 8 }]);
  return raster;
};

/** A proof-of-address letter (DOCUMENT credentials). */
export const renderAddressPage = (record: VerificationRecord, masked: boolean): Raster => {
  const raster = new Raster(420, 560, [252, 252, 250]);
  const hash = hashOf(record.id);
  raster.fillRect(0, 0, 420, 50, pickBy(hash, BAND_COLOURS, 3));
  raster.text(20, 18, 'UTILITY STATEMENT', [255, 255, 255], 2);
  const name = `${upper(record.firstName)} ${upper(record.lastName)}`;
  const street = `${(hash % 180) + 1} ${pickBy(hash, ['MAIN ST', 'PARK AVE', 'STATION RD', 'HIGH ST', 'LAKE VIEW'], 4)}`;
  const nameBox = { x: 18, y: 78, w: Math.max(80, name.length * 12) + 6, h: 18 };
  raster.text(20, 80, name, INK, 2);
  const streetBox = { x: 18, y: 102, w: street.length * 12 + 6, h: 18 };
  raster.text(20, 104, street, INK, 2);
  raster.text(20, 128, upper(record.country.label), INK, 2);
  for (let i = 0; i < 12; i++)
    raster.fillRect(20, 180 + i * 18, 200 + ((hash >> i) % 160), 6, MUTED, 0.35);
  specimen(raster, 50, 440, 6);
  if (masked) cover(raster, [nameBox, streetBox]);
  return raster;
};
