import { Box, chakra, Flex, Grid, Link, type LinkProps } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import type { CategoryNode } from '../../api/types';
import { useI18n } from '../../i18n/i18n-context';
import { useCategoryName } from '../../i18n/use-category-name';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { MEGA_MENU_COLUMNS } from '../../lib/constants';
import { AwaitList } from '../await-read';
import { useCategories } from '../use-categories';
import { DeadLink } from './dead-link';
import { ChevronDownIcon, ChevronRightIcon } from './icons';
import { panelItemStyles } from './nav-link-styles';
import { useHoverDisclosure } from './use-hover-disclosure';

const TEXT = {
  categories: msg(/*i18n*/ { id: 'shell.category-bar.categories', message: 'Categories' }),
  subcategories: msg(
    /*i18n*/ { id: 'shell.category-bar.subcategories', message: '{name} subcategories' },
  ),
  flights: msg(/*i18n*/ { id: 'shell.category-bar.flights', message: 'Flights' }),
  offerZone: msg(/*i18n*/ { id: 'shell.category-bar.offer-zone', message: 'Offer Zone' }),
};

const barItemStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  px: '2',
  py: '2.5',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.default',
  whiteSpace: 'nowrap',
  textDecoration: 'none',
  _hover: { color: 'brand.fg', textDecoration: 'none' },
} as const;

const toggleStyles = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSize: '7',
  color: 'fg.muted',
  borderRadius: 'sm',
  cursor: 'pointer',
  _hover: { color: 'brand.fg', bg: 'brand.subtle' },
} as const;

/** A link to a category's listing, named by the category; the bar and its dropdowns style it. */
function CategoryLink({
  category,
  onClick,
  ...style
}: {
  category: Pick<CategoryNode, 'slug' | 'name'>;
  onClick?: () => void;
} & Omit<LinkProps, 'asChild' | 'children' | 'onClick'>) {
  const categoryName = useCategoryName();
  return (
    <Link asChild {...style}>
      <RouterLink to="/cat/$slug" params={{ slug: category.slug }} onClick={onClick}>
        {categoryName(category)}
      </RouterLink>
    </Link>
  );
}

/** The button beside a category that opens its dropdown, named after the category. */
function SubmenuToggle({
  category,
  triggerProps,
  children,
}: {
  category: Pick<CategoryNode, 'slug' | 'name'>;
  triggerProps: ReturnType<typeof useHoverDisclosure>['triggerProps'];
  children: ReactNode;
}) {
  const { t } = useI18n();
  const categoryName = useCategoryName();
  const label = t(TEXT.subcategories, { name: categoryName(category) });
  return (
    <chakra.button {...triggerProps} aria-label={label} css={toggleStyles}>
      {children}
    </chakra.button>
  );
}

/**
 * The desktop category bar (spec §2): top-level categories from api/categories/ link to
 * /cat/{slug}; one with subcategories also opens a mega dropdown listing them in 3 columns, and a
 * subcategory with its own subcategories opens a nested dropdown. 'Flights' and 'Offer Zone' are
 * the documented placeholders that go nowhere. A failed fetch is only logged; the list stays
 * empty.
 */
export function CategoryBar() {
  const categories = useCategories();
  const { t } = useI18n();
  const [openSlug, setOpenSlug] = useState<string | null>(null);

  return (
    <Box
      as="nav"
      aria-label={t(TEXT.categories)}
      position="relative"
      bg="bg.surface"
      borderBottomWidth="1px"
      borderColor="border.subtle"
      boxShadow="xs"
    >
      <Flex
        as="ul"
        listStyleType="none"
        m="0"
        maxW="7xl"
        mx="auto"
        px="4"
        h="11"
        align="center"
        // One row of fixed height, scrolling sideways when it does not fit: the bar never grows
        // when the categories arrive, so nothing below it shifts. The dropdown panels are
        // positioned against the nav, outside this scroller, so they are not clipped by it.
        justifyContent="safe center"
        wrap="nowrap"
        overflowX="auto"
        overflowY="hidden"
        scrollbarWidth="thin"
        columnGap="3"
      >
        <AwaitList read={categories}>
          {(list) =>
            list.map((category) =>
              category.subcategories.length > 0 ? (
                <MegaItem
                  key={category.id}
                  category={category}
                  open={openSlug === category.slug}
                  onOpenChange={(open) =>
                    setOpenSlug((current) =>
                      open ? category.slug : current === category.slug ? null : current,
                    )
                  }
                />
              ) : (
                <chakra.li key={category.id} flexShrink="0">
                  <CategoryLink category={category} css={barItemStyles} />
                </chakra.li>
              ),
            )
          }
        </AwaitList>
        <chakra.li flexShrink="0">
          <DeadLink css={barItemStyles}>{t(TEXT.flights)}</DeadLink>
        </chakra.li>
        <chakra.li flexShrink="0">
          <DeadLink css={barItemStyles}>{t(TEXT.offerZone)}</DeadLink>
        </chakra.li>
      </Flex>
    </Box>
  );
}

