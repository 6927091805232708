import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { installRootFontSize, KitTextsProvider, ThemeRoot, defaultKitTexts } from '@broker/ui';
import { jadeBrand } from '@broker/ui/themes/jade';
import { Screen } from './Screen.tsx';

installRootFontSize(window);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ThemeRoot brand={jadeBrand} scheme="light">
      <KitTextsProvider texts={defaultKitTexts}>
        <Screen />
      </KitTextsProvider>
    </ThemeRoot>
  </StrictMode>,
);
