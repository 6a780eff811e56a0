import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormErrors } from '../../../src/components/form/form-errors';
import { SelectField } from '../../../src/components/form/select-field';
import { renderForm } from './render-kit';

const CITIES = ['Mumbai', 'Pune', 'Nagpur'] as const;
type City = (typeof CITIES)[number];

const select = () => screen.getByRole('combobox', { name: 'City' });

describe('select field', () => {
  it('is a list named by its label that asks for a choice until one is made', async () => {
    await renderForm(
      <SelectField label="City" name="city" options={CITIES} placeholder="Select a city" />,
    );
    expect(select()).toHaveDisplayValue('Select a city');
    expect(
      within(select())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Select a city', 'Mumbai', 'Pune', 'Nagpur']);
    expect(within(select()).getByRole('option', { name: 'Select a city' })).toBeDisabled();
  });

  it('shows a label of its own for each value, and starts from the given choice', async () => {
    await renderForm(
      <SelectField
        label="City"
        name="city"
        options={[
          { value: 'BOM', label: 'Mumbai' },
          { value: 'PNQ', label: 'Pune' },
        ]}
        defaultValue="PNQ"
      />,
    );
    expect(select()).toHaveDisplayValue('Pune');
    expect(select()).toHaveValue('PNQ');
  });

  it('required: shows the mark and stops the submit on the prompt; a choice is sent', async () => {
    const onValueChange = vi.fn<(city: City) => void>();
    const { user, submitted } = await renderForm(
      <>
        <SelectField
          label="City"
          name="city"
          options={CITIES}
          placeholder="Select a city"
          onValueChange={onValueChange}
          required
        />
        <button type="submit">Send</button>
      </>,
    );
    expect(select()).toBeRequired();
    expect(screen.getByText('*')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toEqual([]);
    expect(select()).toBeInvalid();

    await user.selectOptions(select(), 'Pune');
    expect(onValueChange.mock.calls).toEqual([['Pune']]);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toEqual([{ city: 'Pune' }]);
  });

  it('follows the value it is given when controlled', async () => {
    const { rerender } = await renderForm(
      <SelectField label="City" name="city" options={CITIES} value="Mumbai" />,
    );
    expect(select()).toHaveDisplayValue('Mumbai');
    await rerender(<SelectField label="City" name="city" options={CITIES} value="Nagpur" />);
    expect(select()).toHaveDisplayValue('Nagpur');
  });

  it("announces the form's messages for it: invalid, described by them and pointing at them", async () => {
    const { rerender } = await renderForm(
      <FormErrors errors={{ city: 'We do not deliver to this city yet.' }}>
        <SelectField label="City" name="city" options={CITIES} helperText="Where we deliver." />
      </FormErrors>,
    );
    expect(select()).toHaveAttribute('aria-invalid', 'true');
    expect(select()).toHaveAccessibleErrorMessage('We do not deliver to this city yet.');
    expect(select()).toHaveAccessibleDescription(
      'We do not deliver to this city yet. Where we deliver.',
    );

    await rerender(
      <FormErrors errors={{}}>
        <SelectField label="City" name="city" options={CITIES} helperText="Where we deliver." />
      </FormErrors>,
    );
    expect(select()).not.toHaveAttribute('aria-invalid');
    expect(select()).toHaveAccessibleDescription('Where we deliver.');
  });
});
