import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { paths } from '../routes/paths.ts';
import { fieldLabel } from '../testing/fieldLabel.ts';
import { testI18n } from '../testing/testI18n.ts';
import { FundPasswordField, type FundPasswordFieldProps } from './FundPasswordField.tsx';

function Harness({ isSet, error, purpose = 'order' }: Partial<FundPasswordFieldProps> & { isSet: boolean }) {
  testI18n('nl');
  const [value, setValue] = useState('');
  return (
    <MemoryRouter>
      <Routes>
        <Route
          path="/"
          element={
            <>
              <FundPasswordField
                id="pin"
                value={value}
                onChange={setValue}
                error={error}
                isSet={isSet}
                purpose={purpose}
              />
              <output aria-label="value">{value}</output>
            </>
          }
        />
        <Route path={paths.information.fundPass} element={<h1>{paths.information.fundPass}</h1>} />
      </Routes>
    </MemoryRouter>
  );
}

describe('FundPasswordField', () => {
  it('asks the 6 digits, hidden, never filled in by the browser, and keeps only digits', async () => {
    render(<Harness isSet />);
    const field = screen.getByLabelText(fieldLabel('Transactiewachtwoord'));
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAttribute('inputmode', 'numeric');
    expect(field).toHaveAttribute('maxlength', '6');
    expect(field).toBeRequired();
    expect(field).toHaveAccessibleDescription(/Precies 6 cijfers/);
    await userEvent.type(field, '12a3-4');
    expect(screen.getByLabelText('value')).toHaveTextContent('1234');
    await userEvent.click(screen.getByRole('button', { name: /show|tonen/i }));
    expect(field).toHaveAttribute('type', 'text');
  });

  it('shows the form’s error on the field', () => {
    render(<Harness isSet error="Het transactiewachtwoord is onjuist." />);
    const field = screen.getByLabelText(fieldLabel('Transactiewachtwoord'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/^Het transactiewachtwoord is onjuist\./);
  });

  it('without a fund password says why it is needed, with its error, and links to set one', async () => {
    render(<Harness isSet={false} purpose="withdrawal" error="Stel eerst een transactiewachtwoord in." />);
    expect(screen.queryByLabelText(fieldLabel('Transactiewachtwoord'))).toBeNull();
    const group = screen.getByRole('group');
    expect(group).toHaveAttribute('id', 'pin');
    expect(group).toHaveTextContent(/^Transactiewachtwoord/);
    expect(group).toHaveAccessibleDescription(
      /daarmee bevestig je elke opname\. Transactiewachtwoord instellen Stel eerst een transactiewachtwoord in\.$/,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Transactiewachtwoord instellen' }));
    expect(await screen.findByRole('heading', { name: paths.information.fundPass })).toBeInTheDocument();
  });

  it('says what a repayment needs it for, not a subscription', () => {
    render(<Harness isSet={false} purpose="repayment" />);
    expect(screen.getByRole('group')).toHaveTextContent(/daarmee bevestig je elke aflossing\./);
    expect(screen.getByRole('group')).not.toHaveTextContent(/inschrijving/);
  });
});
