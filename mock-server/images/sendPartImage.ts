import type { Response } from 'express';
import { notFound } from '../http/errors';
import type { ImageSensitivity, VerificationRecord } from '../types';
import { renderPartImage } from './index';

type Credential = VerificationRecord['credentials'][number];
type Part = Credential['parts'][number];

/**
 * A credential part of the verification whose image can still be shown: a verification or a credential wiped
 * out since has none (404), nor has an unknown part.
 */
export const shownPartOf = (
  verification: VerificationRecord,
  partId: string,
): { credential: Credential; part: Part; sensitivity: ImageSensitivity } => {
  if (verification.wipedOutAt) throw notFound('Image');
  const credential = verification.credentials.find((c) => c.parts.some((p) => p.id === partId));
  const part = credential?.parts.find((p) => p.id === partId);
  if (!credential || !part || credential.wipedOutAt) throw notFound('Image');
  return { credential, part, sensitivity: part.sensitivity };
};

/** Sends the part's image inline, never cached (part ids are a closed alphabet, safe in the header). */
export const sendPartImage = (
  res: Response,
  verification: VerificationRecord,
  credential: Credential,
  part: Part,
): void => {
  const image = renderPartImage(verification, credential, part);
  const extension = image.mimeType === 'image/png' ? 'png' : 'jpg';
  res
    .status(200)
    .type(image.mimeType)
    .set('Cache-Control', 'private, no-store')
    .set('Content-Disposition', `inline; filename="${part.id}.${extension}"`)
    .send(image.bytes);
};
