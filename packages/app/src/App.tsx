import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { KitTextsProvider, ThemeRoot, ToastProvider } from '@broker/ui';
import { theme } from 'virtual:brand';
import { ConfigGate } from './config/ConfigGate.tsx';
import { createAppRouter } from './routes/router.tsx';
import { useKitTextsFromLocale } from './i18n/kitTexts.ts';
import { useColorScheme } from './shell/useColorScheme.ts';

/**
 * The assembled app: the brand it was built for (BRAND, brands/) in the device's colour scheme,
 * the kit's texts, toasts, the config gate, the routes.
 */
export function App() {
  const [router] = useState(createAppRouter);
  const kitTexts = useKitTextsFromLocale();
  const scheme = useColorScheme();
  return (
    <ThemeRoot brand={theme} scheme={scheme} upDown={import.meta.env.BRAND_UP_DOWN}>
      <KitTextsProvider texts={kitTexts}>
        <ToastProvider>
          <ConfigGate>
            <RouterProvider router={router} />
          </ConfigGate>
        </ToastProvider>
      </KitTextsProvider>
    </ThemeRoot>
  );
}
