import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button.tsx';
import { buttonVariants } from './buttonVariants.ts';

describe('Button', () => {
  it.each(buttonVariants)('renders the %s variant as a button by its name', (variant) => {
    render(<Button variant={variant}>Inloggen</Button>);
    expect(screen.getByRole('button', { name: 'Inloggen' })).toHaveAttribute('data-variant', variant);
  });

  it('calls onClick when pressed by mouse and by keyboard', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(<Button onClick={onClick}>Kopen</Button>);
    await user.click(screen.getByRole('button', { name: 'Kopen' }));
    await user.tab();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('stays focusable but inert when disabled', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <Button disabled onClick={onClick}>
        Verkopen
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Verkopen' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('ignores presses and announces its label while loading', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    render(
      <Button loading loadingLabel="Bezig…" onClick={onClick}>
        Opslaan
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Bezig…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('takes an id to be focused by and a description', () => {
    render(
      <>
        <Button id="pick" describedBy="why">
          Foto kiezen
        </Button>
        <p id="why">Voeg de voorkant toe</p>
      </>,
    );
    document.getElementById('pick')!.focus();
    const button = screen.getByRole('button', { name: 'Foto kiezen' });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('Voeg de voorkant toe');
  });

  it('puts test ids on data attributes', () => {
    render(<Button data={{ testid: 'submit' }}>Ok</Button>);
    expect(screen.getByRole('button')).toHaveAttribute('data-testid', 'submit');
  });
});
