import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installRootFontSize } from '@broker/ui';
import { setCurrencySigns } from '@broker/domain';
import { initI18n, storedLanguage } from './i18n/i18n.ts';
import { loadSiteConfig } from './config/ConfigGate.tsx';
import { App } from './App.tsx';
import { createAppRouter } from './routes/router.tsx';
import { yieldToMain } from './shell/yieldToMain.ts';

installRootFontSize(window);
// Amounts look as the brand says ('US$ 1.234,50' in jade) everywhere, before anything renders
// (null: the specification's signs, which need no setting).
if (import.meta.env.BRAND_CURRENCY_SIGNS) setCurrencySigns(import.meta.env.BRAND_CURRENCY_SIGNS);
// Three downloads start together, none waiting for another: the configuration call (in the
// stored language), the texts, and the first screen's chunk (the router loads it when created).
// Until the first two have arrived, index.html's splash shows.
document.documentElement.lang = storedLanguage();
// Each step is its own task, so that none is long at a phone's speed (issue #17: after the
// splash's paint every task over 50 ms counts as blocking): the modules' evaluation, the
// configuration's request, the texts' download and i18next's set-up, and the router's set-up
// (its route table, the first screen's chunk and its preloads).
const siteConfig = loadSiteConfig();
await yieldToMain();
const texts = initI18n();
await yieldToMain();
const router = createAppRouter();
await Promise.all([texts, siteConfig]);

// The first render is a transition: React renders the first screen in slices of a few
// milliseconds and lets the browser in between, instead of one long task that a tap would wait
// behind (issue #17: Lighthouse's total blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
// The product slices' texts (i18n/textParts.ts) load once the first screen has painted: the
// app's frame asks for them (shell/AppShell.tsx).
