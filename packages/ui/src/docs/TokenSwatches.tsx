import type { BrandTokens, ColorScheme } from '../themes/tokens.ts';
import { themeValues } from '../themes/makeTheme.ts';

/** Docs only: a brand's colour tokens as swatches, and its type, space and radius scales. */
export function TokenSwatches({ brand, scheme }: { brand: BrandTokens; scheme: ColorScheme }) {
  const values = themeValues(brand, scheme);
  const groups: [string, object][] = [
    ['color', values.color],
    ['tone', values.tone],
    ['market (up/down for this brand)', values.market],
    ['palette', values.palette],
    ['chart (series lines: indicators, intraday price)', values.chart],
  ];
  return (
    <div style={{ display: 'grid', gap: 24, fontFamily: 'system-ui, sans-serif', color: '#111' }}>
      <h3 style={{ margin: 0 }}>
        {brand.name} · {scheme}
      </h3>
      {groups.map(([title, colors]) => (
        <section key={title}>
          <h4 style={{ margin: '0 0 8px' }}>{title}</h4>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))', gap: 8 }}>
            {Object.entries(colors as Record<string, string>).map(([name, value]) => (
              <div
                key={name}
                style={{ border: '1px solid #ccc', borderRadius: 8, overflow: 'hidden', background: '#fff' }}
              >
                <div style={{ height: 40, background: value }} />
                <div style={{ padding: 6, fontSize: 12 }}>
                  <strong>{name}</strong>
                  <br />
                  <code>{value}</code>
                </div>
              </div>
            ))}
          </div>
        </section>
      ))}
      <section>
        <h4 style={{ margin: '0 0 8px' }}>type scale</h4>
        {Object.entries(values.font.size).map(([name, size]) => (
          <div key={name} style={{ fontSize: size, lineHeight: 1.3 }}>
            {name} · <code style={{ fontSize: 12 }}>{size}</code> · 1.234,56
          </div>
        ))}
      </section>
      <section>
        <h4 style={{ margin: '0 0 8px' }}>space and radii</h4>
        {Object.entries(values.space).map(([name, size]) => (
          <div key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12 }}>
            <span style={{ width: 40 }}>{name}</span>
            <span style={{ display: 'inline-block', height: 12, width: size, background: values.color.accent }} />
            <code>{size}</code>
          </div>
        ))}
        <div style={{ display: 'flex', gap: 12, marginTop: 8 }}>
          {Object.entries(values.radius).map(([name, radius]) => (
            <div key={name} style={{ textAlign: 'center', fontSize: 12 }}>
              <div
                style={{ width: 48, height: 48, borderRadius: radius, border: `2px solid ${values.color.accent}` }}
              />
              {name} <code>{radius}</code>
            </div>
          ))}
        </div>
      </section>
    </div>
  );
}
