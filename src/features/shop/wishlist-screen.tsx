import { Badge, Box, Button, chakra, Heading, HStack, Image, Stack, Text } from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { CardGrid } from '../../components/card-grid';
import { formatRupees } from '../../lib/format';
import { SAMPLE_WISHLIST, type WishlistItem } from './sample-data';
import { ShopPage } from './shop-page';

export function WishlistScreen() {
  return <WishlistView initialItems={SAMPLE_WISHLIST} />;
}

/**
 * The wishlist (spec §2), at /wishlist and /whishlist: static sample cards; Add to Cart is
 * disabled for an item that is 'Out of Stock', and Remove takes the card off the list.
 */
export function WishlistView({ initialItems }: { initialItems: readonly WishlistItem[] }) {
  const [items, setItems] = useState(initialItems);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const remove = (id: number) => {
    setItems((current) => current.filter((item) => item.id !== id));
    // The card and its buttons are gone; keep keyboard users on the list.
    headingRef.current?.focus();
  };

  return (
    <ShopPage>
      <Heading ref={headingRef} tabIndex={-1} as="h1" fontSize="xl" mb="4">
        My Wishlist ({items.length})
      </Heading>
      {items.length === 0 ? (
        <Text bg="bg.surface" borderRadius="md" p="8" textAlign="center" color="fg.muted">
          Your wishlist is empty.
        </Text>
      ) : (
        <CardGrid>
          {items.map((item) => (
            <WishlistCard key={item.id} item={item} onRemove={() => remove(item.id)} />
          ))}
        </CardGrid>
      )}
    </ShopPage>
  );
}

function WishlistCard({ item, onRemove }: { item: WishlistItem; onRemove: () => void }) {
  const outOfStock = item.availability === 'Out of Stock';
  return (
    <chakra.li
      aria-label={item.name}
      bg="bg.surface"
      borderRadius="md"
      boxShadow="xs"
      p="4"
      display="flex"
      flexDirection="column"
    >
      <Image
        src={item.image}
        alt={item.name}
        h="40"
        w="full"
        objectFit="contain"
        opacity={outOfStock ? 0.6 : 1}
      />
      <Stack gap="1.5" mt="3" flex="1">
        <Text fontWeight="medium" lineClamp={2}>
          {item.name}
        </Text>
        <HStack gap="2">
          <Badge bg="deal.fg" color="fg.inverted" fontWeight="semibold">
            {item.rating.toFixed(1)} ★<chakra.span srOnly> out of 5</chakra.span>
          </Badge>
        </HStack>
        <Text fontSize="lg" fontWeight="semibold">
          {formatRupees(item.price)}
        </Text>
        <Text fontSize="sm" fontWeight="semibold" color={outOfStock ? 'fg.error' : 'deal.fg'}>
          {item.availability}
        </Text>
      </Stack>
      <Box display="flex" gap="2" mt="3">
        <Button
          flex="1"
          colorPalette="brand"
          size="sm"
          disabled={outOfStock}
          aria-label={`Add ${item.name} to cart`}
        >
          Add to Cart
        </Button>
        <Button
          flex="1"
          variant="outline"
          size="sm"
          onClick={onRemove}
          aria-label={`Remove ${item.name}`}
        >
          Remove
        </Button>
      </Box>
    </chakra.li>
  );
}
