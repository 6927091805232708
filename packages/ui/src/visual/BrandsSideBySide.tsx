import type { ReactNode } from 'react';
import { ThemeRoot } from '../components/ThemeRoot/ThemeRoot.tsx';
import { dutchBrand } from '../themes/dutch/index.ts';
import { jadeBrand } from '../themes/jade/index.ts';

/**
 * For stories: the same content under both brands, so that the up/down convention (green up in
 * Dutch stocks, red up in Jade Securities) and the shapes can be compared at a glance. Children
 * may be a function of the brand's name, for landmarks that need a name of their own.
 */
export function BrandsSideBySide({ children }: { children: ReactNode | ((brandName: string) => ReactNode) }) {
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      {[dutchBrand, jadeBrand].map((brand) => (
        <ThemeRoot key={brand.tokens.name} brand={brand}>
          <section aria-label={brand.tokens.name} style={{ display: 'grid', gap: 8, padding: 12 }}>
            {typeof children === 'function' ? children(brand.tokens.name) : children}
          </section>
        </ThemeRoot>
      ))}
    </div>
  );
}
