import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import type { Raster } from './raster';

/** Baseline JPEG (document photos are JPEG on the platform). */
export const encodeJpeg = (raster: Raster, quality = 82): Buffer =>
  jpeg.encode({ data: raster.data, width: raster.width, height: raster.height }, quality).data;

/** PNG (selfies and liveness frames). */
export const encodePng = (raster: Raster): Buffer => {
  const png = new PNG({ width: raster.width, height: raster.height });
  png.data = Buffer.from(raster.data.buffer, raster.data.byteOffset, raster.data.byteLength);
  return PNG.sync.write(png);
};
