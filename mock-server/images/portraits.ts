import type { Raster } from './raster';
import { BACKDROPS, BLACK, CLOTHES, HAIR, hashOf, pickBy, SKIN } from './palette';

/**
 * A stylised head-and-shoulders silhouette inside the box (x, y, w, h); its colours follow `seed` so each
 * verification has its own "person". `turn` shifts the head sideways (liveness frames show a head turn).
 */
export const drawPortrait = (
  raster: Raster,
  seed: string,
  box: { x: number; y: number; w: number; h: number },
  turn = 0,
): void => {
  const hash = hashOf(seed);
  const previousClip = raster.clip;
  raster.clip = box;
  const [top, bottom] = pickBy(hash, BACKDROPS, 1);
  for (let row = 0; row < box.h; row++) {
    const t = row / Math.max(1, box.h - 1);
    raster.fillRect(box.x, box.y + row, box.w, 1, [
      top[0] + (bottom[0] - top[0]) * t,
      top[1] + (bottom[1] - top[1]) * t,
      top[2] + (bottom[2] - top[2]) * t,
    ]);
  }
  const skin = pickBy(hash, SKIN, 3);
  const hair = pickBy(hash, HAIR, 7);
  const clothes = pickBy(hash, CLOTHES, 11);
  const cx = box.x + box.w / 2 + turn * box.w * 0.08;
  const headRy = box.h * 0.2;
  const headRx = headRy * (0.74 - Math.abs(turn) * 0.06);
  const headCy = box.y + box.h * 0.4;
  // Shoulders, neck, head, hair; then a hint of eyes facing the turn.
  raster.fillEllipse(box.x + box.w / 2, box.y + box.h * 1.02, box.w * 0.46, box.h * 0.3, clothes);
  raster.fillRect(cx - headRx * 0.4, headCy + headRy * 0.6, headRx * 0.8, headRy * 0.7, skin);
  raster.fillEllipse(cx, headCy, headRx, headRy, skin);
  raster.fillEllipse(cx, headCy - headRy * 0.72, headRx * 1.04, headRy * 0.42, hair);
  const eyeY = headCy - headRy * 0.05;
  const eyeDx = headRx * 0.38;
  const eyeShift = turn * headRx * 0.25;
  raster.fillEllipse(cx - eyeDx + eyeShift, eyeY, headRx * 0.09, headRy * 0.05, BLACK, 0.8);
  raster.fillEllipse(cx + eyeDx + eyeShift, eyeY, headRx * 0.09, headRy * 0.05, BLACK, 0.8);
  raster.fillRect(
    cx - headRx * 0.25 + eyeShift,
    headCy + headRy * 0.45,
    headRx * 0.5,
    Math.max(1, headRy * 0.04),
    [150, 70, 70],
  );
  raster.clip = previousClip;
};
