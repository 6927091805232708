import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { KitTextsProvider, ThemeRoot, ToastProvider } from '@broker/ui';
import { theme } from 'virtual:brand';
import { ConfigGate } from './config/ConfigGate.tsx';
import { createAppRouter, type AppRouter } from './routes/router.tsx';
import { useKitTextsFromLocale } from './i18n/kitTexts.ts';
import { useColorScheme } from './shell/useColorScheme.ts';

/**
 * The assembled app: the brand it was built for (BRAND, brands/) in the device's colour scheme,
 * the kit's texts, toasts, the config gate, the routes. `router`: one created earlier, already
 * loading the first screen (main.tsx); by default its own.
 */
export function App({ router: early }: { router?: AppRouter }) {
  const [router] = useState(() => early ?? createAppRouter());
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
