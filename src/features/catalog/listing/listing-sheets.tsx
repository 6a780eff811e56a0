import { CloseButton, Dialog, Portal, RadioGroup, Stack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { SORT_ORDERS, type SortOrder } from '../../../../machines/listing-sort.machine';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { dialogRecipe } from '../../../theme/recipes/dialog';
import { radioGroupRecipe } from '../../../theme/recipes/radio-group';
import { registerRecipes } from '../../../theme/lazy-recipes';
import { SORT_BY, SORT_LABELS } from './sort-labels';

registerRecipes({ dialog: dialogRecipe, radioGroup: radioGroupRecipe });

const TEXT = {
  close: msg(/*i18n*/ { id: 'catalog.sort.close', message: 'Close' }),
  filters: msg(/*i18n*/ { id: 'catalog.sort.filters-title', message: 'Filters' }),
};

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

export type SheetName = 'filter' | 'sort';

export interface ListingSheetsProps {
  /** The dialog shown, if any. */
  open: SheetName | null;
  onClose: () => void;
  order: SortOrder;
  onSort: (order: SortOrder) => void;
  /** The filter dialog's controls. */
  filters: ReactNode;
}

/**
 * The small screens' Sort and Filter dialogs: a chunk of their own, which
 * src/features/catalog/listing/sort-options.tsx fetches after its buttons' first paint, or when
 * a shopper reaches for them first.
 */
export function ListingSheets({ open, onClose, order, onSort, filters }: ListingSheetsProps) {
  const { t } = useI18n();
  const onOpenChange = (isOpen: boolean) => {
    if (!isOpen) onClose();
  };
  return (
    <>
      <Sheet open={open === 'sort'} onOpenChange={onOpenChange} title={t(SORT_BY)}>
        <Choices
          name="sort"
          label={t(SORT_BY)}
          options={SORT_ORDERS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
          value={order}
          onChange={(value) => {
            if (isSortOrder(value)) onSort(value);
          }}
          onPick={onClose}
        />
      </Sheet>
      <Sheet open={open === 'filter'} onOpenChange={onOpenChange} title={t(TEXT.filters)}>
        {filters}
      </Sheet>
    </>
  );
}
