import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { ThemeRoot } from '@broker/ui';
import { dutchBrand } from '@broker/ui/themes/dutch';
import { ConfigGate } from './config/ConfigGate.tsx';
import { createAppRouter } from './routes/router.tsx';

/** The assembled app: the brand, the config gate, the routes. */
export function App() {
  const [router] = useState(createAppRouter);
  return (
    <ThemeRoot brand={dutchBrand} scheme="light">
      <ConfigGate>
        <RouterProvider router={router} />
      </ConfigGate>
    </ThemeRoot>
  );
}
