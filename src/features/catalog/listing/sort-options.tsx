import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { SORT_ORDERS, type SortOrder } from '../../../../machines/listing-sort.machine';
import { hydrateFirstAt } from '../../../components/hydrate-first';
import { WIDE_QUERY } from '../../../components/use-wide-screen';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { loadOnce } from '../../../lib/load-once';
import { afterNextPaint } from '../../../lib/yield-to-browser';
import type { ListingSheetsProps, SheetName } from './listing-sheets';
import { SORT_BY, SORT_LABELS } from './sort-labels';

const TEXT = {
  sortProducts: msg(/*i18n*/ { id: 'catalog.sort.nav-label', message: 'Sort products' }),
  filter: msg(/*i18n*/ { id: 'catalog.sort.filter-button', message: 'Filter' }),
  sort: msg(/*i18n*/ { id: 'catalog.sort.sort-button', message: 'Sort' }),
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
        {t(SORT_BY)}
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

type Sheets = ComponentType<ListingSheetsProps>;

/** The dialogs' chunk, fetched once; a failed download is fetched again at the next press. */
const loadSheets = loadOnce((): Promise<Sheets> =>
  import('./listing-sheets').then((module) => module.ListingSheets),
);

/**
 * Small screens: a Filter button and a Sort button, each opening a dialog (spec §2). The filter
 * dialog holds `filters`, which apply as they are chosen, so it stays open for more; choosing an
 * order sorts, and picking it (click, tap, Enter or Space) closes the dialog.
 *
 * The dialogs and their machinery (Chakra's dialog and radio group) are not part of the
 * listing's first load: they are fetched after the controls' first paint (these controls are
 * only hydrated on small screens), so they neither compete with the page's pictures and scripts
 * nor keep a shopper on a slow network waiting at the first press; hovering, focusing or
 * pressing a button fetches them sooner, and a dialog opens as soon as they are there. Closing
 * gives focus back to the button.
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
  const [open, setOpen] = useState<SheetName | null>(null);
  const [Sheets, setSheets] = useState<Sheets | null>(null);

  const prefetch = () => {
    loadSheets().catch(() => undefined);
  };
  useEffect(() => afterNextPaint(prefetch), []);
  const show = (sheet: SheetName) => () => {
    loadSheets().then(
      (loaded) => {
        setSheets(() => loaded);
        setOpen(sheet);
      },
      (error: unknown) => console.error(`The ${sheet} dialog could not be loaded`, error),
    );
  };
  const opens = (sheet: SheetName) => ({
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open === sheet,
    onPointerEnter: prefetch,
    onFocus: prefetch,
    onClick: show(sheet),
  });

  return (
    <HStack gap="0" borderWidth="1px" borderColor="border.subtle" bg="bg.surface">
      <Button flex="1" variant="ghost" rounded="none" {...opens('filter')}>
        {t(TEXT.filter)}
      </Button>
      <Button
        flex="1"
        variant="ghost"
        rounded="none"
        borderStartWidth="1px"
        borderColor="border.subtle"
        {...opens('sort')}
      >
        {t(TEXT.sort)}
      </Button>
      {Sheets ? (
        <Sheets
          open={open}
          onClose={() => setOpen(null)}
          order={order}
          onSort={onSort}
          filters={filters}
        />
      ) : null}
    </HStack>
  );
}
