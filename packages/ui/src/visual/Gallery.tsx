import { Button } from '../components/Button/Button.tsx';
import { buttonVariants } from '../components/Button/buttonVariants.ts';
import { Card } from '../components/Card/Card.tsx';
import { Cell, CellGroup } from '../components/Cell/index.ts';
import { Money } from '../components/Money/Money.tsx';
import { StatusBadge } from '../components/StatusBadge/StatusBadge.tsx';
import { Steps } from '../components/Steps/Steps.tsx';
import { Tabs } from '../components/Tabs/Tabs.tsx';
import { TextField } from '../components/TextField/TextField.tsx';

/** A fixed page of the kit's most visible parts: the visual baseline of a brand and scheme. */
export function Gallery() {
  return (
    <div data-testid="gallery" style={{ display: 'grid', gap: 12, width: 380 }}>
      <Tabs
        label="Markten"
        defaultValue="nl"
        items={[
          { value: 'nl', label: 'Nederland' },
          { value: 'de', label: 'Duitsland' },
          { value: 'usd', label: 'VS' },
        ]}
      />
      <Card title="Portefeuille">
        <Money value="1234567.891" suffix=" €" size="xl" />
        <div style={{ display: 'flex', gap: 16 }}>
          <Money value="152.4" signed colorBySign prefix="$ " />
          <Money value="-87.05" signed colorBySign prefix="$ " />
          <Money value="0" signed colorBySign prefix="$ " />
        </div>
      </Card>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        <StatusBadge tone="positive" label="Goedgekeurd" />
        <StatusBadge tone="negative" label="Afgewezen" />
        <StatusBadge tone="pending" label="In behandeling" />
        <StatusBadge tone="neutral" label="Gesloten" />
        <StatusBadge tone="info" label="Nieuw" />
      </div>
      <CellGroup title="Account">
        <Cell title="Inlogwachtwoord" value="Gewijzigd" chevron onClick={() => {}} />
        <Cell title="Transactiewachtwoord" description="6 cijfers" value="Niet ingesteld" chevron onClick={() => {}} />
      </CellGroup>
      <TextField label="Bedrag" defaultValue="12,5" error="Minimaal 100,00 €" />
      <Steps
        label="Opname"
        steps={[
          { key: 'a', title: 'Ingediend', time: '2026.11.22 10:00:00', status: 'done' },
          { key: 'b', title: 'In behandeling', status: 'current' },
          { key: 'c', title: 'Uitbetaald', status: 'upcoming' },
        ]}
      />
      <div style={{ display: 'grid', gap: 8 }}>
        {buttonVariants.map((variant) => (
          <Button key={variant} variant={variant} block>
            {variant}
          </Button>
        ))}
      </div>
    </div>
  );
}
