import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function borderErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-globals')
    .map((m) => m.message);
}

describe('lint enforces the package borders', () => {
  it.each([
    ['packages/ui/src/components/X/X.tsx', "import { App } from '@broker/app';\nexport const x = App;\n"],
    ['packages/ui/src/components/X/X.tsx', "import useSWR from 'swr';\nexport const x = useSWR;\n"],
    ['packages/ui/src/components/X/X.tsx', "export const load = () => fetch('/api/vue/user/info');\n"],
    ['packages/domain/src/x.ts', "import { z } from 'zod';\nexport const x = z;\n"],
    ['packages/domain/src/x.ts', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['packages/domain/src/x.ts', "import fs from 'node:fs';\nexport const x = fs;\n"],
    ['packages/domain/src/x.ts', "import { endpoints } from '@broker/contract';\nexport const x = endpoints;\n"],
    ['packages/domain/src/x.ts', "export const x = () => localStorage.getItem('tokend');\n"],
    ['packages/server/src/x.ts', "import { Button } from '@broker/ui';\nexport const x = Button;\n"],
    ['packages/server/src/x.ts', "import { App } from '@broker/app';\nexport const x = App;\n"],
    [
      'packages/app/src/x.ts',
      "import { formatMoney } from '@broker/domain/src/money/format-money.ts';\nexport const x = formatMoney;\n",
    ],
    ['packages/app/src/x.ts', "import { buildApp } from '../../server/src/app.ts';\nexport const x = buildApp;\n"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await borderErrors(file, code)).not.toEqual([]);
  });

  it.each([
    [
      'packages/ui/src/components/X/X.tsx',
      "import { formatMoney } from '@broker/domain';\nexport const x = formatMoney;\n",
    ],
    [
      'packages/app/src/x.ts',
      "import { Button } from '@broker/ui';\nimport { endpoints } from '@broker/contract';\nexport const x = [Button, endpoints];\n",
    ],
    ['packages/server/src/x.ts', "import { endpoints } from '@broker/contract';\nexport const x = endpoints;\n"],
    ['packages/domain/src/x.ts', "import Big from 'big.js';\nexport const x = Big;\n"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await borderErrors(file, code)).toEqual([]);
  });
});

describe('lint enforces the borders of brands/', () => {
  async function brandErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return (result?.messages ?? [])
      .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'no-restricted-syntax')
      .map((m) => m.message);
  }

  it.each([
    // A brand file is plain data the server reads too: no kit theme, no code at all.
    [
      'brands/acme/brand.ts',
      "import { jadeBrand } from '@broker/ui/themes/jade';\nexport default { theme: jadeBrand };\n",
    ],
    [
      'brands/acme/brand.ts',
      "import { languages } from '@broker/domain';\nexport default { defaultLanguage: languages[1] };\n",
    ],
    ['brands/load.ts', "import { Button } from '@broker/ui';\nexport const x = Button;\n"],
    // The server takes the settings (brands/load.ts), never the build's plugin or the theme.
    [
      'packages/server/src/x.ts',
      "import { brandPlugin } from '../../../brands/vite.ts';\nexport const x = brandPlugin;\n",
    ],
    [
      'packages/server/src/x.ts',
      "import { ownThemeClasses } from '../../../brands/ownTheme.css.ts';\nexport const x = ownThemeClasses;\n",
    ],
    // The app reads its brand from its build (virtual:brand, import.meta.env), not from a brand's file.
    ['packages/app/src/x.ts', "import dutch from '../../../brands/dutch/brand.ts';\nexport const x = dutch;\n"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await brandErrors(file, code)).not.toEqual([]);
  });

  it.each([
    [
      'brands/acme/brand.ts',
      "import type { BrandConfig } from '@broker/ui';\nexport default {} as Partial<BrandConfig>;\n",
    ],
    [
      'packages/server/src/x.ts',
      "import { locateBrand } from '../../../brands/load.ts';\nexport const x = locateBrand;\n",
    ],
    ['packages/app/src/x.ts', "import { theme } from 'virtual:brand';\nexport const x = theme;\n"],
  ])('allows in %s: %s', async (file, code) => {
    expect(await brandErrors(file, code)).toEqual([]);
  });
});

