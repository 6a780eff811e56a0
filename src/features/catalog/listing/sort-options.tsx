import {
  Button,
  CloseButton,
  Dialog,
  HStack,
  Portal,
  RadioGroup,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { SORT_ORDERS, type SortOrder } from '../../../../machines/listing-sort.machine';
import { hydrateFirstAt } from '../../../components/hydrate-first';
import { WIDE_QUERY } from '../../../components/use-wide-screen';
import { useI18n } from '../../../i18n/i18n-context';
import type { Message } from '../../../i18n/message';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { dialogRecipe } from '../../../theme/recipes/dialog';
import { radioGroupRecipe } from '../../../theme/recipes/radio-group';
import { registerRecipes } from '../../../theme/lazy-recipes';

registerRecipes({ dialog: dialogRecipe, radioGroup: radioGroupRecipe });

export const SORT_LABELS: Record<SortOrder, Message> = {
  popularity: msg(/*i18n*/ { id: 'catalog.sort.popularity', message: 'Popularity' }),
  priceLowToHigh: msg(
    /*i18n*/ { id: 'catalog.sort.price-low-to-high', message: 'Price -- Low to High' },
  ),
  priceHighToLow: msg(
    /*i18n*/ { id: 'catalog.sort.price-high-to-low', message: 'Price -- High to Low' },
  ),
  newestFirst: msg(/*i18n*/ { id: 'catalog.sort.newest-first', message: 'Newest First' }),
};

const TEXT = {
  sortProducts: msg(/*i18n*/ { id: 'catalog.sort.nav-label', message: 'Sort products' }),
  sortBy: msg(/*i18n*/ { id: 'catalog.sort.sort-by', message: 'Sort By' }),
  close: msg(/*i18n*/ { id: 'catalog.sort.close', message: 'Close' }),
  filter: msg(/*i18n*/ { id: 'catalog.sort.filter-button', message: 'Filter' }),
  sort: msg(/*i18n*/ { id: 'catalog.sort.sort-button', message: 'Sort' }),
  filters: msg(/*i18n*/ { id: 'catalog.sort.filters-title', message: 'Filters' }),
};

interface SortProps {
  order: SortOrder;
  onSort: (order: SortOrder) => void;
}

/** The sort buttons of large screens; the pressed one is the order in force. */
export function SortBar({ order, onSort }: SortProps) {
  const { t } = useI18n();
  return (
    <HStack
      as="nav"
      aria-label={t(TEXT.sortProducts)}
      {...hydrateFirstAt(WIDE_QUERY)}
      gap="1"
      wrap="wrap"
      borderBottomWidth="1px"
      borderColor="border.subtle"
      pb="2"
    >
      <Text fontWeight="semibold" fontSize="sm" me="2">
        {t(TEXT.sortBy)}
      </Text>
      {SORT_ORDERS.map((option) => (
        <Button
          key={option}
          size="sm"
          variant="ghost"
          aria-pressed={option === order}
          color={option === order ? 'brand.fg' : 'fg.default'}
          fontWeight={option === order ? 'bold' : 'normal'}
          borderWidth="0"
          borderBottomWidth="2px"
          borderBottomColor={option === order ? 'brand.solid' : 'transparent'}
          rounded="none"
          onClick={() => onSort(option)}
        >
          {t(SORT_LABELS[option])}
        </Button>
      ))}
    </HStack>
  );
}

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
}

function Sheet({ open, onOpenChange, title, children }: SheetProps) {
  const { t } = useI18n();
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      placement="center"
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content mx="4">
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">{children}</Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t(TEXT.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

/**
 * A radio group whose choice takes effect at once. `onPick` runs when the shopper confirms a
 * choice: a click or tap on an option, or Enter or Space. Arrow keys only move the choice, as
 * in any radio group, so a keyboard user can pass over options without the dialog closing.
 */
function Choices({
  name,
  label,
  options,
  value,
  onChange,
  onPick,
}: {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  value: string | null;
  onChange: (value: string) => void;
  onPick?: () => void;
}) {
  return (
    <RadioGroup.Root
      name={name}
      aria-label={label}
      value={value}
      onValueChange={(details) => {
        if (details.value) onChange(details.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onPick?.();
      }}
    >
      <Stack gap="3">
        {options.map((option) => (
          <RadioGroup.Item
            key={option.value}
            value={option.value}
            cursor="pointer"
            // A pointer click has a click count; the clicks a radio gets from the keyboard do not.
            onClick={(event) => {
              if (event.detail > 0) onPick?.();
            }}
          >
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </Stack>
    </RadioGroup.Root>
  );
}

function isSortOrder(value: string): value is SortOrder {
  return (SORT_ORDERS as readonly string[]).includes(value);
}

/**
 * Small screens: a Filter button and a Sort button, each opening a dialog (spec §2). The filter
 * dialog holds `filters`, which apply as they are chosen, so it stays open for more; choosing an
 * order sorts, and picking it (click, tap, Enter or Space) closes the dialog.
 */
export function SmallScreenControls({
  order,
  onSort,
  filters,
}: SortProps & {
  /** The filter dialog's controls. */
  filters: ReactNode;
}) {
  const { t } = useI18n();
  const [open, setOpen] = useState<'filter' | 'sort' | null>(null);
  const onOpenChange = (dialog: 'filter' | 'sort') => (isOpen: boolean) =>
    setOpen(isOpen ? dialog : null);

  return (
    <HStack gap="0" borderWidth="1px" borderColor="border.subtle" bg="bg.surface">
      <Button flex="1" variant="ghost" rounded="none" onClick={() => setOpen('filter')}>
        {t(TEXT.filter)}
      </Button>
      <Button
        flex="1"
        variant="ghost"
        rounded="none"
        borderStartWidth="1px"
        borderColor="border.subtle"
        onClick={() => setOpen('sort')}
      >
        {t(TEXT.sort)}
      </Button>
      <Sheet open={open === 'sort'} onOpenChange={onOpenChange('sort')} title={t(TEXT.sortBy)}>
        <Choices
          name="sort"
          label={t(TEXT.sortBy)}
          options={SORT_ORDERS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
          value={order}
          onChange={(value) => {
            if (isSortOrder(value)) onSort(value);
          }}
          onPick={() => setOpen(null)}
        />
      </Sheet>
      <Sheet open={open === 'filter'} onOpenChange={onOpenChange('filter')} title={t(TEXT.filters)}>
        {filters}
      </Sheet>
    </HStack>
  );
}
