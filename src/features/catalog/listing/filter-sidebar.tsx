import {
  Accordion,
  Box,
  Collapsible,
  Grid,
  Heading,
  Input,
  Link as ChakraLink,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { memo, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { Brand, CategoryNode } from '../../../api';
import { AwaitList, type LoaderRead } from '../../../components/await-read';
import { OPEN_CHEVRON } from '../../../components/disclosure-styles';
import { FormErrors } from '../../../components/form/form-errors';
import { FormField } from '../../../components/form/form-field';
import { SubmitButton } from '../../../components/form/submit-button';
import { ChevronDownIcon } from '../../../components/layout/icons';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { PRICE_FILTER_MAX, PRICE_FILTER_MIN } from '../../../lib/constants';
import { checkPriceRange, priceInputs } from '../../../lib/listing-filters';
import type { ListingSearch } from '../../../lib/listing-search';
import { useCategoryName } from '../../../i18n/use-category-name';
import { filterSections, type FilterControlProps } from './filter-options';
import { accordionRecipe } from '../../../theme/recipes/accordion';
import { collapsibleRecipe } from '../../../theme/recipes/collapsible';
import { registerRecipes } from '../../../theme/lazy-recipes';

registerRecipes({ accordion: accordionRecipe, collapsible: collapsibleRecipe });

const TEXT = {
  allOf: msg(/*i18n*/ { id: 'catalog.filter.all-of-category', message: 'All {category}' }),
  min: msg(/*i18n*/ { id: 'catalog.filter.min', message: 'Min' }),
  max: msg(/*i18n*/ { id: 'catalog.filter.max', message: 'Max' }),
  apply: msg(/*i18n*/ { id: 'catalog.filter.apply', message: 'Apply' }),
  brand: msg(/*i18n*/ { id: 'catalog.filter.brand-heading', message: 'BRAND' }),
  filters: msg(/*i18n*/ { id: 'catalog.filter.heading', message: 'Filters' }),
  categories: msg(/*i18n*/ { id: 'catalog.filter.categories-heading', message: 'CATEGORIES' }),
  brands: msg(/*i18n*/ { id: 'catalog.filter.brands-label', message: 'Brands' }),
};

function CategoryLink({ category, label }: { category: CategoryNode; label?: string }) {
  const categoryName = useCategoryName();
  return (
    <ChakraLink asChild color="fg.default" fontSize="sm">
      <Link to="/cat/$slug" params={{ slug: category.slug }}>
        {label ?? categoryName(category)}
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
  const { t } = useI18n();
  const categoryName = useCategoryName();
  return (
    <Accordion.Root collapsible variant="plain" size="sm">
      {categories.map((category) => (
        <Accordion.Item key={category.id} value={category.slug}>
          <Accordion.ItemTrigger cursor="pointer">
            <Text flex="1" textAlign="start" fontSize="sm">
              {categoryName(category)}
            </Text>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody pt="0">
              <Stack gap="1.5">
                <CategoryLink
                  category={category}
                  label={t(TEXT.allOf, { category: categoryName(category) })}
                />
                <SubcategoryList categories={category.subcategories} />
              </Stack>
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}

interface PriceDraft {
  /** The URL's price bounds the draft was taken from. */
  urlPrice: string;
  min: string;
  max: string;
  errors: { min?: string; max?: string };
}

const draftOf = (search: ListingSearch): PriceDraft => ({
  urlPrice: `${search.price_from}-${search.price_to}`,
  ...priceInputs(search),
  errors: {},
});

/**
 * Min and Max (spec §5: 0 to 1000), applied together by Apply or Enter, never per keystroke.
 * Text that is not a price within the bounds, or a Min above the Max, gets a message beside the
 * field, keeps what was typed and applies nothing. When the URL's price changes (a band, a
 * removed chip, Back) the inputs show it again.
 */
function PriceRangeForm({ search, onFilter }: FilterControlProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const [draft, setDraft] = useState(() => draftOf(search));
  const fromUrl = draftOf(search);
  if (fromUrl.urlPrice !== draft.urlPrice) setDraft(fromUrl);
  const minInput = useRef<HTMLInputElement>(null);
  const maxInput = useRef<HTMLInputElement>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const check = checkPriceRange(draft.min, draft.max, i18n);
    if (!check.ok) {
      setDraft({ ...draft, errors: check.errors });
      (check.errors.min ? minInput : maxInput).current?.focus();
      return;
    }
    setDraft({ ...draft, errors: {} });
    onFilter(check.patch);
  };

  const field = (name: 'min' | 'max', label: string, ref: RefObject<HTMLInputElement | null>) => (
    <FormField label={label} name={name}>
      {({ describedBy }) => (
        <Input
          ref={ref}
          name={name}
          type="number"
          size="sm"
          min={PRICE_FILTER_MIN}
          max={PRICE_FILTER_MAX}
          value={draft[name]}
          onChange={(event) => setDraft({ ...draft, [name]: event.target.value })}
          aria-describedby={describedBy}
        />
      )}
    </FormField>
  );

  // noValidate: the messages are ours, beside each field, not the browser's bubble.
  return (
    <form noValidate onSubmit={onSubmit}>
      <FormErrors errors={draft.errors}>
        <Grid templateColumns="1fr 1fr" gap="3" alignItems="start" fontSize="sm">
          {field('min', t(TEXT.min), minInput)}
          {field('max', t(TEXT.max), maxInput)}
        </Grid>
      </FormErrors>
      <Box mt="3">
        <SubmitButton size="sm">{t(TEXT.apply)}</SubmitButton>
      </Box>
    </form>
  );
}

function BrandList({ brands }: { brands: LoaderRead<Brand[]> }) {
  const { t } = useI18n();
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
        {t(TEXT.brand)}
        <ChevronDownIcon data-chevron="" />
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Stack as="ul" listStyleType="none" gap="1.5" maxH="72" overflowY="auto" py="1">
          <AwaitList read={brands}>
            {(list) =>
              list.map((brand) => (
                <li key={brand.id}>
                  <ChakraLink asChild color="fg.default" fontSize="sm">
                    <Link to="/brand/$slug" params={{ slug: brand.slug }}>
                      {brand.name}
                    </Link>
                  </ChakraLink>
                </li>
              ))
            }
          </AwaitList>
        </Stack>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}

interface FilterSidebarProps extends FilterControlProps {
  /** Empty while loading or after a failed fetch (spec §8: logged only, the list stays empty). */
  categories: LoaderRead<CategoryNode[]>;
  brands: LoaderRead<Brand[]>;
}

/**
 * 'Filters' (spec §2), on large screens: categories, price (bands and a Min/Max range), customer
 * rating, discount and brands. Memoised: nothing it shows changes when the shopper re-sorts, and
 * re-rendering it would delay the new order.
 */
export const FilterSidebar = memo(function FilterSidebar({
  categories,
  brands,
  search,
  onFilter,
}: FilterSidebarProps) {
  const { t } = useI18n();
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
        {t(TEXT.filters)}
      </Heading>
      <Stack gap="5" separator={<Box borderTopWidth="1px" borderColor="border.subtle" />}>
        <Box as="section" aria-labelledby="filter-categories">
          <Heading as="h3" size="xs" id="filter-categories" mb="1">
            {t(TEXT.categories)}
          </Heading>
          <AwaitList read={categories}>
            {(list) => <CategoryAccordion categories={list} />}
          </AwaitList>
        </Box>
        {filterSections({
          search,
          onFilter,
          price: <PriceRangeForm search={search} onFilter={onFilter} />,
        })}
        <Box as="section" aria-label={t(TEXT.brands)}>
          <BrandList brands={brands} />
        </Box>
      </Stack>
    </Box>
  );
});
