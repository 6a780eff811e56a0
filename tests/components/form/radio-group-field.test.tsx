import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FormErrors } from '../../../src/components/form/form-errors';
import { RadioGroupField } from '../../../src/components/form/radio-group-field';
import { renderForm } from './render-kit';

const SLOTS = [
  { value: 'morning', label: 'Morning' },
  { value: 'afternoon', label: 'Afternoon' },
  { value: 'evening', label: 'Evening' },
] as const;

type Slot = (typeof SLOTS)[number]['value'];

const group = () => screen.getByRole('radiogroup', { name: 'Delivery Slot' });
const radio = (name: string) => within(group()).getByRole('radio', { name });

describe('radio-group field', () => {
  it('is one group named by its label, each choice named by its text, the starting one chosen', async () => {
    await renderForm(
      <RadioGroupField label="Delivery Slot" name="slot" options={SLOTS} defaultValue="evening" />,
    );
    expect(
      within(group())
        .getAllByRole('radio')
        .map((choice) => choice.getAttribute('value')),
    ).toEqual(['morning', 'afternoon', 'evening']);
    expect(radio('Evening')).toBeChecked();
    expect(radio('Morning')).not.toBeChecked();
    expect(radio('Afternoon')).not.toBeChecked();
  });

  it('takes one Tab stop; the arrow keys move the choice, and the form sends the last one', async () => {
    const onValueChange = vi.fn<(slot: Slot) => void>();
    const { user, submitted } = await renderForm(
      <>
        <input aria-label="Before" />
        <RadioGroupField
          label="Delivery Slot"
          name="slot"
          options={SLOTS}
          defaultValue="afternoon"
          onValueChange={onValueChange}
        />
        <button type="submit">Send</button>
      </>,
    );
    screen.getByRole('textbox', { name: 'Before' }).focus();

    await user.tab();
    expect(radio('Afternoon')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(radio('Evening')).toHaveFocus();
    expect(radio('Evening')).toBeChecked();
    expect(radio('Afternoon')).not.toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(radio('Morning')).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(radio('Evening')).toBeChecked();
    expect(onValueChange.mock.calls).toEqual([['evening'], ['morning'], ['evening']]);

    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(submitted).toEqual([{ slot: 'evening' }]);
  });

  it('a required group shows the mark and stops the submit until a choice is made', async () => {
    const { user, submitted } = await renderForm(
      <>
        <RadioGroupField label="Delivery Slot" name="slot" options={SLOTS} required />
        <button type="submit">Send</button>
      </>,
    );
    expect(group()).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toEqual([]);
    await user.click(radio('Morning'));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(submitted).toEqual([{ slot: 'morning' }]);
  });

  it("announces the form's messages for it: invalid, described by them and pointing at them", async () => {
    const { rerender } = await renderForm(
      <FormErrors errors={{ slot: ['Choose a delivery slot.'], other: ['Not this one.'] }}>
        <RadioGroupField
          label="Delivery Slot"
          name="slot"
          options={SLOTS}
          helperText="We deliver between 9 AM and 9 PM."
        />
      </FormErrors>,
    );
    expect(group()).toHaveAttribute('aria-invalid', 'true');
    expect(group()).toHaveAccessibleErrorMessage('Choose a delivery slot.');
    expect(group()).toHaveAccessibleDescription(
      'Choose a delivery slot. We deliver between 9 AM and 9 PM.',
    );
    expect(screen.queryByText('Not this one.')).not.toBeInTheDocument();

    await rerender(
      <FormErrors errors={null}>
        <RadioGroupField
          label="Delivery Slot"
          name="slot"
          options={SLOTS}
          helperText="We deliver between 9 AM and 9 PM."
        />
      </FormErrors>,
    );
    expect(group()).not.toHaveAttribute('aria-invalid');
    expect(group()).toHaveAccessibleDescription('We deliver between 9 AM and 9 PM.');
    expect(screen.queryByText('Choose a delivery slot.')).not.toBeInTheDocument();
  });

  it('read-only, it keeps its choice and refuses another', async () => {
    const onValueChange = vi.fn<(slot: Slot) => void>();
    const { user } = await renderForm(
      <RadioGroupField
        label="Delivery Slot"
        name="slot"
        options={SLOTS}
        value="morning"
        onValueChange={onValueChange}
        readOnly
      />,
    );
    await user.click(screen.getByText('Evening'));
    expect(radio('Morning')).toBeChecked();
    expect(radio('Evening')).not.toBeChecked();
    expect(onValueChange).not.toHaveBeenCalled();
  });
});
