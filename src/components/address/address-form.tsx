import { Button, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { flatten, safeParse } from 'valibot';
import type { FieldErrors } from '../../api';
import {
  ADDRESS_STATES,
  ADDRESS_TYPES,
  EMPTY_ADDRESS,
  validAddressSchema,
  type Address,
  type AddressDraft,
} from '../../lib/address';
import { FormErrors } from '../../components/form/form-errors';
import { FormMessages } from '../../components/form/form-messages';
import { RadioGroupField } from '../../components/form/radio-group-field';
import { SelectField } from '../../components/form/select-field';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { useI18n } from '../../i18n/i18n-context';
import type { Shown } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { INTL_LOCALE } from '../../i18n/locale';
import { ADDRESS_TYPE_NAMES, STATE_NAMES } from './address-names';

const TEXT = {
  name: msg(/*i18n*/ { id: 'address.form.name', message: 'Name' }),
  mobile: msg(/*i18n*/ { id: 'address.form.mobile', message: 'Mobile' }),
  pincode: msg(/*i18n*/ { id: 'address.form.pincode', message: 'Pincode' }),
  locality: msg(/*i18n*/ { id: 'address.form.locality', message: 'Locality' }),
  address: msg(/*i18n*/ { id: 'address.form.address', message: 'Address' }),
  addressHelp: msg(/*i18n*/ { id: 'address.form.address-help', message: 'Area and street' }),
  city: msg(/*i18n*/ { id: 'address.form.city', message: 'City' }),
  state: msg(/*i18n*/ { id: 'address.form.state', message: 'State' }),
  statePrompt: msg(/*i18n*/ { id: 'address.form.state-prompt', message: 'Select a state' }),
  landmark: msg(/*i18n*/ { id: 'address.form.landmark', message: 'Landmark (optional)' }),
  alternatePhone: msg(
    /*i18n*/ {
      id: 'address.form.alternate-phone',
      message: 'Alternate Phone (optional)',
    },
  ),
  addressType: msg(/*i18n*/ { id: 'address.form.address-type', message: 'Address Type' }),
  cancel: msg(/*i18n*/ { id: 'address.form.cancel', message: 'Cancel' }),
  save: msg(/*i18n*/ { id: 'address.form.save', message: 'Save' }),
};

/** The form's fields in the order they show; the first wrong one takes focus. */
const FIELDS = [
  'name',
  'mobile',
  'pincode',
  'locality',
  'address',
  'city',
  'state',
  'landmark',
  'alternatePhone',
  'addressType',
] as const satisfies readonly (keyof Address)[];

const FORM_FIELDS: ReadonlySet<string> = new Set(FIELDS);

export interface AddressFormProps {
  /** What the fields start from: a saved address to edit, or null for a new one. */
  initial: AddressDraft | null;
  /**
   * Called with the address once every rule holds (the same rules the server checks: required
   * fields, a 6-digit pincode, a state from the list, the length caps), its edges trimmed.
   */
  onSubmit: (address: Address) => void;
  /** The server's messages per field from the last refused save, shown beside the fields. */
  fieldErrors?: FieldErrors | null;
  /** Why the last save failed, shown above the fields; null when it did not fail. */
  error?: Shown | null;
  /** A save is on its way: the submit button says so and a second press sends nothing. */
  submitting?: boolean;
  onCancel: () => void;
  /** What the submit button reads; Save unless a caller names it. */
  submitLabel?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
}

/** The form's address once every rule holds, else the first message of each broken field. */
function checkForm(form: HTMLFormElement): { address: Address } | { errors: FieldErrors } {
  const checked = safeParse(validAddressSchema, Object.fromEntries(new FormData(form)));
  if (checked.success) return { address: checked.output };
  const nested: Partial<Record<string, string[]>> = flatten(checked.issues).nested ?? {};
  const errors: FieldErrors = {};
  for (const field of FIELDS) {
    const first = nested[field]?.[0];
    if (first) errors[field] = [first];
  }
  return { errors };
}

/**
 * The address form (spec §3's fields; issue 26's rules), shared by Manage Addresses and the
 * checkout's "add an address" step. Its fields are uncontrolled, so what was typed stays while a
 * save runs and after it fails; the owner unmounts it to start afresh. The values are checked
 * here before `onSubmit` (the browser's own checks are off, so every message reads the same as
 * the server's); the server's messages come back through `fieldErrors`.
 */
export function AddressForm({
  initial,
  onSubmit,
  fieldErrors = null,
  error = null,
  submitting = false,
  onCancel,
  submitLabel,
  labelledBy,
}: AddressFormProps) {
  const { t, locale } = useI18n();
  const values = initial ?? EMPTY_ADDRESS;
  // In the order of the page's language, so the list reads alphabetically in it.
  const collator = new Intl.Collator(INTL_LOCALE[locale]);
  const states = ADDRESS_STATES.map((state) => ({
    value: state,
    label: t(STATE_NAMES[state]),
  })).sort((a, b) => collator.compare(a.label, b.label));
  const types = ADDRESS_TYPES.map((type) => ({ value: type, label: t(ADDRESS_TYPE_NAMES[type]) }));
  const [ownErrors, setOwnErrors] = useState<FieldErrors | null>(null);
  const shown = ownErrors ?? fieldErrors ?? {};
  const others = Object.entries(shown)
    .filter(([field]) => !FORM_FIELDS.has(field))
    .flatMap(([, lines]) => lines);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const form = event.currentTarget;
    const checked = checkForm(form);
    if ('errors' in checked) {
      setOwnErrors(checked.errors);
      const first = FIELDS.find((field) => field in checked.errors);
      const control = first ? form.elements.namedItem(first) : null;
      if (control instanceof HTMLElement) control.focus();
      return;
    }
    setOwnErrors(null);
    onSubmit(checked.address);
  };

  return (
    <form onSubmit={submit} noValidate aria-labelledby={labelledBy}>
      <Stack gap="4">
        <FormMessages error={error} details={others} />
        <FormErrors errors={shown}>
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              label={t(TEXT.name)}
              name="name"
              defaultValue={values.name}
              autoComplete="name"
              required
            />
            <TextField
              label={t(TEXT.mobile)}
              name="mobile"
              type="tel"
              defaultValue={values.mobile}
              autoComplete="tel"
              required
            />
            <TextField
              label={t(TEXT.pincode)}
              name="pincode"
              inputMode="numeric"
              defaultValue={values.pincode}
              autoComplete="postal-code"
              required
            />
            <TextField
              label={t(TEXT.locality)}
              name="locality"
              defaultValue={values.locality}
              required
            />
          </SimpleGrid>
          <TextAreaField
            label={t(TEXT.address)}
            name="address"
            defaultValue={values.address}
            autoComplete="street-address"
            helperText={t(TEXT.addressHelp)}
            required
          />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextField
              label={t(TEXT.city)}
              name="city"
              defaultValue={values.city}
              autoComplete="address-level2"
              required
            />
            <SelectField
              label={t(TEXT.state)}
              name="state"
              options={states}
              placeholder={t(TEXT.statePrompt)}
              defaultValue={values.state}
              autoComplete="address-level1"
              required
            />
            <TextField label={t(TEXT.landmark)} name="landmark" defaultValue={values.landmark} />
            <TextField
              label={t(TEXT.alternatePhone)}
              name="alternatePhone"
              type="tel"
              defaultValue={values.alternatePhone}
              autoComplete="tel"
            />
          </SimpleGrid>
          <RadioGroupField
            label={t(TEXT.addressType)}
            name="addressType"
            options={types}
            defaultValue={values.addressType}
          />
        </FormErrors>
        <HStack gap="3" justify="flex-end">
          <Button variant="outline" onClick={onCancel}>
            {t(TEXT.cancel)}
          </Button>
          <SubmitButton busy={submitting}>{submitLabel ?? t(TEXT.save)}</SubmitButton>
        </HStack>
      </Stack>
    </form>
  );
}