describe('lint enforces the feature borders of the app', () => {
  async function featureErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'app/feature-borders').map((m) => m.message);
  }

  it.each([
    [
      'packages/app/src/features/home/X.tsx',
      "import { QuoteList } from '../market/QuoteList.tsx';\nexport const x = QuoteList;\n",
    ],
    [
      'packages/app/src/features/trading/components/X.tsx',
      "import { y } from '../../funds/api.ts';\nexport const x = y;\n",
    ],
    ['packages/app/src/features/home/X.tsx', "export { MarketSection } from '../market/MarketSection.tsx';\n"],
    ['packages/app/src/features/home/X.tsx', "export const x = () => import('../market/MarketScreen.tsx');\n"],
    [
      'packages/app/src/features/home/X.tsx',
      "import { quotes } from '../market/mocks.ts';\nexport const x = quotes;\n",
    ],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await featureErrors(file, code)).not.toEqual([]);
  });

  it.each([
    [
      'packages/app/src/features/home/X.tsx',
      "import { MarketSection } from '../market/index.ts';\nexport const x = MarketSection;\n",
    ],
    ['packages/app/src/features/home/X.tsx', "import { y } from './homeView.ts';\nexport const x = y;\n"],
    ['packages/app/src/features/trading/components/X.tsx', "import { y } from '../api.ts';\nexport const x = y;\n"],
    [
      'packages/app/src/features/home/X.tsx',
      "import { useDomainForm } from '../../forms/index.ts';\nexport const x = useDomainForm;\n",
    ],
    [
      'packages/app/src/features/home/X.test.tsx',
      "import { quotes } from '../market/mocks.ts';\nexport const x = quotes;\n",
    ],
    [
      'packages/app/src/features/home/mocks.ts',
      "import { quotes } from '../market/mocks.ts';\nexport const x = quotes;\n",
    ],
    [
      'packages/app/src/routes/featureRoutes.tsx',
      "import { marketRoutes } from '../features/market/routes.ts';\nexport const x = marketRoutes;\n",
    ],
  ])('allows in %s: %s', async (file, code) => {
    expect(await featureErrors(file, code)).toEqual([]);
  });
});

describe('lint enforces the slice borders of the server', () => {
  async function sliceErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'server/slice-borders').map((m) => m.message);
  }

  it.each([
    // A deep import into another slice, from a slice, its test, or the server's start.
    [
      'packages/server/src/features/newShare/x.ts',
      "import { fill } from '../trading/lifecycle.ts';\nexport const x = fill;\n",
    ],
    [
      'packages/server/src/features/newShare/settle.ts',
      "import { positions } from '../trading/schema.ts';\nexport const x = positions;\n",
    ],
    [
      'packages/server/src/features/trading/x.test.ts',
      "import { MarketSimulation } from '../market/sim/simulation.ts';\nexport const x = MarketSimulation;\n",
    ],
    ['packages/server/src/features/trading/x.ts', "export { listedNewShare } from '../newShare/listing.ts';\n"],
    [
      'packages/server/src/main.ts',
      "import { seedFunds } from './features/funds/seed.ts';\nexport const x = seedFunds;\n",
    ],
    // Core services import no slice at all, not even through its index.ts.
    [
      'packages/server/src/core/x.ts',
      "import { openPosition } from '../features/trading/index.ts';\nexport const x = openPosition;\n",
    ],
    [
      'packages/server/src/timed/x.ts',
      "import { tradingSource } from '../features/trading/catchUp.ts';\nexport const x = tradingSource;\n",
    ],
    ['packages/server/src/http/x.ts', "export const load = () => import('../features/market/index.ts');\n"],
  ])('refuses in %s: %s', async (file, code) => {
    expect(await sliceErrors(file, code)).not.toEqual([]);
  });

  it.each([
    [
      'packages/server/src/features/newShare/x.ts',
      "import { openPosition } from '../trading/index.ts';\nexport const x = openPosition;\n",
    ],
    ['packages/server/src/features/trading/x.ts', "import { fill } from './lifecycle.ts';\nexport const x = fill;\n"],
    [
      'packages/server/src/features/trading/x.ts',
      "import { post } from '../../core/ledger.ts';\nimport { step } from '../../timed/claims.ts';\nexport const x = [post, step];\n",
    ],
    ['packages/server/src/db/schema.ts', "export * from '../features/trading/schema.ts';\n"],
    [
      'packages/server/src/main.ts',
      "import { seedFunds } from './features/funds/index.ts';\nexport const x = seedFunds;\n",
    ],
  ])('allows in %s: %s', async (file, code) => {
    expect(await sliceErrors(file, code)).toEqual([]);
  });
});

describe('lint keeps row locks in the claim primitives (issue #31, item 10: the wallet first)', () => {
  async function lockErrors(filePath: string, code: string): Promise<string[]> {
    const [result] = await eslint.lintText(code, { filePath: path.join(root, filePath) });
    return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
  }
  const lockOf = (mode: string) => `export const lock = (tx: any) => tx.select().from('positions').for('${mode}');\n`;

  it.each(['update', 'no key update', 'share'])('refuses a row lock of its own in a slice: for(%s)', async (mode) => {
    expect(await lockErrors('packages/server/src/features/intraday/x.ts', lockOf(mode))).toEqual([
      'Lock rows through claimRow, guardedUpdate or claimInsert (timed/claims.ts): they take the wallet first.',
    ]);
  });

  it('allows it in the primitives themselves', async () => {
    expect(await lockErrors('packages/server/src/timed/claims.ts', lockOf('update'))).toEqual([]);
  });
});
