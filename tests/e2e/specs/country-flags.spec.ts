/**
 * Country flags come from one sprite file: the verifications list shows real flag images (not empty boxes), and
 * every flag on the page is a view of the same asset, fetched once, with no script per flag.
 */
import assert from 'node:assert/strict';
import { test, eventually, expectPath, expectVisible, signIn, describe } from '../support';

describe('country flags', () => {
  test('the verifications list draws its flags from one sprite', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await signIn(page, 'agent@demo.test');
    await expectPath(page, '/dashboard');
    await page.getByRole('menuitem', { name: 'Verifications' }).click();
    await expectPath(page, '/verifications');
    const flags = page.locator('table tbody img[data-country-flag]');
    await expectVisible(flags.first());

    const drawnFlags = () =>
      flags.evaluateAll((images) =>
        images.map((image) => {
          const img = image as HTMLImageElement;
          return { src: img.getAttribute('src') ?? '', width: img.complete ? img.naturalWidth : 0 };
        }),
      );
    await eventually(
      async () => (await drawnFlags()).every((flag) => flag.width > 0),
      'every flag image drawn',
    );
    const files = new Set((await drawnFlags()).map((flag) => flag.src.split('#')[0]));
    assert.equal(files.size, 1, `one sprite for all flags, got ${[...files].join(', ')}`);
    assert.match([...files][0]!, /\/assets\/flags-[\w-]+\.svg$/);
    const sprites = requested.filter((path) => /\/assets\/flags-[\w-]+\.svg$/.test(path));
    assert.equal(sprites.length, 1, 'the sprite is fetched once');
    assert.deepEqual(
      requested.filter((path) => /\/assets\/[A-Z]{2}-[\w-]+\.js$/.test(path)),
      [],
      'no script per flag',
    );
  });
});
