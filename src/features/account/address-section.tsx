import {
  Badge,
  Box,
  Button,
  CloseButton,
  chakra,
  Dialog,
  HStack,
  NativeSelect,
  Portal,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import {
  ADDRESS_STATES,
  ADDRESS_TYPES,
  getSavedAddress,
  isAddressState,
  isAddressType,
  saveAddress,
  type Address,
} from '../../lib/address-store';
import { FormField } from '../../components/form/form-field';
import { FormMessages } from '../../components/form/form-messages';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { SectionCard } from '../../components/section-card';

export const ADDRESS_MESSAGES = {
  none: 'No address provided',
  saved: 'Address saved on this device.',
  notSaved: 'The address could not be saved on this device. Check that storage is allowed.',
} as const;

/**
 * Manage Addresses (spec §2, §3): the saved address or 'No address provided', and a dialog to
 * edit it. Local only: the address is kept on this device and no call is made. As spec §5 says
 * there are no checks beyond the browser's own for the required fields.
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
                failed={outcome === 'notSaved'}
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

/** The form as typed; edges trimmed so a stray space does not become part of the address. */
function readAddress(form: HTMLFormElement): Address | null {
  const data = new FormData(form);
  const text = (name: keyof Address) => {
    const value = data.get(name);
    return typeof value === 'string' ? value.trim() : '';
  };
  const state = text('state');
  const addressType = text('addressType');
  if (!isAddressState(state) || !isAddressType(addressType)) return null;
  return {
    name: text('name'),
    mobile: text('mobile'),
    pincode: text('pincode'),
    locality: text('locality'),
    address: text('address'),
    city: text('city'),
    state,
    landmark: text('landmark'),
    alternatePhone: text('alternatePhone'),
    addressType,
  };
}

/**
 * The dialog's form. Its fields are uncontrolled and the dialog unmounts when it closes, so
 * Cancel (or Escape) discards whatever was typed, and each opening starts from the saved address.
 */
function AddressForm({
  initial,
  failed,
  onSave,
  title,
}: {
  initial: Address | null;
  failed: boolean;
  onSave: (address: Address) => void;
  title: string;
}) {
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = readAddress(event.currentTarget);
    if (address) onSave(address);
  };

  return (
    <Dialog.Content mx="3">
      {/* display: contents keeps the dialog's own header, body and footer layout around the form. */}
      <chakra.form onSubmit={onSubmit} display="contents">
        <Dialog.Header>
          <Dialog.Title>{title}</Dialog.Title>
        </Dialog.Header>
        <Dialog.Body>
          <Stack gap="4">
            <FormMessages error={failed ? ADDRESS_MESSAGES.notSaved : null} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                label="Name"
                name="name"
                defaultValue={initial?.name}
                autoComplete="name"
                required
              />
              <TextField
                label="Mobile"
                name="mobile"
                type="tel"
                defaultValue={initial?.mobile}
                autoComplete="tel"
                required
              />
              <TextField
                label="Pincode"
                name="pincode"
                inputMode="numeric"
                defaultValue={initial?.pincode}
                autoComplete="postal-code"
                required
              />
              <TextField
                label="Locality"
                name="locality"
                defaultValue={initial?.locality}
                required
              />
            </SimpleGrid>
            <TextAreaField
              label="Address"
              name="address"
              defaultValue={initial?.address}
              autoComplete="street-address"
              helperText="Area and street"
              required
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                label="City"
                name="city"
                defaultValue={initial?.city}
                autoComplete="address-level2"
                required
              />
              <FormField label="State" required>
                {({ describedBy }) => (
                  <NativeSelect.Root>
                    <NativeSelect.Field
                      name="state"
                      defaultValue={initial?.state ?? ''}
                      autoComplete="address-level1"
                      aria-describedby={describedBy}
                      bg="bg.surface"
                    >
                      <option value="" disabled>
                        Select a state
                      </option>
                      {ADDRESS_STATES.map((state) => (
                        <option key={state} value={state}>
                          {state}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                )}
              </FormField>
              <TextField
                label="Landmark (optional)"
                name="landmark"
                defaultValue={initial?.landmark}
              />
              <TextField
                label="Alternate Phone (optional)"
                name="alternatePhone"
                type="tel"
                defaultValue={initial?.alternatePhone}
                autoComplete="tel"
              />
            </SimpleGrid>
            <RadioGroup.Root
              name="addressType"
              defaultValue={initial?.addressType ?? 'Home'}
              colorPalette="brand"
            >
              <RadioGroup.Label fontWeight="medium" fontSize="sm" mb="2" display="block">
                Address Type
              </RadioGroup.Label>
              <HStack gap="6">
                {ADDRESS_TYPES.map((type) => (
                  <RadioGroup.Item key={type} value={type} cursor="pointer">
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{type}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          </Stack>
        </Dialog.Body>
        <Dialog.Footer>
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <SubmitButton>Save</SubmitButton>
        </Dialog.Footer>
        <Dialog.CloseTrigger asChild>
          <CloseButton size="sm" aria-label="Close" />
        </Dialog.CloseTrigger>
      </chakra.form>
    </Dialog.Content>
  );
}
