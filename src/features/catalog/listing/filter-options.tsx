import { Box, Heading, RadioGroup, Stack } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';
import { PRICE_BANDS } from '../../../lib/constants';
import { useI18n, type AppI18n } from '../../../i18n/i18n-context';
import type { Message } from '../../../i18n/message';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import {
  bandOf,
  bandPatch,
  OFFER_CHOICES,
  offerLabel,
  PRICE_BAND_LABELS,
  RATING_CHOICES,
  ratingLabel,
  type FilterPatch,
  type PriceBand,
} from '../../../lib/listing-filters';
import type { ListingSearch } from '../../../lib/listing-search';
import { radioGroupRecipe } from '../../../theme/recipes/radio-group';
import { registerRecipes } from '../../../theme/lazy-recipes';

registerRecipes({ radioGroup: radioGroupRecipe });

const TEXT = {
  price: msg(/*i18n*/ { id: 'catalog.filter.price-heading', message: 'PRICE' }),
  ratings: msg(/*i18n*/ { id: 'catalog.filter.ratings-heading', message: 'CUSTOMER RATINGS' }),
  discount: msg(/*i18n*/ { id: 'catalog.filter.discount-heading', message: 'DISCOUNT' }),
};

/** What every filter control gets: the URL state it shows and the way to change it. */
export interface FilterControlProps {
  search: ListingSearch;
  onFilter: (patch: FilterPatch) => void;
}

/** A titled part of the filters; its heading names the controls inside (`labelledBy`). */
export function FilterSection({
  title,
  children,
}: {
  title: Message;
  children: (labelledBy: string) => ReactNode;
}) {
  const { t } = useI18n();
  const id = useId();
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h3" size="xs" id={id} mb="2">
        {t(title)}
      </Heading>
      {children(id)}
    </Box>
  );
}

interface RadiosProps {
  labelledBy: string;
  options: readonly { value: string; label: string }[];
  /** The option the URL holds; null when it holds none of them. */
  value: string | null;
  onChange: (value: string) => void;
}

/** Radios that apply at once: the shopper's choice goes straight to the URL. */
function FilterRadios({ labelledBy, options, value, onChange }: RadiosProps) {
  return (
    <RadioGroup.Root
      aria-labelledby={labelledBy}
      size="sm"
      value={value}
      onValueChange={(details) => {
        if (details.value) onChange(details.value);
      }}
    >
      <Stack gap="2">
        {options.map((option) => (
          <RadioGroup.Item key={option.value} value={option.value} cursor="pointer">
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText fontSize="sm">{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

function isPriceBand(value: string): value is PriceBand {
  return (PRICE_BANDS as readonly string[]).includes(value);
}

/** The price bands of spec §9; one shows as chosen only when the URL's bounds are exactly it. */
export function PriceBandRadios({
  search,
  onFilter,
  labelledBy,
}: FilterControlProps & { labelledBy: string }) {
  const { t } = useI18n();
  return (
    <FilterRadios
      labelledBy={labelledBy}
      options={PRICE_BANDS.map((band) => ({ value: band, label: t(PRICE_BAND_LABELS[band]) }))}
      value={bandOf(search)}
      onChange={(band) => {
        if (isPriceBand(band)) onFilter(bandPatch(band));
      }}
    />
  );
}

const numberValue = (value: number | undefined): string | null =>
  value === undefined ? null : String(value);

/** The least rating or discount: each writes its own name with the number chosen. */
function MinimumRadios({
  name,
  choices,
  label,
  search,
  onFilter,
  labelledBy,
}: FilterControlProps & {
  name: 'rating' | 'offer';
  choices: readonly number[];
  label: (choice: number, i18n: AppI18n) => string;
  labelledBy: string;
}) {
  const i18n = useI18n();
  return (
    <FilterRadios
      labelledBy={labelledBy}
      options={choices.map((choice) => ({ value: String(choice), label: label(choice, i18n) }))}
      value={numberValue(search[name])}
      onChange={(value) => onFilter({ [name]: Number(value) })}
    />
  );
}

/**
 * The PRICE, CUSTOMER RATINGS and DISCOUNT sections, for the sidebar and the small-screen Filter
 * dialog alike; `price` adds what only one of them holds under the bands (the sidebar's Min and
 * Max, spec §2). An array, so a parent Stack's separators fall between the sections.
 */
export function filterSections({
  search,
  onFilter,
  price,
}: FilterControlProps & { price?: ReactNode }) {
  return [
    <FilterSection key="price" title={TEXT.price}>
      {(id) => (
        <Stack gap="4">
          <PriceBandRadios search={search} onFilter={onFilter} labelledBy={id} />
          {price}
        </Stack>
      )}
    </FilterSection>,
    <FilterSection key="rating" title={TEXT.ratings}>
      {(id) => (
        <MinimumRadios
          name="rating"
          choices={RATING_CHOICES}
          label={ratingLabel}
          search={search}
          onFilter={onFilter}
          labelledBy={id}
        />
      )}
    </FilterSection>,
    <FilterSection key="offer" title={TEXT.discount}>
      {(id) => (
        <MinimumRadios
          name="offer"
          choices={OFFER_CHOICES}
          label={offerLabel}
          search={search}
          onFilter={onFilter}
          labelledBy={id}
        />
      )}
    </FilterSection>,
  ];
}

/** The radios the small-screen Filter dialog holds (Min and Max stay in the sidebar, §2). */
export function FilterDialogBody(props: FilterControlProps) {
  return <Stack gap="5">{filterSections(props)}</Stack>;
}
