import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installRootFontSize } from '@broker/ui';
import { setCurrencySigns } from '@broker/domain';
import { initI18n, storedLanguage } from './i18n/i18n.ts';
import { preloadSiteConfig } from './config/ConfigGate.tsx';
import { App } from './App.tsx';

installRootFontSize(window);
// Amounts look as the brand says ('US$ 1.234,50' in jade) everywhere, before anything renders
// (null: the specification's signs, which need no setting).
if (import.meta.env.BRAND_CURRENCY_SIGNS) setCurrencySigns(import.meta.env.BRAND_CURRENCY_SIGNS);
// The configuration call (in the stored language) starts while the texts load, not after.
document.documentElement.lang = storedLanguage();
preloadSiteConfig();
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
