import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { KitTextsProvider, ThemeRoot, ToastProvider } from '@broker/ui';
import { dutchBrand } from '@broker/ui/themes/dutch';
import { ConfigGate } from './config/ConfigGate.tsx';
import { createAppRouter } from './routes/router.tsx';
import { useKitTextsFromLocale } from './i18n/kitTexts.ts';

/** The assembled app: the brand, the kit's texts, toasts, the config gate, the routes. */
export function App() {
  const [router] = useState(createAppRouter);
  const kitTexts = useKitTextsFromLocale();
  return (
    <ThemeRoot brand={dutchBrand} scheme="light">
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
