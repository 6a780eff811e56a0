import { Button, Spinner, type ButtonProps } from '@chakra-ui/react';
import type { MouseEvent, Ref } from 'react';

/** The Edit/Save mode of a form that is read-only until asked (the profile). */
export interface EditMode {
  /** Whether the form is being edited (or saved): the button then submits. */
  editing: boolean;
  /** What the button reads until then, e.g. 'Edit'. */
  label: string;
  /** Asks the form for edit mode. */
  onEdit: () => void;
}

/**
 * The submit button of every form. While the request runs it says so (aria-busy, a spinner) but
 * stays focusable, so keyboard focus is not lost; the form's statechart ignores a second submit.
 * A button that cannot act yet is disabled and says why through `describedBy`.
 *
 * In Edit/Save mode it first reads the edit label and asks for edit mode instead of submitting,
 * then submits under its own text. It stays one element throughout, so keyboard focus stays on
 * it when it switches.
 */
export function SubmitButton({
  busy = false,
  disabled = false,
  describedBy,
  size = 'md',
  stretch = false,
  edit,
  ref,
  children,
}: {
  busy?: boolean;
  disabled?: boolean;
  describedBy?: string | undefined;
  size?: ButtonProps['size'];
  /** As wide as the form (the login and registration cards). */
  stretch?: boolean;
  edit?: EditMode;
  ref?: Ref<HTMLButtonElement>;
  children: string;
}) {
  const asksForEdit = edit !== undefined && !edit.editing;
  const startEditing = (event: MouseEvent<HTMLButtonElement>) => {
    // React re-renders this very button as type=submit before the browser runs the click's
    // default action, which would then submit the form at once: Edit must not also save.
    event.preventDefault();
    edit?.onEdit();
  };
  return (
    <Button
      ref={ref}
      type={asksForEdit ? 'button' : 'submit'}
      onClick={asksForEdit ? startEditing : undefined}
      colorPalette="brand"
      size={size}
      width={stretch ? 'full' : undefined}
      // The same width for both texts, so the buttons beside it do not move when it switches.
      minW={edit ? '28' : undefined}
      disabled={disabled}
      aria-busy={busy}
      aria-disabled={busy || undefined}
      aria-describedby={describedBy}
    >
      {busy ? <Spinner size="sm" aria-hidden="true" /> : null}
      {asksForEdit ? edit.label : children}
    </Button>
  );
}
