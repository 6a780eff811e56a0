import { Button, Stack, Text } from '@chakra-ui/react';
import { useMachine } from '@xstate/react';
import { useEffect, useId, useRef } from 'react';
import { addressBookMessageText } from '../../../machines/address-book-messages';
import { addressBookMachine } from '../../../machines/address-book.machine';
import type { SavedAddress } from '../../api';
import type { AddressDraft } from '../../lib/address';
import { inspect } from '../../lib/inspect';
import { useLogout } from '../../lib/session-hooks';
import { FormMessages } from '../../components/form/form-messages';
import { SectionCard } from '../../components/section-card';
import { StatusText } from '../../components/status-text';
import { AddressCard } from './address-card';
import { AddressFormDialog } from '../../components/address/address-form-dialog';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { shownText } from '../../components/form/server-texts';
import { useI18n } from '../../i18n/i18n-context';
import { ACCOUNT_TEXT, ADDRESS_BOOK_TEXT } from './account-texts';

/** The form's starting values for a saved address: its fields without the server's id. */
function draftOf(address: SavedAddress | undefined): AddressDraft | null {
  if (!address) return null;
  const { id: _id, ...fields } = address;
  return fields;
}

/**
 * Manage Addresses (spec §2; issue 26): the account's saved addresses, or 'No address
 * provided', each with Edit and Delete, and Add Address. The address book lives on the account
 * (the statechart calls the server); the address this device kept from before moves in when the
 * section first loads.
 */
export function AddressSection({ accountId }: { accountId: number }) {
  const logout = useLogout();
  const [snapshot, send, actor] = useMachine(addressBookMachine, {
    inspect,
    input: { accountId },
  });
  const { addresses, target, fieldErrors, message } = snapshot.context;
  const headingId = useId();
  const i18n = useI18n();
  const { t } = i18n;
  const addButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const subscription = actor.on('addresses.sessionExpired', logout);
    return () => subscription.unsubscribe();
  }, [actor, logout]);

  const editing = snapshot.matches({ ready: 'editing' });
  const saving = snapshot.matches({ ready: 'saving' });
  const confirming = snapshot.matches({ ready: 'confirming' });
  const deleting = snapshot.matches({ ready: 'deleting' });
  const text = message ? addressBookMessageText(message) : null;
  const dialogOpen = editing || saving || confirming || deleting;
  const failure = message?.kind === 'error' ? text : null;
  /** The button that opened a dialog, while it is still on the screen; else Add Address. */
  const returnFocus = () => (opener.current?.isConnected ? opener.current : addButton.current);
  const open = (
    event: { type: 'addresses.add' } | { type: 'addresses.edit' | 'addresses.delete'; id: string },
  ) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    send(event);
  };

  return (
    <SectionCard title={t(ACCOUNT_TEXT.addresses)} headingId={headingId}>
      <FormMessages
        success={message?.kind === 'success' ? text : null}
        error={dialogOpen ? null : failure}
      />
      {snapshot.matches('loading') ? <StatusText>{t(ACCOUNT_TEXT.loading)}</StatusText> : null}
      {snapshot.matches('failed') ? (
        <Button variant="outline" onClick={() => send({ type: 'addresses.retry' })}>
          {t(ACCOUNT_TEXT.tryAgain)}
        </Button>
      ) : null}
      {snapshot.matches('ready') ? (
        <Stack gap="5" align="flex-start">
          {addresses.length === 0 ? <Text>{t(ADDRESS_BOOK_TEXT.none)}</Text> : null}
          {addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              onEdit={() => open({ type: 'addresses.edit', id: address.id })}
              onDelete={() => open({ type: 'addresses.delete', id: address.id })}
            />
          ))}
          <Button
            ref={addButton}
            colorPalette="brand"
            variant="outline"
            onClick={() => open({ type: 'addresses.add' })}
          >
            {t(ADDRESS_BOOK_TEXT.add)}
          </Button>
        </Stack>
      ) : null}
      <AddressFormDialog
        open={editing || saving}
        initial={draftOf(addresses.find((address) => address.id === target))}
        saving={saving}
        error={failure}
        fieldErrors={fieldErrors}
        onSave={(address) => send({ type: 'addresses.save', address })}
        onCancel={() => send({ type: 'addresses.cancel' })}
        returnFocusTo={returnFocus}
      />
      <ConfirmDialog
        open={confirming || deleting}
        title={t(ADDRESS_BOOK_TEXT.deleteTitle)}
        question={t(ADDRESS_BOOK_TEXT.deleteQuestion)}
        confirmLabel={t(ACCOUNT_TEXT.delete)}
        cancelLabel={t(ACCOUNT_TEXT.cancel)}
        busy={deleting}
        error={failure && shownText(i18n, failure)}
        onConfirm={() => send({ type: 'addresses.confirm' })}
        onCancel={() => send({ type: 'addresses.cancel' })}
        returnFocusTo={returnFocus}
      />
    </SectionCard>
  );
}
