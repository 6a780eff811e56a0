import { Badge, Box, Button, HStack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import type { SavedAddress } from '../../api';
import { addressLine } from '../../lib/address';

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
      <Box id={summaryId}>
        <HStack gap="3" mb="2" wrap="wrap">
          <Text fontWeight="semibold">{address.name}</Text>
          <Badge colorPalette="brand" variant="subtle">
            {address.addressType}
          </Badge>
          <Text>{address.mobile}</Text>
        </HStack>
        <Text>{addressLine(address)}</Text>
      </Box>
      {address.landmark ? <Text color="fg.muted">Landmark: {address.landmark}</Text> : null}
      {address.alternatePhone ? (
        <Text color="fg.muted">Alternate phone: {address.alternatePhone}</Text>
      ) : null}
      <HStack gap="3" mt="3">
        <Button size="sm" variant="outline" aria-describedby={summaryId} onClick={onEdit}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" aria-describedby={summaryId} onClick={onDelete}>
          Delete
        </Button>
      </HStack>
    </Box>
  );
}
