import { Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useMemo, useRef } from 'react';
import type { Brand } from '../../../api';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { CLEAR_FILTERS, filterChips, type FilterChip } from '../../../lib/listing-filters';
import type { FilterControlProps } from './filter-options';

const TEXT = {
  applied: msg(/*i18n*/ { id: 'catalog.chips.list-label', message: 'Applied filters' }),
  remove: msg(/*i18n*/ { id: 'catalog.chips.remove', message: 'Remove filter: {filter}' }),
  clearAll: msg(/*i18n*/ { id: 'catalog.chips.clear-all', message: 'Clear all' }),
  noMatches: msg(
    /*i18n*/ { id: 'catalog.listing.no-matches', message: 'No products match these filters' },
  ),
  clearFilters: msg(/*i18n*/ { id: 'catalog.listing.clear-filters', message: 'Clear filters' }),
};

/** A brand value of the URL (a slug or a name, as the API takes either) as the shopper knows it. */
function brandNamer(brands: readonly Brand[]): (value: string) => string {
  return (value) => {
    const key = value.toLowerCase();
    return (
      brands.find((brand) => brand.slug === key || brand.name.toLowerCase() === key)?.name ?? value
    );
  };
}

function RemoveIcon() {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M6 6l12 12M18 6 6 18" />
    </chakra.svg>
  );
}

interface AppliedFiltersProps extends FilterControlProps {
  brands: readonly Brand[];
  /** Where focus goes once no chip is left to take it (the count line). */
  onAllRemoved: () => void;
}

/**
 * The filters in force, as chips above the grid: each removes its own filter, 'Clear all'
 * removes them all and keeps the search text. Focus moves to the chip that takes the removed
 * one's place, so a keyboard user can go on removing, and past the list once it is empty.
 */
export function AppliedFilters({ search, brands, onFilter, onAllRemoved }: AppliedFiltersProps) {
  const i18n = useI18n();
  const { t } = i18n;
  const chips = useMemo(
    () => filterChips(search, i18n, brandNamer(brands)),
    [search, i18n, brands],
  );
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  if (chips.length === 0) return null;

  const remove = (chip: FilterChip, index: number) => {
    const next = chips[index + 1] ?? chips[index - 1];
    const target = next && buttons.current.get(next.key);
    if (target) target.focus();
    else onAllRemoved();
    onFilter(chip.remove);
  };

  return (
    <Flex wrap="wrap" gap="2" align="center" mb="3">
      <Flex as="ul" aria-label={t(TEXT.applied)} listStyleType="none" wrap="wrap" gap="2">
        {chips.map((chip, index) => (
          <li key={chip.key}>
            <Button
              ref={(node) => {
                if (node) buttons.current.set(chip.key, node);
                return () => {
                  buttons.current.delete(chip.key);
                };
              }}
              size="xs"
              variant="subtle"
              rounded="full"
              aria-label={t(TEXT.remove, { filter: chip.label })}
              onClick={() => remove(chip, index)}
            >
              {chip.label}
              <RemoveIcon />
            </Button>
          </li>
        ))}
      </Flex>
      <Button
        size="xs"
        variant="plain"
        color="brand.fg"
        onClick={() => {
          onAllRemoved();
          onFilter(CLEAR_FILTERS);
        }}
      >
        {t(TEXT.clearAll)}
      </Button>
    </Flex>
  );
}

/** A filtered listing that found nothing: says so and offers the way back to every product. */
export function NoMatches({ onClear }: { onClear: () => void }) {
  const { t } = useI18n();
  return (
    <Stack align="center" gap="3" py="10">
      <Text fontWeight="semibold">{t(TEXT.noMatches)}</Text>
      <Button variant="outline" colorPalette="brand" size="sm" onClick={onClear}>
        {t(TEXT.clearFilters)}
      </Button>
    </Stack>
  );
}
