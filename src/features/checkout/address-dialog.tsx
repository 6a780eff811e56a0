import { Dialog, Portal } from '@chakra-ui/react';
import type { AddressRequest, FieldErrors } from '../../api/types';
import { AddressForm } from '../account/address-form';

/**
 * The checkout's way into the account's address form (src/features/account/address-form.tsx,
 * used as it is): the one module that knows its props, so a change there is met here. The
 * form is a dialog's content; this gives it the dialog, the server's refusal as its one message,
 * and hands the saved fields on.
 */

const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  mobile: 'Mobile',
  pincode: 'Pincode',
  locality: 'Locality',
  address: 'Address',
  city: 'City',
  state: 'State',
  landmark: 'Landmark',
  alternatePhone: 'Alternate Phone',
  addressType: 'Address Type',
};

/** The server's messages by field as the form's one message: "Pincode: Enter a valid…". */
function refusalOf(fieldErrors: FieldErrors | null, text: string | null): string | null {
  const lines = Object.entries(fieldErrors ?? {}).map(
    ([field, messages]) => `${FIELD_LABELS[field] ?? field}: ${messages.join(' ')}`,
  );
  if (text !== null) lines.unshift(text);
  return lines.length > 0 ? lines.join('\n') : null;
}

export function AddressDialog({
  open,
  fieldErrors,
  message,
  onSave,
  onCancel,
  finalFocus,
}: {
  open: boolean;
  fieldErrors: FieldErrors | null;
  /** Why the last Save was refused, in words. */
  message: string | null;
  onSave: (address: AddressRequest) => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes. */
  finalFocus: () => HTMLElement | null;
}) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onCancel();
      }}
      finalFocusEl={finalFocus}
      size="lg"
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <AddressForm
            initial={null}
            error={refusalOf(fieldErrors, message)}
            onSave={onSave}
            title="Add a new address"
          />
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
