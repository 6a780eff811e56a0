import { Box, Button, chakra, Heading, Input, RadioGroup, Stack } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import {
  ORDER_SEARCH_MAX_LENGTH,
  ORDER_STATUSES,
  ORDER_TIMES,
  type OrderSearch,
  type OrderTime,
} from '../../lib/order-search';
import { useI18n } from '../../i18n/i18n-context';
import type { Shown } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { ORDER_STATUS_LABELS } from './order-texts';
import { radioGroupRecipe } from '../../theme/recipes/radio-group';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ radioGroup: radioGroupRecipe });

const TEXT = {
  filters: msg(/*i18n*/ { id: 'shop.orders.filters.heading', message: 'Filters' }),
  status: msg(/*i18n*/ { id: 'shop.orders.filters.status', message: 'Order status' }),
  anyStatus: msg(/*i18n*/ { id: 'shop.orders.filters.any-status', message: 'All' }),
  time: msg(/*i18n*/ { id: 'shop.orders.filters.time', message: 'Order time' }),
  anyTime: msg(/*i18n*/ { id: 'shop.orders.filters.any-time', message: 'Any time' }),
  clear: msg(/*i18n*/ { id: 'shop.orders.filters.clear', message: 'Clear filters' }),
  search: msg(/*i18n*/ { id: 'shop.orders.search.label', message: 'Orders' }),
  searchField: msg(
    /*i18n*/ {
      id: 'shop.orders.search.field',
      message: 'Search your orders here',
    },
  ),
  searchButton: msg(/*i18n*/ { id: 'shop.orders.search.button', message: 'Search Orders' }),
};

/** The order-time groups' labels; the years are shown as they are. */
const TIME_LABELS: Record<OrderTime, Shown> = {
  'last-30-days': msg(/*i18n*/ { id: 'shop.orders.filters.last-30-days', message: 'Last 30 days' }),
  '2024': '2024',
  '2023': '2023',
  older: msg(/*i18n*/ { id: 'shop.orders.filters.older', message: 'Older' }),
};

/** The radio value of "no filter" in a group; the URL then holds nothing for it. */
const ANY = 'any';

export const hasFilters = (search: OrderSearch) =>
  search.status !== undefined || search.q !== undefined || search.time !== undefined;

export const NO_FILTERS: OrderSearch = { status: undefined, q: undefined, time: undefined };

interface FiltersProps {
  search: OrderSearch;
  onChange: (patch: OrderSearch) => void;
}

/**
 * The spec's filter sidebar, acting (issue 26): one order status and one order-time group at a
 * time, each applied as it is chosen, and a way to clear every filter, the search's words too.
 */
export function OrderFilterSidebar({ search, onChange }: FiltersProps) {
  const { t } = useI18n();
  const statusOptions = ORDER_STATUSES.map((status) => ({
    value: status,
    label: t(ORDER_STATUS_LABELS[status]),
  }));
  const timeOptions = ORDER_TIMES.map((time) => ({ value: time, label: t(TIME_LABELS[time]) }));
  return (
    <Box
      as="aside"
      aria-labelledby="order-filters"
      w={{ base: 'full', md: '64' }}
      flexShrink="0"
      bg="bg.surface"
      borderRadius="md"
      boxShadow="xs"
      p="5"
    >
      <Heading id="order-filters" as="h2" fontSize="lg" mb="4">
        {t(TEXT.filters)}
      </Heading>
      <FilterGroup
        title={t(TEXT.status)}
        anyLabel={t(TEXT.anyStatus)}
        options={statusOptions}
        value={search.status}
        onChange={(status) => onChange({ status })}
      />
      <FilterGroup
        title={t(TEXT.time)}
        anyLabel={t(TEXT.anyTime)}
        options={timeOptions}
        value={search.time}
        onChange={(time) => onChange({ time })}
      />
      {hasFilters(search) && (
        <Button variant="outline" size="sm" onClick={() => onChange(NO_FILTERS)}>
          {t(TEXT.clear)}
        </Button>
      )}
    </Box>
  );
}

/** One filter: its options and a first one, `anyLabel`, for no filter. */
function FilterGroup<T extends string>({
  title,
  anyLabel,
  options,
  value,
  onChange,
}: {
  title: string;
  anyLabel: string;
  options: readonly { value: T; label: string }[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
}) {
  const legendId = useId();
  const choose = (picked: string) =>
    onChange(options.find((option) => option.value === picked)?.value);
  return (
    <chakra.fieldset border="0" p="0" m="0" mb="5">
      <chakra.legend
        id={legendId}
        fontSize="xs"
        fontWeight="semibold"
        color="fg.muted"
        textTransform="uppercase"
        mb="3"
      >
        {title}
      </chakra.legend>
      <RadioGroup.Root
        aria-labelledby={legendId}
        size="sm"
        colorPalette="brand"
        value={value ?? ANY}
        onValueChange={(details) => {
          if (details.value) choose(details.value);
        }}
      >
        <Stack gap="2.5">
          {[{ value: ANY, label: anyLabel }, ...options].map((option) => (
            <RadioGroup.Item key={option.value} value={option.value} cursor="pointer">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
    </chakra.fieldset>
  );
}

/**
 * The search box: words of the product names or an order id, applied on Enter or the button and
 * kept in the box.
 */
export function OrderSearchBox({ search, onChange }: FiltersProps) {
  const { t } = useI18n();
  const inputId = useId();
  const [text, setText] = useState(search.q ?? '');
  // The URL's words changed elsewhere (filters cleared, Back): the box shows them, unless it
  // already holds them as typed (with their spaces).
  const [shownWords, setShownWords] = useState(search.q);
  if (search.q !== shownWords) {
    setShownWords(search.q);
    if ((search.q ?? '') !== text.trim()) setText(search.q ?? '');
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: text.trim() === '' ? undefined : text.trim() });
  };
  return (
    <chakra.form role="search" aria-label={t(TEXT.search)} onSubmit={submit} display="flex" gap="2">
      <chakra.label htmlFor={inputId} srOnly>
        {t(TEXT.searchField)}
      </chakra.label>
      <Input
        id={inputId}
        type="search"
        placeholder={t(TEXT.searchField)}
        maxLength={ORDER_SEARCH_MAX_LENGTH}
        value={text}
        onChange={(event) => setText(event.target.value)}
        bg="bg.surface"
        flex="1"
      />
      <Button type="submit" colorPalette="brand">
        {t(TEXT.searchButton)}
      </Button>
    </chakra.form>
  );
}
