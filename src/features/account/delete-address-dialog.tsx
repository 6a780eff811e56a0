import { Button, Dialog, Portal } from '@chakra-ui/react';
import { FormMessages } from '../../components/form/form-messages';

const DELETE_QUESTION = 'Are you sure you want to delete this address?';

/**
 * The delete confirmation, an alert dialog: focus moves into it and stays there, Escape or
 * Cancel keeps the address, and a failed delete stays open with the reason, to try again.
 */
export function DeleteAddressDialog({
  open,
  deleting,
  error,
  onConfirm,
  onCancel,
  returnFocusTo,
}: {
  open: boolean;
  deleting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      finalFocusEl={returnFocusTo}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Delete Address</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{DELETE_QUESTION}</Dialog.Description>
              <FormMessages error={error} />
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                Cancel
              </Button>
              {/* While the delete runs it says so but stays focusable; the machine ignores a second press. */}
              <Button colorPalette="brand" aria-busy={deleting} onClick={onConfirm}>
                Delete
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
