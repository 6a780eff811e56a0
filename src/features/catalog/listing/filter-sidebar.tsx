import {
  Accordion,
  Box,
  Collapsible,
  Field,
  Heading,
  HStack,
  Input,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { memo, useState } from 'react';
import type { Brand, CategoryNode } from '../../../api';
import { OPEN_CHEVRON } from '../../../components/disclosure-styles';
import { ChevronDownIcon } from '../../../components/layout/icons';
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '../../../lib/constants';

function CategoryLink({ category, label }: { category: CategoryNode; label?: string }) {
  return (
    <ChakraLink asChild color="fg.default" fontSize="sm">
      <Link to="/cat/$slug" params={{ slug: category.slug }}>
        {label ?? category.name}
      </Link>
    </ChakraLink>
  );
}

/** Subcategory links, nested as deep as the tree goes. */
function SubcategoryList({ categories }: { categories: readonly CategoryNode[] }) {
  if (categories.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="1.5" ps="3">
      {categories.map((category) => (
        <li key={category.id}>
          <CategoryLink category={category} />
          <SubcategoryList categories={category.subcategories} />
        </li>
      ))}
    </Stack>
  );
}

/** Collapsed at the start and single-open (spec §2). */
function CategoryAccordion({ categories }: { categories: readonly CategoryNode[] }) {
  return (
    <Accordion.Root collapsible variant="plain" size="sm">
      {categories.map((category) => (
        <Accordion.Item key={category.id} value={category.slug}>
          <Accordion.ItemTrigger cursor="pointer">
            <Text flex="1" textAlign="start" fontSize="sm">
              {category.name}
            </Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody pt="0">
              <Stack gap="1.5">
                <CategoryLink category={category} label={`All ${category.name}`} />
                <SubcategoryList categories={category.subcategories} />
              </Stack>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

/** Min and Max, held here only: the spec applies them to no request (spec §2). */
function PriceRange() {
  const [range, setRange] = useState({
    min: String(PRICE_FILTER_MIN),
    max: String(PRICE_FILTER_MAX),
  });
  return (
    <HStack gap="3" align="end">
      <Field.Root>
        <Field.Label fontSize="sm">Min</Field.Label>
        <Input
          type="number"
          size="sm"
          min={PRICE_FILTER_MIN}
          max={PRICE_FILTER_MAX}
          value={range.min}
          onChange={(event) => setRange({ ...range, min: event.target.value })}
        />
      </Field.Root>
      <Field.Root>
        <Field.Label fontSize="sm">Max</Field.Label>
        <Input
          type="number"
          size="sm"
          min={PRICE_FILTER_MIN}
          max={PRICE_FILTER_MAX}
          value={range.max}
          onChange={(event) => setRange({ ...range, max: event.target.value })}
        />
      </Field.Root>
    </HStack>
  );
}

function BrandList({ brands }: { brands: readonly Brand[] }) {
  return (
    <Collapsible.Root defaultOpen>
      <Collapsible.Trigger
        display="flex"
        w="full"
        justifyContent="space-between"
        alignItems="center"
        py="2"
        fontSize="sm"
        fontWeight="semibold"
        cursor="pointer"
        css={OPEN_CHEVRON}
      >
        BRAND
        <ChevronDownIcon data-chevron="" />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack as="ul" listStyleType="none" gap="1.5" maxH="72" overflowY="auto" py="1">
          {brands.map((brand) => (
            <li key={brand.id}>
              <ChakraLink asChild color="fg.default" fontSize="sm">
                <Link to="/brand/$slug" params={{ slug: brand.slug }}>
                  {brand.name}
                </Link>
              </ChakraLink>
            </li>
          ))}
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

interface FilterSidebarProps {
  /** Empty while loading or after a failed fetch (spec §8: logged only, the list stays empty). */
  categories: readonly CategoryNode[];
  brands: readonly Brand[];
}

/**
 * 'Filters' (spec §2), on large screens: categories, a price range and brands. Memoised: its
 * lists do not change when the shopper re-sorts, and re-rendering them would delay the new order.
 */
export const FilterSidebar = memo(function FilterSidebar({
  categories,
  brands,
}: FilterSidebarProps) {
  return (
    <Box
      as="aside"
      aria-labelledby="filters-heading"
      bg="bg.surface"
      w="64"
      flexShrink={0}
      alignSelf="flex-start"
      p="4"
    >
      <Heading as="h2" size="md" id="filters-heading" mb="3">
        Filters
      </Heading>
      <Stack gap="5" separator={<Box borderTopWidth="1px" borderColor="border.subtle" />}>
        <Box as="section" aria-labelledby="filter-categories">
          <Heading as="h3" size="xs" id="filter-categories" mb="1">
            CATEGORIES
          </Heading>
          <CategoryAccordion categories={categories} />
        </Box>
        <Box as="section" aria-labelledby="filter-price">
          <Heading as="h3" size="xs" id="filter-price" mb="2">
            PRICE
          </Heading>
          <PriceRange />
        </Box>
        <Box as="section" aria-label="Brands">
          <BrandList brands={brands} />
        </Box>
      </Stack>
    </Box>
  );
});
