import { Button, chakra, CloseButton, Dialog, SimpleGrid, Stack } from '@chakra-ui/react';
import type { FormEvent } from 'react';
import { safeParse } from 'valibot';
import {
  ADDRESS_STATES,
  ADDRESS_TYPES,
  addressSchema,
  EMPTY_ADDRESS,
  type Address,
} from '../../lib/address';
import { FormMessages } from '../../components/form/form-messages';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField, TextField } from '../../components/form/text-field';

/**
 * The address dialog's form. Its fields are uncontrolled and the dialog unmounts when it closes,
 * so Cancel (or Escape) discards whatever was typed, and each opening starts from the saved
 * address. As spec §5 says there are no checks beyond the browser's own for the required
 * fields; the address schema reads the form on submit.
 */
export function AddressForm({
  initial,
  error,
  onSave,
  title,
}: {
  initial: Address | null;
  /** Why the last Save did not keep the address, if it did not. */
  error: string | null;
  onSave: (address: Address) => void;
  title: string;
}) {
  const values = initial ?? EMPTY_ADDRESS;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = safeParse(addressSchema, Object.fromEntries(new FormData(event.currentTarget)));
    if (address.success) onSave(address.output);
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
            <FormMessages error={error} />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                label="Name"
                name="name"
                defaultValue={values.name}
                autoComplete="name"
                required
              />
              <TextField
                label="Mobile"
                name="mobile"
                type="tel"
                defaultValue={values.mobile}
                autoComplete="tel"
                required
              />
              <TextField
                label="Pincode"
                name="pincode"
                inputMode="numeric"
                defaultValue={values.pincode}
                autoComplete="postal-code"
                required
              />
              <TextField label="Locality" name="locality" defaultValue={values.locality} required />
            </SimpleGrid>
            <TextAreaField
              label="Address"
              name="address"
              defaultValue={values.address}
              autoComplete="street-address"
              helperText="Area and street"
              required
            />
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                label="City"
                name="city"
                defaultValue={values.city}
                autoComplete="address-level2"
                required
              />
              <SelectField
                label="State"
                name="state"
                options={ADDRESS_STATES}
                placeholder="Select a state"
                defaultValue={values.state}
                autoComplete="address-level1"
                required
              />
              <TextField
                label="Landmark (optional)"
                name="landmark"
                defaultValue={values.landmark}
              />
              <TextField
                label="Alternate Phone (optional)"
                name="alternatePhone"
                type="tel"
                defaultValue={values.alternatePhone}
                autoComplete="tel"
              />
            </SimpleGrid>
            <RadioGroupField
              label="Address Type"
              name="addressType"
              options={ADDRESS_TYPES}
              defaultValue={values.addressType}
            />
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
