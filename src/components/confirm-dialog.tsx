import { Button, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { msg } from '../i18n/msg' with { type: 'macro' };
import { FormMessages } from './form/form-messages';
import { dialogRecipe } from '../theme/recipes/dialog';
import { registerRecipes } from '../theme/lazy-recipes';

registerRecipes({ dialog: dialogRecipe });

const CANCEL = msg(/*i18n*/ { id: 'shell.confirm-dialog.cancel', message: 'Cancel' });

/**
 * A question before something that cannot be undone (remove a cart line, delete an address,
 * cancel an order), as an alert dialog: focus moves into it and stays there, Escape or the
 * cancel button asks the caller to close it, and focus returns where the caller says. While the
 * confirmed call runs, the confirm button says it is busy but stays focusable (the caller
 * ignores a second press). A caller that passes `error` (null while there is none) gets the
 * failed call's reason inside, to try again; one that leaves it out shows failures elsewhere.
 */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  cancelLabel,
  busy = false,
  error,
  onConfirm,
  onCancel,
  returnFocusTo,
}: {
  open: boolean;
  title: ReactNode;
  question: string;
  confirmLabel: string;
  /** 'Cancel' where left out. */
  cancelLabel?: string;
  busy?: boolean;
  /** Left out when the caller reports a failure outside the dialog. */
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
  returnFocusTo: () => HTMLElement | null;
}) {
  const { t } = useI18n();
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
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Dialog.Description>{question}</Dialog.Description>
              {error === undefined ? null : <FormMessages error={error} />}
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onCancel}>
                {cancelLabel ?? t(CANCEL)}
              </Button>
              <Button colorPalette="brand" aria-busy={busy} onClick={onConfirm}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
