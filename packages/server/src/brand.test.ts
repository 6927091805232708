import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './testing/testServer.ts';
import { brandConfigDefaults, loadServerBrand, type ServerBrand } from './brand.ts';
import { defaultConfig } from './db/seed.ts';
import { articleTexts } from './db/articles.ts';
import { readEnv } from './env.ts';
import { locateBrand } from '../../../brands/load.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');

describe('the brand the server serves', () => {
  it('is dutch unless BRAND or BRAND_DIR says otherwise, with its own data folder', () => {
    expect(readEnv({}).brand.name).toBe('dutch');
    expect(readEnv({}).dataDir).toBe(path.join(repoRoot, 'data'));
    expect(readEnv({ BRAND: 'jade' }).dataDir).toBe(path.join(repoRoot, 'data/brands/jade'));
    expect(readEnv({ BRAND: 'jade', DATA_DIR: '/srv/jade' }).dataDir).toBe('/srv/jade');
    expect(() => readEnv({ BRAND: 'nope' })).toThrow(
      /Unknown brand "nope": BRAND names a folder of brands\/.*dutch, jade/,
    );
  });

  it('gives the site config its defaults: the built-in ones are dutch’s', async () => {
    const dutch = await loadServerBrand(locateBrand({}));
    expect(brandConfigDefaults(dutch)).toEqual({
      title: defaultConfig.title,
      logo: defaultConfig.logo,
      kefu: defaultConfig.kefu,
      baseCurrency: defaultConfig.baseCurrency,
    });
  });
});

describe('the seeded articles', () => {
  it('speak Dutch as the app does, with "je" (issue #26), and name no brand but through {brand}', () => {
    for (const { title, content } of Object.values(articleTexts.nl)) {
      expect(`${title} ${content}`).not.toMatch(/\b(U|u|Uw|uw|uzelf)\b/);
    }
    for (const texts of Object.values(articleTexts)) {
      for (const { content } of Object.values(texts)) expect(content).not.toMatch(/Dutch stocks|Jade/);
    }
  });
});

describe('a server for jade', () => {
  let server: TestServer;
  let jade: ServerBrand;
  beforeAll(async () => {
    jade = await loadServerBrand(locateBrand({ BRAND: 'jade' }));
    server = await startTestServer({ brand: jade });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers the site config with jade’s title and logo', async () => {
    const { body } = await server.post('common/config', { type: 'all' });
    expect(body.data).toContainEqual({ name: 'title', value: 'Jade Securities' });
    expect(body.data).toContainEqual({ name: 'logo', value: '/brand/logo.svg' });
    expect(body.data).toContainEqual({ name: 'kefu', value: '' });
  });

  it('answers a request without a language in Traditional Chinese, and one with a language in it', async () => {
    const about = async (headers: Record<string, string>) =>
      (await server.post('common/article', { key: 'about' }, headers)).body.data.title;
    expect(jade.settings.defaultLanguage).toBe('zh-Hant');
    expect(await about({})).toBe(articleTexts['zh-Hant'].about.title);
    expect(await about({ lang: 'xx' })).toBe(articleTexts['zh-Hant'].about.title);
    expect(await about({ lang: 'de' })).toBe(articleTexts.de.about.title);
  });

  it('names jade, never another brand, in its articles and its news', async () => {
    const about = (await server.post('common/article', { key: 'about' }, { lang: 'zh-Hant' })).body.data.content;
    expect(about).toContain('Jade Securities');
    expect(about).not.toContain('Dutch stocks');
    const user = await server.register();
    const news = (
      await server.post('news/list', { category: 'hot', page: 1, size: 1 }, { ...user.headers, lang: 'en' })
    ).body.data;
    expect(news.items[0].source).toBe('Jade Securities newsroom');
  });
});
