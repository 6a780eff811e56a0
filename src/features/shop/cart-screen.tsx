import {
  Box,
  Button,
  chakra,
  Dialog,
  Flex,
  Heading,
  HStack,
  Image,
  Input,
  Portal,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { formatRupees } from '../../lib/format';
import { cartTotals, changeQuantity } from './cart-totals';
import { SAMPLE_CART, type CartItem } from './sample-data';
import { EmptyPanel } from './empty-panel';
import { ShopPage } from './shop-page';

export const REMOVE_QUESTION = 'Are you sure you want to remove this item from your cart?';

export function CartScreen() {
  return <CartView initialItems={SAMPLE_CART} />;
}

/**
 * The cart (spec §2): static sample lines with quantity plus and minus (never below 1), a remove
 * confirmation, and a price box computed from the lines. The empty-cart view only shows once
 * every line has been removed; the sample cart itself is never empty.
 */
export function CartView({ initialItems }: { initialItems: readonly CartItem[] }) {
  const [items, setItems] = useState(initialItems);
  const [pendingRemoval, setPendingRemoval] = useState<CartItem | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);

  const setQuantity = (id: number, delta: number) =>
    setItems((current) =>
      current.map((item) =>
        item.id === id ? { ...item, quantity: changeQuantity(item.quantity, delta) } : item,
      ),
    );

  const askRemoval = (item: CartItem, trigger: HTMLElement) => {
    returnFocusTo.current = trigger;
    setPendingRemoval(item);
  };

  const confirmRemoval = () => {
    if (!pendingRemoval) return;
    const removedId = pendingRemoval.id;
    // The line's own buttons disappear with it, so focus goes back to the cart heading.
    returnFocusTo.current = headingRef.current;
    setItems((current) => current.filter((item) => item.id !== removedId));
    setPendingRemoval(null);
  };

  if (items.length === 0) return <EmptyCart />;

  const totals = cartTotals(items);

  return (
    <ShopPage>
      <Flex direction={{ base: 'column', lg: 'row' }} gap="4" align="flex-start">
        <Box flex="2" w="full" bg="bg.surface" borderRadius="md" boxShadow="xs">
          <Heading
            ref={headingRef}
            tabIndex={-1}
            as="h1"
            fontSize="lg"
            px="6"
            py="4"
            borderBottomWidth="1px"
            borderColor="border.subtle"
          >
            My Cart ({items.length})
          </Heading>
          <chakra.ul listStyleType="none" m="0" p="0">
            {items.map((item) => (
              <CartLine
                key={item.id}
                item={item}
                onDecrease={() => setQuantity(item.id, -1)}
                onIncrease={() => setQuantity(item.id, 1)}
                onRemove={(trigger) => askRemoval(item, trigger)}
              />
            ))}
          </chakra.ul>
        </Box>
        <PriceBox
          count={totals.count}
          price={totals.price}
          discount={totals.discount}
          total={totals.total}
        />
      </Flex>
      <Dialog.Root
        role="alertdialog"
        open={pendingRemoval !== null}
        onOpenChange={(details) => {
          if (!details.open) setPendingRemoval(null);
        }}
        finalFocusEl={() => returnFocusTo.current}
      >
        <Portal>
          <Dialog.Backdrop />
          <Dialog.Positioner>
            <Dialog.Content mx="4">
              <Dialog.Header>
                <Dialog.Title>Remove Item</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description>{REMOVE_QUESTION}</Dialog.Description>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Cancel</Button>
                </Dialog.ActionTrigger>
                <Button colorPalette="brand" onClick={confirmRemoval}>
                  Remove
                </Button>
              </Dialog.Footer>
            </Dialog.Content>
          </Dialog.Positioner>
        </Portal>
      </Dialog.Root>
    </ShopPage>
  );
}

interface CartLineProps {
  item: CartItem;
  onDecrease: () => void;
  onIncrease: () => void;
  onRemove: (trigger: HTMLElement) => void;
}

