import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installRootFontSize } from '@broker/ui';
import { initI18n, storedLanguage } from './i18n/i18n.ts';
import { preloadSiteConfig } from './config/ConfigGate.tsx';
import { App } from './App.tsx';

installRootFontSize(window);
// The configuration call (in the stored language) starts while the texts load, not after.
document.documentElement.lang = storedLanguage();
preloadSiteConfig();
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
