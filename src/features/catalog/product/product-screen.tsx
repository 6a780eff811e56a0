import {
  Badge,
  Box,
  Button,
  Flex,
  Heading,
  Image,
  List,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import { getProduct, type ProductDetail } from '../../../api';
import { StatusText } from '../../../components/status-text';
import { useDocumentTitle } from '../../../lib/document-title';
import { formatRupees } from '../../../lib/format';
import { useAsync } from '../../../lib/use-async';

const route = getRouteApi('/product/$product_slug');

function ProductView({ product }: { product: ProductDetail }) {
  useDocumentTitle(product.name);
  const summary = product.short_description || product.description;
  return (
    <Flex
      direction={{ base: 'column', md: 'row' }}
      gap="8"
      bg="bg.surface"
      p={{ base: '4', md: '8' }}
    >
      <Box flexShrink={0}>
        <Image
          src={product.image_url}
          alt={`${product.brand} ${product.name}`}
          width={400}
          height={400}
        />
      </Box>
      <Stack gap="3" flex="1">
        <Heading as="h1" size="xl">
          {product.name}
        </Heading>
        {summary && <Text color="fg.muted">{summary}</Text>}
        <Flex align="baseline" gap="3" wrap="wrap">
          <Text
            fontSize="2xl"
            fontWeight="bold"
            aria-label={`Special price ${formatRupees(product.price)}`}
          >
            {formatRupees(product.price)}
          </Text>
          <Text as="s" color="fg.muted" aria-label={`MRP ${formatRupees(product.mrp)}`}>
            {formatRupees(product.mrp)}
          </Text>
          <Text color="deal.fg" fontWeight="semibold">
            {product.discount_percentage}% off
          </Text>
        </Flex>
        <Text>
          <Badge colorPalette="green">{product.rating} ★</Badge> {product.rating} out of 5 ·{' '}
          {product.reviewsCount.toLocaleString('en-IN')} reviews
        </Text>
        {product.offers.length > 0 && (
          <Box>
            <Heading as="h2" size="md" mb="2">
              Available offers
            </Heading>
            <List.Root ps="5">
              {product.offers.map((offer) => (
                <List.Item key={offer}>{offer}</List.Item>
              ))}
            </List.Root>
          </Box>
        )}
        <Text>Color: {product.color}</Text>
        <Text>Size: {product.size}</Text>
        <Box>
          <Heading as="h2" size="md" mb="2">
            Product Details
          </Heading>
          <Table.Root size="sm">
            <Table.Body>
              {Object.entries(product.details).map(([label, value]) => (
                <Table.Row key={label}>
                  <Table.Cell fontWeight="medium">{label}</Table.Cell>
                  <Table.Cell>{value}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Flex gap="3">
          <Button colorPalette="orange">Add to Cart</Button>
          <Button colorPalette="orange" variant="outline">
            Buy Now
          </Button>
        </Flex>
      </Stack>
    </Flex>
  );
}

export function ProductScreen() {
  const { product_slug: slug } = route.useParams();
  const state = useAsync((signal) => getProduct(slug, { signal }), [slug]);

  if (state.status === 'loading') return <StatusText>Loading...</StatusText>;
  if (state.status === 'error') {
    return (
      <Text role="alert" py="10" textAlign="center" color="fg.default">
        Error fetching product details
      </Text>
    );
  }
  return <ProductView product={state.data} />;
}
