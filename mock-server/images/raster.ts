import { GLYPH_ADVANCE, GLYPH_HEIGHT, GLYPH_WIDTH, glyphFor } from './font';

export type Rgb = readonly [number, number, number];

/** An RGBA pixel buffer with the few drawing operations the specimen images need. */
export class Raster {
  readonly data: Uint8Array;
  /** Drawing is limited to this box when set (a portrait stays inside its photo frame). */
  clip: { x: number; y: number; w: number; h: number } | null = null;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb = [255, 255, 255],
  ) {
    this.data = new Uint8Array(width * height * 4);
    this.fillRect(0, 0, width, height, background);
  }

  /** Blends one pixel (alpha 0..1); outside the raster it is ignored. */
  plot(x: number, y: number, [r, g, b]: Rgb, alpha = 1): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const c = this.clip;
    if (c && (x < c.x || y < c.y || x >= c.x + c.w || y >= c.y + c.h)) return;
    const i = (y * this.width + x) * 4;
    const d = this.data;
    const keep = 1 - alpha;
    // Uint8Array stores truncate; +0.5 rounds.
    d[i] = d[i]! * keep + r * alpha + 0.5;
    d[i + 1] = d[i + 1]! * keep + g * alpha + 0.5;
    d[i + 2] = d[i + 2]! * keep + b * alpha + 0.5;
    d[i + 3] = 255;
  }

  fillRect(x: number, y: number, w: number, h: number, colour: Rgb, alpha = 1): void {
    let x0 = Math.max(0, Math.floor(x));
    let y0 = Math.max(0, Math.floor(y));
    let x1 = Math.min(this.width, Math.floor(x + w));
    let y1 = Math.min(this.height, Math.floor(y + h));
    const c = this.clip;
    if (c) {
      x0 = Math.max(x0, c.x);
      y0 = Math.max(y0, c.y);
      x1 = Math.min(x1, c.x + c.w);
      y1 = Math.min(y1, c.y + c.h);
    }
    if (alpha < 1) {
      for (let py = y0; py < y1; py++)
        for (let px = x0; px < x1; px++) this.plot(px, py, colour, alpha);
      return;
    }
    // Opaque fill: write the bytes directly (backgrounds cover every pixel of the image).
    const [r, g, b] = colour;
    const d = this.data;
    for (let py = y0; py < y1; py++) {
      let i = (py * this.width + x0) * 4;
      for (let px = x0; px < x1; px++, i += 4) {
        d[i] = r;
        d[i + 1] = g;
        d[i + 2] = b;
        d[i + 3] = 255;
      }
    }
  }

  /** A filled ellipse centred on (cx, cy). */
  fillEllipse(cx: number, cy: number, rx: number, ry: number, colour: Rgb, alpha = 1): void {
    for (let py = Math.floor(cy - ry); py <= Math.ceil(cy + ry); py++) {
      const dy = (py - cy) / ry;
      if (dy * dy > 1) continue;
      const half = rx * Math.sqrt(1 - dy * dy);
      this.fillRect(Math.round(cx - half), py, Math.round(2 * half) + 1, 1, colour, alpha);
    }
  }

  /** Draws text with the bitmap font; `scale` is the size of one font pixel. Returns the drawn width. */
  text(x: number, y: number, text: string, colour: Rgb, scale = 1, alpha = 1): number {
    for (let i = 0; i < text.length; i++) {
      const columns = glyphFor(text[i]!);
      const ox = x + i * GLYPH_ADVANCE * scale;
      for (let col = 0; col < GLYPH_WIDTH; col++) {
        const bits = columns[col] ?? 0;
        for (let row = 0; row < GLYPH_HEIGHT; row++)
          if (bits & (1 << row))
            this.fillRect(ox + col * scale, y + row * scale, scale, scale, colour, alpha);
      }
    }
    return Math.max(0, text.length * GLYPH_ADVANCE - 1) * scale;
  }
}