function CartLine({ item, onDecrease, onIncrease, onRemove }: CartLineProps) {
  const off = Math.round(((item.mrp - item.price) / item.mrp) * 100);
  return (
    <chakra.li
      aria-label={item.name}
      px="6"
      py="5"
      borderBottomWidth="1px"
      borderColor="border.subtle"
    >
      <Flex gap="5">
        <Image src={item.image} alt={item.name} boxSize="24" objectFit="contain" flexShrink="0" />
        <Stack gap="1" minW="0">
          <Text fontWeight="medium">{item.name}</Text>
          <Text fontSize="sm" color="fg.muted">
            Seller: {item.seller}
          </Text>
          <HStack gap="3" wrap="wrap" align="baseline">
            <Text as="s" fontSize="sm" color="fg.muted">
              <chakra.span srOnly>MRP </chakra.span>
              {formatRupees(item.mrp)}
            </Text>
            <Text fontSize="lg" fontWeight="semibold">
              {formatRupees(item.price)}
            </Text>
            <Text fontSize="sm" color="deal.fg" fontWeight="semibold">
              {off}% Off
            </Text>
          </HStack>
        </Stack>
      </Flex>
      <HStack mt="4" gap="6" wrap="wrap">
        <HStack gap="2">
          <Button
            size="xs"
            variant="outline"
            borderRadius="full"
            aria-label={`Decrease quantity of ${item.name}`}
            disabled={item.quantity <= 1}
            onClick={onDecrease}
          >
            −
          </Button>
          <Input
            size="xs"
            w="12"
            textAlign="center"
            readOnly
            value={item.quantity}
            aria-label={`Quantity of ${item.name}`}
          />
          <Button
            size="xs"
            variant="outline"
            borderRadius="full"
            aria-label={`Increase quantity of ${item.name}`}
            onClick={onIncrease}
          >
            +
          </Button>
        </HStack>
        <Button
          variant="ghost"
          size="sm"
          fontWeight="semibold"
          aria-label={`Remove ${item.name}`}
          onClick={(event) => onRemove(event.currentTarget)}
        >
          REMOVE
        </Button>
      </HStack>
    </chakra.li>
  );
}

/** The total's term and amount: one row of the list, set off by a dashed rule above it. */
const totalRowStyles = {
  fontWeight: 'semibold',
  fontSize: 'lg',
  pt: '4',
  borderTopWidth: '1px',
  borderStyle: 'dashed',
  borderColor: 'border.subtle',
} as const;

function PriceBox({ count, price, discount, total }: ReturnType<typeof cartTotals>) {
  return (
    <Box
      as="section"
      aria-labelledby="price-details"
      flex="1"
      w="full"
      bg="bg.surface"
      borderRadius="md"
      boxShadow="xs"
      position={{ lg: 'sticky' }}
      top={{ lg: '4' }}
    >
      <Heading
        id="price-details"
        as="h2"
        fontSize="sm"
        color="fg.muted"
        textTransform="uppercase"
        px="6"
        py="4"
        borderBottomWidth="1px"
        borderColor="border.subtle"
      >
        Price details
      </Heading>
      <chakra.dl px="6" py="4" display="grid" gridTemplateColumns="1fr auto" rowGap="4">
        <dt>
          Price ({count} {count === 1 ? 'item' : 'items'})
        </dt>
        <chakra.dd m="0" textAlign="end">
          {formatRupees(price)}
        </chakra.dd>
        <dt>Discount</dt>
        <chakra.dd m="0" textAlign="end" color="deal.fg">
          −{formatRupees(discount)}
        </chakra.dd>
        <dt>Delivery Charges</dt>
        <chakra.dd m="0" textAlign="end" color="deal.fg">
          Free
        </chakra.dd>
        <chakra.dt {...totalRowStyles}>Total Amount</chakra.dt>
        <chakra.dd m="0" textAlign="end" {...totalRowStyles}>
          {formatRupees(total)}
        </chakra.dd>
      </chakra.dl>
      <Text px="6" pb="4" color="deal.fg" fontWeight="semibold">
        You will save {formatRupees(discount)} on this order
      </Text>
    </Box>
  );
}

/** The empty-cart view (spec §2): it exists, and the sample cart keeps it hidden. */
export function EmptyCart() {
  return (
    <ShopPage>
      <EmptyPanel imageSize="40" action="Shop now">
        <Heading as="h1" fontSize="xl">
          Your cart is empty!
        </Heading>
        <Text color="fg.muted">Add items to it now.</Text>
      </EmptyPanel>
    </ShopPage>
  );
}
