import type { Credential, CredentialPart, VerificationRecord } from '../types';
import {
  renderAddressPage,
  renderCardBack,
  renderCardFront,
  renderPassportPage,
} from './documents';
import { encodeJpeg, encodePng } from './encode';
import { BLACK, INK } from './palette';
import { drawPortrait } from './portraits';
import { Raster } from './raster';

/**
 * Credential images, rendered on request. An image is a pure function of the seeded record (its extracted data,
 * the credential and part, and whether the part is masked), so the mock stores no image bytes: keeping a few
 * hundred kilobytes of JPEG/PNG for every part of 6,000 (or, in the benchmark, 100,000) verifications in the JSON
 * store would make it hundreds of megabytes and slow every save. A small LRU cache keeps the images a reviewer is
 * looking at (document and selfie side by side, zoom, download) so they are not re-encoded on every request.
 */
export interface RenderedImage {
  bytes: Buffer;
  mimeType: CredentialPart['mimeType'];
}

const CACHE_SIZE = 64;
const cache = new Map<string, RenderedImage>();

const cacheKey = (record: VerificationRecord, part: CredentialPart): string =>
  [
    record.id,
    part.id,
    part.maskedAt ?? '',
    record.firstName,
    record.lastName,
    record.documentNumber,
  ].join('|');

/** A selfie: the portrait, as a phone's front camera would frame it. */
const renderSelfie = (record: VerificationRecord, masked: boolean): Raster => {
  const raster = new Raster(300, 380);
  drawPortrait(raster, record.id, { x: 0, y: 0, w: 300, h: 380 });
  raster.text(8, 366, 'SPECIMEN', INK, 1, 0.5);
  // Masking covers the face, the only personal data of a selfie.
  if (masked) raster.fillRect(60, 60, 180, 200, BLACK);
  return raster;
};

/** One liveness frame: the head turns a little from frame to frame. */
const renderLivenessFrame = (
  record: VerificationRecord,
  index: number,
  count: number,
  masked: boolean,
) => {
  const raster = new Raster(200, 250);
  const turn = count > 1 ? (index / (count - 1)) * 2 - 1 : 0;
  drawPortrait(raster, record.id, { x: 0, y: 0, w: 200, h: 250 }, turn);
  raster.text(6, 6, `FRAME ${index + 1}/${count}`, INK, 1);
  if (masked) raster.fillRect(40, 40, 120, 130, BLACK);
  return raster;
};

const draw = (record: VerificationRecord, credential: Credential, part: CredentialPart): Raster => {
  const masked = part.maskedAt !== null;
  switch (part.classifier) {
    case 'FRONT':
      return record.documentType === 'PASSPORT'
        ? renderPassportPage(record, masked)
        : renderCardFront(record, masked);
    case 'BACK':
      return renderCardBack(record, masked);
    case 'PAGE':
      return renderAddressPage(record, masked);
    case 'FACE':
      return renderSelfie(record, masked);
    case 'LIVENESS_FRAME': {
      const frames = credential.parts.filter((p) => p.classifier === 'LIVENESS_FRAME');
      return renderLivenessFrame(record, frames.indexOf(part), frames.length, masked);
    }
  }
};

/** The image of one part, encoded as the part's mime type (JPEG for documents, PNG for faces and frames). */
export const renderPartImage = (
  record: VerificationRecord,
  credential: Credential,
  part: CredentialPart,
): RenderedImage => {
  const key = cacheKey(record, part);
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return hit;
  }
  const raster = draw(record, credential, part);
  const image: RenderedImage = {
    bytes: part.mimeType === 'image/jpeg' ? encodeJpeg(raster) : encodePng(raster),
    mimeType: part.mimeType,
  };
  cache.set(key, image);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value as string);
  return image;
};

/** Drops a verification's cached images (after a wipe-out nothing of it may stay in memory). */
export const forgetImages = (verificationId: string): void => {
  for (const key of [...cache.keys()]) if (key.startsWith(`${verificationId}|`)) cache.delete(key);
};

export { Raster } from './raster';
export { encodeJpeg, encodePng } from './encode';
