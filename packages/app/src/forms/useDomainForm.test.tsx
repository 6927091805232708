import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Issue } from '@broker/domain';
import { ApiFailure } from '../api/client.ts';
import { testI18n } from '../testing/testI18n.ts';
import { FormAlert } from './FormAlert.tsx';
import { useDomainForm, type DomainForm } from './useDomainForm.ts';

type Values = { account: string; amount: string };
type Field = 'account' | 'amount' | 'destination';

/** A form of two text fields and a picked "destination", driven by the test through `form`. */
function Harness(props: {
  onForm: (form: DomainForm<Values, Field>) => void;
  validate?: () => readonly Issue[];
  send?: (requestId: string) => Promise<void>;
}) {
  testI18n('en');
  const form = useDomainForm<Values, Field>({
    initial: { account: '', amount: '' },
    fields: ['account', 'amount', 'destination'],
    path: 'funds/withdraw',
    fieldOf: { cardId: 'destination' },
    currency: 'USD',
  });
  props.onForm(form);
  const submit = form.handleSubmit({ validate: props.validate ?? (() => []), send: props.send ?? (async () => {}) });
  const text = (name: 'account' | 'amount') => {
    const field = form.field(name);
    return (
      <>
        <label>
          {name}
          <input
            id={field.id}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            aria-describedby={field.error ? `${field.id}-error` : undefined}
          />
        </label>
        {field.error ? <span id={`${field.id}-error`}>{field.error}</span> : null}
      </>
    );
  };
  return (
    <form onSubmit={submit}>
      {text('account')}
      {text('amount')}
      <button
        type="button"
        id={form.fieldId('destination')}
        aria-describedby={form.errors.destination ? 'destination-error' : undefined}
      >
        destination
      </button>
      {form.errors.destination ? <span id="destination-error">{form.errors.destination}</span> : null}
      <FormAlert text={form.alert} />
      <button type="submit">send</button>
    </form>
  );
}

function renderForm(props: Omit<Parameters<typeof Harness>[0], 'onForm'> = {}) {
  const ref: { form: DomainForm<Values, Field> | null } = { form: null };
  render(<Harness {...props} onForm={(form) => (ref.form = form)} />);
  return () => ref.form as DomainForm<Values, Field>;
}

describe('useDomainForm', () => {
  it('shows the first issue of each control, the rest in the alert, and focuses the first invalid control', async () => {
    const send = vi.fn(async () => {});
    renderForm({
      validate: () => [
        { field: 'amount', key: 'error.validation.required' },
        { field: 'amount', key: 'error.validation.invalid' },
        { field: 'cardId', key: 'error.card.notFound' },
        { field: 'time', key: 'error.time.outsideWithdrawal' },
        { field: 'creditScore', key: 'error.creditScore.insufficient' },
      ],
      send,
    });
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(send).not.toHaveBeenCalled();
    expect(screen.getByLabelText('amount')).toHaveAccessibleDescription('This field is required.');
    expect(screen.getByRole('button', { name: 'destination' })).toHaveAccessibleDescription(
      expect.stringMatching(/card/i),
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/withdraw/i);
    expect(screen.getByLabelText('amount')).toHaveFocus();
  });

  it('names the bound of an amount outside it, in the currency', async () => {
    renderForm({
      validate: () => [{ field: 'amount', key: 'error.amount.belowMinimum', params: { min: '100', currency: 'USD' } }],
    });
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByLabelText('amount')).toHaveAccessibleDescription(expect.stringContaining('100,00'));
  });

  it('clears a field’s error when it changes, and the alert with any edit', async () => {
    renderForm({
      validate: () => [
        { field: 'account', key: 'error.validation.required' },
        { field: 'time', key: 'error.time.outsideWithdrawal' },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('account'), 'a');
    expect(screen.getByLabelText('account')).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps one request id per opening until an edit or a success, and places a failed write', async () => {
    const ids: string[] = [];
    let answer: ApiFailure | null = new ApiFailure('error.card.notOwned');
    const form = renderForm({
      send: async (requestId) => {
        ids.push(requestId);
        if (answer) throw answer;
      },
    });
    const first = form().requestId();
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByRole('button', { name: 'destination' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'send' })); // a retry: same request
    expect(ids).toEqual([first, first]);
    await userEvent.type(screen.getByLabelText('amount'), '5'); // an edit: a new request
    expect(form().requestId()).not.toBe(first);
    answer = null;
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(ids[2]).not.toBe(first);
    expect(form().requestId()).not.toBe(ids[2]); // after a success the next send is a new request
  });

  it('sends once while a send runs, and says a failure about the whole request in the alert', async () => {
    let finish: () => void = () => {};
    const send = vi.fn(
      () =>
        new Promise<void>((_resolve, reject) => {
          finish = () => reject(new ApiFailure('error.time.outsideWithdrawal'));
        }),
    );
    renderForm({ send });
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => finish());
    expect(screen.getByRole('alert')).toHaveTextContent(/withdraw/i);
  });

  it('says an unknown failure as a failed submit', async () => {
    renderForm({
      send: async () => {
        throw new Error('boom');
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'send' }));
    expect(screen.getByRole('alert')).toHaveTextContent(testI18n('en').t('error.submit.failed'));
  });
});
