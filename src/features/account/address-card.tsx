import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { SavedAddress } from '../../api';
import { ADDRESS_TYPE_NAMES, STATE_NAMES } from '../../components/address/address-names';
import { useI18n } from '../../i18n/i18n-context';
import { addressLine } from '../../lib/address';
import { ACCOUNT_TEXT, ADDRESS_BOOK_TEXT } from './account-texts';

/**
 * One saved address with its Edit and Delete buttons. The buttons read as short words; the
 * address they act on is their description, so a screen reader names the address too.
 */
export function AddressCard({
  address,
  onEdit,
  onDelete,
}: {
  address: SavedAddress;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const summaryId = useId();
  const { t } = useI18n();
  return (
    <Box
      borderWidth="1px"
      borderColor="border.subtle"
      borderRadius="md"
      px="5"
      py="4"
      w="full"
      aria-label={t(ADDRESS_BOOK_TEXT.saved)}
      role="group"
    >
      <Box id={summaryId}>
        <HStack gap="3" mb="2" wrap="wrap">
          <Text fontWeight="semibold">{address.name}</Text>
          <Badge colorPalette="brand" variant="subtle">
            {t(ADDRESS_TYPE_NAMES[address.addressType])}
          </Badge>
          <Text>{address.mobile}</Text>
        </HStack>
        <Text>{addressLine(address, (state) => t(STATE_NAMES[state]))}</Text>
      </Box>
      {address.landmark ? (
        <Text color="fg.muted">
          {t(ADDRESS_BOOK_TEXT.landmark, { landmark: address.landmark })}
        </Text>
      ) : null}
      {address.alternatePhone ? (
        <Text color="fg.muted">
          {t(ADDRESS_BOOK_TEXT.alternatePhone, { phone: address.alternatePhone })}
        </Text>
      ) : null}
      <HStack gap="3" mt="3">
        <Button size="sm" variant="outline" aria-describedby={summaryId} onClick={onEdit}>
          {t(ACCOUNT_TEXT.edit)}
        </Button>
        <Button size="sm" variant="ghost" aria-describedby={summaryId} onClick={onDelete}>
          {t(ACCOUNT_TEXT.delete)}
        </Button>
      </HStack>
    </Box>
  );
}
