import { Badge, Box, Button, Dialog, HStack, Portal, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { Address } from '../../lib/address';
import { getSavedAddress, saveAddress } from '../../lib/address-store';
import { FormMessages } from '../../components/form/form-messages';
import { SectionCard } from '../../components/section-card';
import { AddressForm } from './address-form';

export const ADDRESS_MESSAGES = {
  none: 'No address provided',
  saved: 'Address saved on this device.',
  notSaved: 'The address could not be saved on this device. Check that storage is allowed.',
} as const;

/**
 * Manage Addresses (spec §2, §3): the saved address or 'No address provided', and a dialog to
 * edit it. Local only: the address is kept on this device and no call is made.
 */
export function AddressSection({ accountId }: { accountId: number }) {
  const [address, setAddress] = useState<Address | null>(() => getSavedAddress(accountId));
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<'saved' | 'notSaved' | null>(null);
  const headingId = useId();

  const save = (next: Address) => {
    if (saveAddress(accountId, next)) {
      setAddress(next);
      setOutcome('saved');
      setOpen(false);
    } else {
      setOutcome('notSaved');
    }
  };

  return (
    <SectionCard title="Manage Addresses" headingId={headingId}>
      <FormMessages success={outcome === 'saved' ? ADDRESS_MESSAGES.saved : null} />
      <Stack gap="5" align="flex-start">
        {address ? <AddressCard address={address} /> : <Text>{ADDRESS_MESSAGES.none}</Text>}
        <Dialog.Root
          open={open}
          onOpenChange={(details) => {
            setOpen(details.open);
            if (details.open) setOutcome(null);
          }}
          size="lg"
          placement="center"
          scrollBehavior="inside"
          lazyMount
          unmountOnExit
        >
          <Dialog.Trigger asChild>
            <Button colorPalette="brand" variant="outline">
              {address ? 'Edit Address' : 'Add Address'}
            </Button>
          </Dialog.Trigger>
          <Portal>
            <Dialog.Backdrop />
            <Dialog.Positioner>
              <AddressForm
                initial={address}
                error={outcome === 'notSaved' ? ADDRESS_MESSAGES.notSaved : null}
                onSave={save}
                title={address ? 'Edit Address' : 'Add Address'}
              />
            </Dialog.Positioner>
          </Portal>
        </Dialog.Root>
      </Stack>
    </SectionCard>
  );
}

function AddressCard({ address }: { address: Address }) {
  return (
    <Box
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="md"
      px="5"
      py="4"
      w="full"
      aria-label="Saved address"
      role="group"
    >
      <HStack gap="3" mb="2" wrap="wrap">
        <Text fontWeight="semibold">{address.name}</Text>
        <Badge colorPalette="brand" variant="subtle">
          {address.addressType}
        </Badge>
        <Text>{address.mobile}</Text>
      </HStack>
      <Text>
        {address.address}, {address.locality}, {address.city}, {address.state} - {address.pincode}
      </Text>
      {address.landmark ? <Text color="fg.muted">Landmark: {address.landmark}</Text> : null}
      {address.alternatePhone ? (
        <Text color="fg.muted">Alternate phone: {address.alternatePhone}</Text>
      ) : null}
    </Box>
  );
}
