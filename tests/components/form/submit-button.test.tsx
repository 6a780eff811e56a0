import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SubmitButton } from '../../../src/components/form/submit-button';
import { renderForm } from './render-kit';

/** A form that is read-only until Edit, saving while `saving` (as the profile does). */
function EditableForm({ saving = false }: { saving?: boolean }) {
  const [editing, setEditing] = useState(false);
  return (
    <>
      <input aria-label="First Name" name="first_name" defaultValue="Aarav" readOnly={!editing} />
      <SubmitButton busy={saving} edit={{ editing, label: 'Edit', onEdit: () => setEditing(true) }}>
        Save
      </SubmitButton>
    </>
  );
}

describe('submit button', () => {
  it('submits the form with a click or Enter', async () => {
    const { user, submitted } = await renderForm(
      <>
        <input aria-label="Name" name="name" defaultValue="Priya" />
        <SubmitButton>Submit</SubmitButton>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.keyboard('{Enter}');
    expect(submitted).toEqual([{ name: 'Priya' }, { name: 'Priya' }]);
  });

  it('while busy, says so and stays focusable, so keyboard focus is not lost', async () => {
    await renderForm(<SubmitButton busy>Submit</SubmitButton>);
    const button = screen.getByRole('button', { name: 'Submit' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toBeEnabled();
    button.focus();
    expect(button).toHaveFocus();
  });

  it('Edit/Save: Edit only starts editing; the same button, still focused, then saves', async () => {
    const { user, submitted } = await renderForm(<EditableForm />);
    const button = screen.getByRole('button', { name: 'Edit' });
    expect(screen.getByRole('textbox', { name: 'First Name' })).toHaveAttribute('readonly');
    button.focus();

    await user.keyboard('{Enter}');
    expect(button).toHaveAccessibleName('Save');
    expect(button).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'First Name' })).not.toHaveAttribute('readonly');
    expect(submitted).toEqual([]);

    await user.keyboard('{Enter}');
    expect(submitted).toEqual([{ first_name: 'Aarav' }]);
  });

  it('Edit/Save: a click on Edit does not also save', async () => {
    const { user, submitted } = await renderForm(<EditableForm />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it("Edit/Save: Edit cancels the click's default action, which a browser runs once it is Save", async () => {
    await renderForm(<EditableForm />);
    // A browser lets React re-render the button as a submit button between the click's handlers
    // and its default action (jsdom does not), so only a cancelled default keeps Edit from saving.
    const notCancelled = fireEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(notCancelled).toBe(false);
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('Edit/Save: busy while saving', async () => {
    const { user, rerender } = await renderForm(<EditableForm />);
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await rerender(<EditableForm saving />);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-busy', 'true');
  });
});