interface MegaItemProps {
  category: CategoryNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

function MegaItem({ category, open, onOpenChange }: MegaItemProps) {
  const disclosure = useHoverDisclosure({ open, onOpenChange });
  const close = () => disclosure.setOpen(false);
  return (
    <chakra.li display="flex" alignItems="center" flexShrink="0" {...disclosure.rootProps}>
      <CategoryLink
        category={category}
        onClick={close}
        css={barItemStyles}
        pe="0.5"
        color={open ? 'brand.fg' : undefined}
      />
      <SubmenuToggle category={category} triggerProps={disclosure.triggerProps}>
        <ChevronDownIcon
          transition="transform 0.15s"
          transform={open ? 'rotate(180deg)' : undefined}
        />
      </SubmenuToggle>
      {/* Positioned against the whole bar: a full-width mega panel under it. */}
      <Box
        {...disclosure.panelProps}
        position="absolute"
        top="100%"
        insetX="0"
        zIndex="dropdown"
        bg="bg.surface"
        borderTopWidth="1px"
        borderColor="border.subtle"
        boxShadow="lg"
      >
        <Grid
          as="ul"
          listStyleType="none"
          m="0"
          maxW="7xl"
          mx="auto"
          px="6"
          py="4"
          gap="1"
          templateColumns={`repeat(${MEGA_MENU_COLUMNS}, minmax(0, 1fr))`}
          data-testid={`mega-menu-${category.slug}`}
        >
          {category.subcategories.map((sub, index) => (
            <chakra.li key={sub.id} minW="0">
              {sub.subcategories.length > 0 ? (
                <NestedItem
                  category={sub}
                  onNavigate={close}
                  // The last column opens its nested dropdown leftwards, inside the viewport.
                  side={index % MEGA_MENU_COLUMNS === MEGA_MENU_COLUMNS - 1 ? 'start' : 'end'}
                />
              ) : (
                <CategoryLink category={sub} onClick={close} css={panelItemStyles} />
              )}
            </chakra.li>
          ))}
        </Grid>
      </Box>
    </chakra.li>
  );
}

/** A subcategory with subcategories of its own: a link plus a nested dropdown listing them. */
interface NestedItemProps {
  category: CategoryNode;
  onNavigate: () => void;
  side: 'start' | 'end';
}

function NestedItem({ category, onNavigate, side }: NestedItemProps) {
  const disclosure = useHoverDisclosure();
  return (
    <Box position="relative" display="inline-flex" alignItems="center" {...disclosure.rootProps}>
      <CategoryLink
        category={category}
        onClick={onNavigate}
        css={panelItemStyles}
        w="auto"
        pe="1"
      />
      <SubmenuToggle category={category} triggerProps={disclosure.triggerProps}>
        <ChevronRightIcon />
      </SubmenuToggle>
      <chakra.ul
        {...disclosure.panelProps}
        position="absolute"
        top="0"
        {...(side === 'end' ? { left: '100%' } : { right: '100%' })}
        zIndex="dropdown"
        minW="52"
        m="0"
        py="2"
        listStyleType="none"
        bg="bg.surface"
        borderRadius="md"
        borderWidth="1px"
        borderColor="border.subtle"
        boxShadow="lg"
      >
        {category.subcategories.map((child) => (
          <li key={child.id}>
            <CategoryLink category={child} onClick={onNavigate} css={panelItemStyles} />
          </li>
        ))}
      </chakra.ul>
    </Box>
  );
}
