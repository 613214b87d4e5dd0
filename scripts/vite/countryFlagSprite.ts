import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Country flags as one asset: every 3:2 flag of country-flag-icons stacked in one SVG file, each reachable as a
 * fragment view (`flags.svg#DE`), so an `<img>` shows one flag and the browser fetches the file once, when the
 * first flag appears. Before, each flag was a JavaScript chunk of its own (265 of the build's chunks).
 *
 * `import { spriteUrl, flagCodes } from 'virtual:country-flag-sprite'`: in a build the sprite is emitted as a
 * hashed asset; the dev server (and Vitest) serve it at a fixed address.
 */
export const COUNTRY_FLAG_SPRITE = 'virtual:country-flag-sprite';
const RESOLVED = `\0${COUNTRY_FLAG_SPRITE}`;
const DEV_PATH = '/@country-flag-sprite.svg';
/** The height of one flag in the stack (the library draws them 513 × 342). */
const WIDTH = 513;
const HEIGHT = 342;

const flagsDir = () =>
  join(dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')), '3x2');

/** The sprite and the ISO 3166-1 alpha-2 codes it holds (regional flags such as ES-CT are left out). */
export const buildCountryFlagSprite = (): { svg: string; codes: string[] } => {
  const dir = flagsDir();
  const files = readdirSync(dir)
    .filter((file) => /^[A-Z]{2}\.svg$/.test(file))
    .sort();
  const codes: string[] = [];
  const parts: string[] = [];
  for (const file of files) {
    const text = readFileSync(join(dir, file), 'utf8').trim();
    const match = /^<svg([^>]*)>([\s\S]*)<\/svg>$/.exec(text);
    const viewBox = match?.[1] ? /viewBox="([^"]+)"/.exec(match[1])?.[1] : undefined;
    if (!match || !viewBox) throw new Error(`country-flag-icons: unexpected markup in ${file}`);
    const code = file.slice(0, 2);
    const y = codes.length * HEIGHT;
    codes.push(code);
    parts.push(
      `<view id="${code}" viewBox="0 ${y} ${WIDTH} ${HEIGHT}"/>` +
        `<svg y="${y}" width="${WIDTH}" height="${HEIGHT}" viewBox="${viewBox}" preserveAspectRatio="none">${match[2]}</svg>`,
    );
  }
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" ` +
    `width="${WIDTH}" height="${HEIGHT * codes.length}">${parts.join('')}</svg>`;
  return { svg, codes };
};

export const countryFlagSprite = (): Plugin => {
  let command: 'build' | 'serve' = 'serve';
  let sprite: { svg: string; codes: string[] } | undefined;
  const load = () => (sprite ??= buildCountryFlagSprite());
  return {
    name: 'country-flag-sprite',
    configResolved(config) {
      command = config.command;
    },
    resolveId(id) {
      return id === COUNTRY_FLAG_SPRITE ? RESOLVED : undefined;
    },
    load(id) {
      if (id !== RESOLVED) return undefined;
      const { svg, codes } = load();
      const url =
        command === 'build'
          ? `import.meta.ROLLUP_FILE_URL_${this.emitFile({ type: 'asset', name: 'flags.svg', source: svg })}`
          : JSON.stringify(DEV_PATH);
      return `export const spriteUrl = ${url};\nexport const flagCodes = ${JSON.stringify(codes)};\n`;
    },
    configureServer(server) {
      server.middlewares.use(DEV_PATH, (_req, res) => {
        res.setHeader('content-type', 'image/svg+xml');
        res.setHeader('cache-control', 'max-age=3600');
        res.end(load().svg);
      });
    },
  };
};
