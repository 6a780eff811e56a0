import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FormErrors } from '../../../src/components/form/form-errors';
import { TextField } from '../../../src/components/form/text-field';
import { renderForm } from './render-kit';

const field = (name: string) => screen.getByRole('textbox', { name });

function Fields() {
  return (
    <>
      <TextField label="Email" name="email" />
      <TextField label="Phone" name="phone" helperText="Ten digits." />
    </>
  );
}

describe('form errors by field name', () => {
  it("gives each field its own messages, read from the form's errors once", async () => {
    await renderForm(
      <FormErrors
        errors={{
          email: ['Enter a valid email address.', 'This email is already registered.'],
          non_field_errors: ['Something else went wrong.'],
        }}
      >
        <Fields />
      </FormErrors>,
    );
    expect(field('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Email')).toHaveAccessibleDescription(
      'Enter a valid email address. This email is already registered.',
    );
    expect(field('Email')).toHaveAccessibleErrorMessage(
      'Enter a valid email address. This email is already registered.',
    );
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
    expect(field('Phone')).toHaveAccessibleDescription('Ten digits.');
    expect(screen.queryByText('Something else went wrong.')).not.toBeInTheDocument();
  });

  it('takes a single message as well as a list, and clears when the errors go', async () => {
    const { rerender } = await renderForm(
      <FormErrors errors={{ phone: 'Enter ten digits.' }}>
        <Fields />
      </FormErrors>,
    );
    expect(field('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Phone')).toHaveAccessibleDescription('Enter ten digits. Ten digits.');
    expect(field('Email')).not.toHaveAttribute('aria-invalid');

    await rerender(
      <FormErrors errors={null}>
        <Fields />
      </FormErrors>,
    );
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Enter ten digits.')).not.toBeInTheDocument();
  });

  it('marks nothing invalid without errors above the fields', async () => {
    await renderForm(<Fields />);
    expect(field('Email')).not.toHaveAttribute('aria-invalid');
    expect(field('Phone')).not.toHaveAttribute('aria-invalid');
  });

  it("reads only the errors' own entries: a field named like an object's built-in is valid", async () => {
    await renderForm(
      <FormErrors errors={{}}>
        <TextField label="Constructor" name="constructor" />
        <TextField label="To String" name="toString" />
      </FormErrors>,
    );
    expect(field('Constructor')).not.toHaveAttribute('aria-invalid');
    expect(field('To String')).not.toHaveAttribute('aria-invalid');
  });
});
