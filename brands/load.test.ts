import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { brandFromEnv, brandsDir, knownBrands, loadBrand, locateBrand } from './load.ts';

const elsewhere = mkdtempSync(path.join(os.tmpdir(), 'brand-load-'));
afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));

describe('which brand', () => {
  it('is dutch when BRAND is unset, else the folder of brands/ it names', () => {
    expect(locateBrand({})).toEqual({
      name: 'dutch',
      dir: path.join(brandsDir, 'dutch'),
      file: path.join(brandsDir, 'dutch/brand.ts'),
    });
    expect(locateBrand({ BRAND: 'jade' }).dir).toBe(path.join(brandsDir, 'jade'));
    expect(knownBrands()).toEqual(expect.arrayContaining(['dutch', 'jade']));
  });

  it('refuses an unknown BRAND with a message that says what to set', () => {
    for (const name of ['nope', '../jade', 'Jade']) {
      expect(() => locateBrand({ BRAND: name })).toThrow(
        `Unknown brand "${name}": BRAND names a folder of brands/ with a brand.ts (dutch, jade), or set BRAND_DIR to a brand folder elsewhere`,
      );
    }
  });

  it('takes a folder elsewhere from BRAND_DIR, over BRAND', () => {
    writeFileSync(path.join(elsewhere, 'brand.ts'), 'export default {};\n');
    expect(locateBrand({ BRAND_DIR: elsewhere, BRAND: 'jade' })).toEqual({
      name: path.basename(elsewhere),
      dir: elsewhere,
      file: path.join(elsewhere, 'brand.ts'),
    });
    expect(() => locateBrand({ BRAND_DIR: path.join(elsewhere, 'missing') })).toThrow(/there is no brand\.ts in/);
  });
});

describe('a brand file', () => {
  it('gives the settings of the shipped brands', async () => {
    const dutch = await brandFromEnv({});
    expect(dutch.config).toMatchObject({
      title: 'Dutch stocks',
      theme: 'dutch',
      defaultLanguage: 'nl',
      upDown: 'greenUp',
    });
    expect(dutch.logoFile).toBe(path.join(brandsDir, 'dutch/logo.svg'));
    expect(dutch.logoPath).toBe('brand/logo.svg');
    const jade = await brandFromEnv({ BRAND: 'jade' });
    expect(jade.config).toMatchObject({
      title: 'Jade Securities',
      theme: 'jade',
      defaultLanguage: 'zh-Hant',
      upDown: 'redUp',
    });
  });

  it('is refused with every wrong setting named, and the file it is in', async () => {
    const dir = mkdtempSync(path.join(elsewhere, 'bad-'));
    writeFileSync(
      path.join(dir, 'brand.ts'),
      "export default { title: 'Bad', logo: './logo.svg', theme: 7, defaultLanguage: 'fr', upDown: 'greenUp', baseCurrency: 'USD', currencySigns: {}, customerServiceLink: '', uidPrefix: '' };\n",
    );
    const refusal = loadBrand(locateBrand({ BRAND_DIR: dir }));
    await expect(refusal).rejects.toThrow(`${path.join(dir, 'brand.ts')} is not a valid brand (its default export):`);
    await expect(refusal).rejects.toThrow(
      /- defaultLanguage: one of nl, en, de, zh-Hant, zh-Hans, ko\n {2}- theme: the name of a theme of the kit/,
    );
  });

  it('is refused when its logo is missing', async () => {
    const dir = mkdtempSync(path.join(elsewhere, 'nologo-'));
    writeFileSync(
      path.join(dir, 'brand.ts'),
      "export default { title: 'No logo', logo: './logo.svg', theme: 'jade', defaultLanguage: 'en', upDown: 'greenUp', baseCurrency: 'USD', currencySigns: {}, customerServiceLink: '', uidPrefix: '' };\n",
    );
    await expect(loadBrand(locateBrand({ BRAND_DIR: dir }))).rejects.toThrow(/- logo: .*logo\.svg does not exist/);
  });
});
