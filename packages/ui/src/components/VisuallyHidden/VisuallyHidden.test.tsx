import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './VisuallyHidden.tsx';
import { visuallyHiddenElements } from './visuallyHiddenRules.ts';

describe('VisuallyHidden', () => {
  it('gives its text to screen readers, e.g. as the name of an icon button', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Melding sluiten</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Melding sluiten' })).toBeInTheDocument();
  });

  it.each(visuallyHiddenElements)('renders as %s', (element) => {
    const { container } = render(
      element === 'caption' ? (
        <table>
          <VisuallyHidden as="caption">Orderboek</VisuallyHidden>
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </table>
      ) : (
        <VisuallyHidden as={element}>Orderboek</VisuallyHidden>
      ),
    );
    expect(container.querySelector(element)).toHaveTextContent('Orderboek');
  });

  it('is a hidden heading or table caption by role', () => {
    render(
      <>
        <VisuallyHidden as="h1">Dutch stocks</VisuallyHidden>
        <table>
          <VisuallyHidden as="caption">Orderboek</VisuallyHidden>
          <tbody>
            <tr>
              <td>1</td>
            </tr>
          </tbody>
        </table>
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Dutch stocks' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Orderboek' })).toBeInTheDocument();
  });

  it('can describe a control through its id, and takes test ids', () => {
    render(
      <>
        <button type="button" aria-describedby="why">
          Opnemen
        </button>
        <VisuallyHidden id="why" data={{ testid: 'why' }}>
          Alleen op werkdagen
        </VisuallyHidden>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Opnemen' })).toHaveAccessibleDescription('Alleen op werkdagen');
    expect(screen.getByTestId('why')).toHaveTextContent('Alleen op werkdagen');
  });
});
