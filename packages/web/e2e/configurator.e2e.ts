/**
 * The configurator against the real server and demo catalogue: opened from the URL (and
 * from the detail dialog's Configure button), another material for the upholstery and
 * another option change what the 3D view shows, and the OBJ download is exactly that
 * variant: a zip whose MTL names the chosen material's texture. Screenshots at phone and
 * desktop sizes go to packages/web/screenshots/.
 */
import { strFromU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import { errorsOf, openPage, screenshot } from './harness';
import {
  configurableSofaId as sofaId,
  download,
  pixelsOf,
  settled,
  zipEntries,
} from './detail-helpers';

const SLOW = 300_000;

const differs = (a: Uint8ClampedArray, b: Uint8ClampedArray) => {
  let changed = 0;
  for (let i = 0; i < a.length; i += 4) {
    if (
      Math.abs(a[i]! - b[i]!) + Math.abs(a[i + 1]! - b[i + 1]!) + Math.abs(a[i + 2]! - b[i + 2]!) >
      30
    )
      changed++;
  }
  return changed / (a.length / 4);
};

describe('configurator', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(
      `configures the sofa from the URL and downloads the variant (${viewport})`,
      { timeout: SLOW },
      async () => {
        const id = await sofaId();
        const page = await openPage(`/?configuration=${id}`, { viewport });
        const dialog = page.getByRole('dialog', { name: 'Configurator' });
        await dialog.waitFor();
        const frame = page.frameLocator('iframe[title="3D configurator"]');
        const before = await pixelsOf(await settled(frame, page));
        await screenshot(page, 'configurator-default');

        // Another upholstery: the first catalogue fabric.
        const upholstery = frame.getByRole('region', { name: 'Choose a material for Upholstery' });
        const swatch = upholstery.locator('button[aria-pressed=false]').first();
        const materialTitle = await swatch.getAttribute('aria-label');
        await swatch.click();
        await expect.poll(() => upholstery.getByText(materialTitle!).count()).toBeGreaterThan(0);
        const afterMaterial = await pixelsOf(await settled(frame, page));
        expect(differs(before.data, afterMaterial.data)).toBeGreaterThan(0.02);

        // Without armrests.
        await frame.getByRole('button', { name: 'Without armrests' }).click();
        const afterOption = await pixelsOf(await settled(frame, page));
        expect(differs(afterMaterial.data, afterOption.data)).toBeGreaterThan(0.005);
        await screenshot(page, 'configurator-configured');

        // The OBJ download is that variant, textured with the chosen fabric.
        await frame.getByLabel('Format').click();
        await frame.getByRole('option', { name: 'OBJ' }).click();
        const file = await download(page, frame.getByRole('link', { name: 'Download' }));
        const entries = Object.fromEntries(zipEntries(file.bytes));
        const obj = strFromU8(entries['model.obj']!);
        const mtl = strFromU8(entries['model.mtl']!);
        expect(obj).not.toMatch(/^o arms$/m);
        expect(obj).toMatch(/^o body$/m);
        const texture = /^newmtl upholstery-\S+\n(?:.*\n)*?map_Kd (\S+)$/m.exec(mtl)?.[1];
        expect(texture).toBeDefined();
        expect(entries[texture!]?.length).toBeGreaterThan(1000);

        // Closing removes the parameter.
        await page.getByRole('button', { name: 'Close the configurator' }).click();
        await expect.poll(() => new URL(page.url()).searchParams.has('configuration')).toBe(false);
        expect(errorsOf(page)).toEqual([]);
      },
    );
  }

  it("opens from the detail dialog's Configure button", { timeout: SLOW }, async () => {
    const id = await sofaId();
    const page = await openPage(`/?m=${id}`);
    await page
      .getByRole('button', { name: /configure/i })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Configurator' }).waitFor();
    expect(new URL(page.url()).searchParams.get('configuration')).toBe(id);
    await settled(page.frameLocator('iframe[title="3D configurator"]'), page);
  });
});
