import { Badge, Box, Button, Flex, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useRef } from 'react';
import { StatusText } from '../../components/status-text';
import { addressLine } from '../../lib/address';
import { chosenAddress } from '../../../machines/checkout.machine';
import { checkoutMessageText } from '../../../machines/checkout-messages';
import { AddressFormDialog } from '../../components/address/address-form-dialog';
import { CheckoutAlert } from './checkout-alert';
import type { CheckoutProps } from './checkout-props';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { radioGroupRecipe } from '../../theme/recipes/radio-group';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ radioGroup: radioGroupRecipe });

const TEXT = {
  loading: msg(/*i18n*/ { id: 'checkout.address.loading', message: 'Loading your addresses...' }),
  none: msg(/*i18n*/ { id: 'checkout.address.none', message: 'You have no saved address yet.' }),
  saved: msg(/*i18n*/ { id: 'checkout.address.saved', message: 'Saved addresses' }),
  add: msg(/*i18n*/ { id: 'checkout.address.add', message: 'Add a new address' }),
  deliverHere: msg(/*i18n*/ { id: 'checkout.address.deliver-here', message: 'Deliver Here' }),
};

/** The address step, done: where the order goes. */
export function AddressSummary({ snapshot }: Pick<CheckoutProps, 'snapshot'>) {
  const address = chosenAddress(snapshot.context);
  if (!address) return null;
  return (
    <Text>
      <Text as="span" fontWeight="semibold">
        {address.name}
      </Text>{' '}
      {addressLine(address)}
    </Text>
  );
}

/**
 * The address step, open: the account's saved addresses as radio options (one tab stop, the
 * arrow keys choose), "Add a new address" for the account's form, and "Deliver Here".
 */
export function AddressStep({ snapshot, send }: CheckoutProps) {
  const { t } = useI18n();
  const addButton = useRef<HTMLButtonElement>(null);
  const { context } = snapshot;
  if (snapshot.matches({ address: 'loading' })) {
    return <StatusText>{t(TEXT.loading)}</StatusText>;
  }
  if (snapshot.matches({ address: 'failed' })) {
    return (
      <CheckoutAlert message={context.message} onRetry={() => send({ type: 'checkout.retry' })} />
    );
  }
  const addresses = context.addresses ?? [];
  const formOpen =
    snapshot.matches({ address: 'adding' }) || snapshot.matches({ address: 'saving' });

  return (
    <Stack gap="4" align="flex-start">
      {addresses.length === 0 ? (
        <Text>{t(TEXT.none)}</Text>
      ) : (
        <RadioGroup.Root
          aria-label={t(TEXT.saved)}
          value={context.addressId}
          onValueChange={({ value }) => {
            if (value) send({ type: 'checkout.address.choose', addressId: value });
          }}
          colorPalette="brand"
          w="full"
        >
          <Stack gap="3">
            {addresses.map((address) => (
              <RadioGroup.Item
                key={address.id}
                value={address.id}
                alignItems="flex-start"
                cursor="pointer"
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator mt="1" />
                <RadioGroup.ItemText>
                  <Flex as="span" gap="2" align="center" wrap="wrap">
                    <Box as="span" fontWeight="semibold">
                      {address.name}
                    </Box>
                    <Badge as="span" size="sm">
                      {address.addressType}
                    </Badge>
                    <Box as="span">{address.mobile}</Box>
                  </Flex>
                  <Box as="span" display="block" color="fg.muted">
                    {addressLine(address)}
                  </Box>
                </RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      )}
      <Flex gap="3" wrap="wrap">
        <Button
          ref={addButton}
          variant="outline"
          colorPalette="brand"
          onClick={() => send({ type: 'checkout.address.add' })}
        >
          {t(TEXT.add)}
        </Button>
        {addresses.length > 0 && (
          <Button
            colorPalette="orange"
            disabled={context.addressId === null}
            onClick={() => send({ type: 'checkout.address.confirm' })}
          >
            {t(TEXT.deliverHere)}
          </Button>
        )}
      </Flex>
      <AddressFormDialog
        open={formOpen}
        title={t(TEXT.add)}
        initial={null}
        saving={snapshot.matches({ address: 'saving' })}
        fieldErrors={context.fieldErrors}
        error={context.message && t(checkoutMessageText(context.message))}
        onSave={(address) => send({ type: 'checkout.address.save', address })}
        onCancel={() => send({ type: 'checkout.address.cancel' })}
        returnFocusTo={() => addButton.current}
      />
    </Stack>
  );
}
