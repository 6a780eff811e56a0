import { Button, Spinner, type ButtonProps } from '@chakra-ui/react';

/**
 * The submit button of every form. While the request runs it says so (aria-busy, a spinner) but
 * stays focusable, so keyboard focus is not lost; the form's statechart ignores a second submit.
 * A button that cannot act yet is disabled and says why through `describedBy`.
 */
export function SubmitButton({
  busy = false,
  disabled = false,
  describedBy,
  size = 'md',
  stretch = false,
  children,
}: {
  busy?: boolean;
  disabled?: boolean;
  describedBy?: string | undefined;
  size?: ButtonProps['size'];
  /** As wide as the form (the login and registration cards). */
  stretch?: boolean;
  children: string;
}) {
  return (
    <Button
      type="submit"
      colorPalette="brand"
      size={size}
      width={stretch ? 'full' : undefined}
      disabled={disabled}
      aria-busy={busy}
      aria-disabled={busy || undefined}
      aria-describedby={describedBy}
    >
      {busy ? <Spinner size="sm" aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}
