import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installRootFontSize } from '@broker/ui';
import { initI18n } from './i18n/i18n.ts';
import { App } from './App.tsx';

installRootFontSize(window);
await initI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
