import { Button, CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useId } from 'react';
import type { FieldErrors } from '../../api';
import type { Address, AddressDraft } from '../../lib/address';
import { FormMessages } from '../../components/form/form-messages';
import { AddressForm } from './address-form';

const DELETE_QUESTION = 'Are you sure you want to delete this address?';

/**
 * The add and edit dialog around the address form. It unmounts when it closes, so each opening
 * starts from the chosen address (or an empty form) and Cancel or Escape discards what was typed.
 */
export function AddressFormDialog({
  open,
  initial,
  saving,
  error,
  fieldErrors,
  onSave,
  onCancel,
  returnFocusTo,
}: {
  open: boolean;
  /** The address being edited, or null for a new one. */
  initial: AddressDraft | null;
  saving: boolean;
  error: string | null;
  fieldErrors: FieldErrors | null;
  onSave: (address: Address) => void;
  onCancel: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const titleId = useId();
  const title = initial ? 'Edit Address' : 'Add Address';
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      finalFocusEl={returnFocusTo}
      ids={{ title: titleId }}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="3">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <AddressForm
                initial={initial}
                onSubmit={onSave}
                fieldErrors={fieldErrors}
                error={error}
                submitting={saving}
                onCancel={onCancel}
                labelledBy={titleId}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

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
