import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useId } from 'react';
import type { FieldErrors } from '../../api';
import { useI18n } from '../../i18n/i18n-context';
import type { Shown } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import type { Address, AddressDraft } from '../../lib/address';
import { AddressForm } from './address-form';
import { dialogRecipe } from '../../theme/recipes/dialog';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ dialog: dialogRecipe });

const TEXT = {
  add: msg(/*i18n*/ { id: 'address.dialog.add', message: 'Add Address' }),
  edit: msg(/*i18n*/ { id: 'address.dialog.edit', message: 'Edit Address' }),
  close: msg(/*i18n*/ { id: 'address.dialog.close', message: 'Close' }),
};

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
  title,
}: {
  open: boolean;
  /** The address being edited, or null for a new one. */
  initial: AddressDraft | null;
  saving: boolean;
  error: Shown | null;
  fieldErrors: FieldErrors | null;
  onSave: (address: Address) => void;
  onCancel: () => void;
  returnFocusTo: () => HTMLElement | null;
  /** The dialog's name; the account's 'Add Address' or 'Edit Address' unless a caller names it. */
  title?: string;
}) {
  const titleId = useId();
  const { t } = useI18n();
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
              <Dialog.Title>{title ?? t(initial ? TEXT.edit : TEXT.add)}</Dialog.Title>
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
              <CloseButton size="sm" aria-label={t(TEXT.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
