import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { DescriptionList } from './DescriptionList.tsx';

describe('DescriptionList', () => {
  it('lists each label as a term with its value as the definition', () => {
    render(
      <DescriptionList
        items={[
          { label: 'Begunstigde', value: 'Dutch Stocks B.V.' },
          { label: 'IBAN', value: 'NL91 ABNA 0417 1643 00' },
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['Begunstigde', 'IBAN']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      'Dutch Stocks B.V.',
      'NL91 ABNA 0417 1643 00',
    ]);
    expect(screen.getByText('IBAN').closest('dl')).toBeInTheDocument();
  });

  it('stacks rows by default and puts an action at the end of the value', () => {
    render(
      <DescriptionList
        items={[
          {
            label: 'IBAN',
            value: 'NL91 ABNA 0417 1643 00',
            action: (
              <button type="button" aria-label="IBAN kopiëren">
                ⧉
              </button>
            ),
          },
        ]}
      />,
    );
    const definition = screen.getByRole('definition');
    expect(definition).toHaveAttribute('data-layout', 'stacked');
    expect(definition.lastElementChild).toBe(screen.getByRole('button', { name: 'IBAN kopiëren' }));
  });

  it('puts inline rows on one line, except a row with an action', () => {
    render(
      <DescriptionList
        inline
        items={[
          { label: 'Bedrag', value: '1.250,00 €' },
          { label: 'Ordernummer', value: 'W-42', action: <button type="button">Kopiëren</button> },
        ]}
      />,
    );
    const [amount, order] = screen.getAllByRole('definition');
    expect(amount).toHaveAttribute('data-layout', 'inline');
    expect(amount!.parentElement).toHaveAttribute('data-layout', 'inline');
    expect(order).toHaveAttribute('data-layout', 'stacked');
  });

  it('marks the total row', () => {
    render(
      <DescriptionList
        inline
        items={[
          { label: 'Kosten', value: '6,25 €' },
          { label: 'Je ontvangt', value: '1.243,75 €', total: true },
        ]}
      />,
    );
    expect(screen.getByText('Je ontvangt').parentElement).toHaveAttribute('data-total', 'true');
    expect(screen.getByText('Kosten').parentElement).toHaveAttribute('data-total', 'false');
    expect(screen.getByText('1.243,75 €')).toHaveAttribute('data-total', 'true');
  });

  it('keeps rows that share a label apart by their keys, and takes test ids', () => {
    const { rerender } = render(
      <DescriptionList
        data={{ testid: 'wallets' }}
        items={[
          { key: 'eur', label: 'Beschikbaar', value: '812,40 €' },
          { key: 'usd', label: 'Beschikbaar', value: '$ 120,00' },
        ]}
      />,
    );
    const usd = screen.getByText('$ 120,00');
    rerender(
      <DescriptionList
        data={{ testid: 'wallets' }}
        items={[
          { key: 'usd', label: 'Beschikbaar', value: '$ 120,00' },
          { key: 'eur', label: 'Beschikbaar', value: '812,40 €' },
        ]}
      />,
    );
    // The same row moved (kept by its key), not re-created.
    expect(screen.getByText('$ 120,00')).toBe(usd);
    expect(screen.getByTestId('wallets').tagName).toBe('DL');
  });
});
