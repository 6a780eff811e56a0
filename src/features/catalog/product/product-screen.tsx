import {
  Badge,
  Box,
  Collapsible,
  Flex,
  Heading,
  Image,
  List,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import { getRouteApi } from '@tanstack/react-router';
import type { ProductDetail } from '../../../api';
import { OPEN_CHEVRON } from '../../../components/disclosure-styles';
import { AwaitRead } from '../../../components/await-read';
import { HydrationRegion } from '../../../components/hydration-region';
import { RatingStar } from '../../../components/rating-star';
import { ChevronDownIcon } from '../../../components/layout/icons';
import { Price } from '../../../components/price';
import { StatusText } from '../../../components/status-text';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { useDocumentTitle } from '../../../lib/document-title';
import { formatCount } from '../../../lib/format';
import { DeliveryCheck } from './delivery-check';
import { ProductActions } from './product-actions';
import { RatingsAndReviews } from './ratings-and-reviews';
import { collapsibleRecipe } from '../../../theme/recipes/collapsible';
import { listRecipe } from '../../../theme/recipes/list';
import { tableRecipe } from '../../../theme/recipes/table';
import { registerRecipes } from '../../../theme/lazy-recipes';

registerRecipes({
  collapsible: collapsibleRecipe,
  list: listRecipe,
  table: tableRecipe,
});

const route = getRouteApi('/product/$product_slug');
const IMAGE_SIZE = 400;

const TEXT = {
  details: msg(/*i18n*/ { id: 'catalog.product.details', message: 'Product Details' }),
  imageAlt: msg(/*i18n*/ { id: 'catalog.product.image-alt', message: '{brand} {name}' }),
  rating: msg(
    /*i18n*/ {
      id: 'catalog.product.rating',
      message: '{rating} out of 5 · {reviews} reviews',
    },
  ),
  specialPrice: msg(/*i18n*/ { id: 'catalog.product.special-price', message: 'Special price' }),
  offers: msg(/*i18n*/ { id: 'catalog.product.offers', message: 'Available offers' }),
  color: msg(/*i18n*/ { id: 'catalog.product.color', message: 'Color:' }),
  size: msg(/*i18n*/ { id: 'catalog.product.size', message: 'Size:' }),
  loading: msg(/*i18n*/ { id: 'catalog.product.loading', message: 'Loading...' }),
  failed: msg(/*i18n*/ { id: 'catalog.product.failed', message: 'Error fetching product details' }),
};

/** The key-value details, collapsed until the shopper opens them (spec §2). */
function ProductDetailsTable({ details }: { details: ProductDetail['details'] }) {
  const { t } = useI18n();
  const rows = Object.entries(details);
  if (rows.length === 0) return null;
  return (
    <Collapsible.Root borderWidth="1px" borderColor="border.subtle">
      <Collapsible.Trigger
        display="flex"
        w="full"
        justifyContent="space-between"
        alignItems="center"
        px="4"
        py="3"
        fontSize="lg"
        fontWeight="semibold"
        cursor="pointer"
        css={OPEN_CHEVRON}
      >
        {t(TEXT.details)}
        <ChevronDownIcon data-chevron="" />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Table.Root size="sm">
          <Table.Caption srOnly>{t(TEXT.details)}</Table.Caption>
          <Table.Body>
            {rows.map(([label, value]) => (
              <Table.Row key={label}>
                <Table.Cell as="th" scope="row" color="fg.muted" fontWeight="normal" w="40%">
                  {label}
                </Table.Cell>
                <Table.Cell>{value}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

function ProductView({ product }: { product: ProductDetail }) {
  const { t } = useI18n();
  useDocumentTitle(product.name);
  const { product_slug: slug } = route.useParams();
  const wish = route.useSearch({ select: (search) => search.wishlist === 'add' });
  const summary = product.short_description || product.description;
  return (
    <Stack gap="4" bg="bg.surface" p={{ base: '4', md: '8' }}>
      <Flex direction={{ base: 'column', md: 'row' }} gap="8">
        <Stack flexShrink={0} gap="4" w={{ base: 'full', md: `${IMAGE_SIZE}px` }}>
          <Image
            src={product.image_url}
            alt={t(TEXT.imageAlt, { brand: product.brand, name: product.name })}
            htmlWidth={IMAGE_SIZE}
            htmlHeight={IMAGE_SIZE}
            w="full"
            h="auto"
            aspectRatio="1"
            objectFit="contain"
            fetchPriority="high"
          />
          {/* Regions of their own (issue 27): a tap on Add to Cart before the page has hydrated
              hydrates the page's frame, the picture and these buttons, not the product's
              details, the delivery check and the reviews as well. */}
          <HydrationRegion>
            <ProductActions product={product} slug={slug} wish={wish} />
          </HydrationRegion>
        </Stack>
        <HydrationRegion>
          <Stack gap="4" flex="1" minW="0">
            <Heading as="h1" size="xl">
              {product.name}
            </Heading>
            {summary && <Text color="fg.muted">{summary}</Text>}
            <Flex align="center" gap="2" wrap="wrap">
              <Badge colorPalette="green" variant="solid" aria-hidden="true">
                {product.rating} <RatingStar />
              </Badge>
              <Text fontSize="sm" color="fg.muted">
                {t(TEXT.rating, {
                  rating: product.rating,
                  reviews: formatCount(product.reviewsCount),
                })}
              </Text>
            </Flex>
            <Box>
              <Text color="deal.fg" fontWeight="semibold" fontSize="sm">
                {t(TEXT.specialPrice)}
              </Text>
              <Price
                price={product.price}
                mrp={product.mrp}
                discountPercentage={product.discount_percentage}
                size="lg"
              />
            </Box>
            {product.offers.length > 0 && (
              <Box as="section" aria-labelledby="available-offers">
                <Heading as="h2" size="md" mb="2" id="available-offers">
                  {t(TEXT.offers)}
                </Heading>
                <List.Root ps="5" gap="1">
                  {product.offers.map((offer) => (
                    <List.Item key={offer}>{offer}</List.Item>
                  ))}
                </List.Root>
              </Box>
            )}
            <Stack gap="1">
              {product.color && (
                <Text>
                  <Text as="span" color="fg.muted">
                    {t(TEXT.color)}{' '}
                  </Text>
                  {product.color}
                </Text>
              )}
              {product.size && (
                <Text>
                  <Text as="span" color="fg.muted">
                    {t(TEXT.size)}{' '}
                  </Text>
                  {product.size}
                </Text>
              )}
            </Stack>
            <HydrationRegion>
              <DeliveryCheck />
              <ProductDetailsTable details={product.details} />
            </HydrationRegion>
          </Stack>
        </HydrationRegion>
      </Flex>
      <HydrationRegion>
        <RatingsAndReviews />
      </HydrationRegion>
    </Stack>
  );
}

/** Product detail (spec §2): loading, the error text of spec §8, or the product. */
export function ProductScreen() {
  const { t } = useI18n();
  const product = route.useLoaderData({ select: (data) => data.product });
  return (
    <AwaitRead read={product} pending={<StatusText>{t(TEXT.loading)}</StatusText>}>
      {(detail) =>
        detail ? (
          <ProductView product={detail} />
        ) : (
          <Text role="alert" py="10" textAlign="center" color="fg.default">
            {t(TEXT.failed)}
          </Text>
        )
      }
    </AwaitRead>
  );
}
