import { Button, Dialog, Portal } from '@chakra-ui/react';

export const REMOVE_QUESTION = 'Are you sure you want to remove this item from your cart?';

/**
 * The remove confirmation of spec §2, an alert dialog: focus moves into it and stays there,
 * Escape or Cancel keeps the line, and focus returns where the caller says.
 */
export function RemoveDialog({
  open,
  onCancel,
  onConfirm,
  returnFocusTo,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
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
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>Remove Item</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{REMOVE_QUESTION}</Dialog.Description>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="brand" onClick={onConfirm}>
                Remove
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
