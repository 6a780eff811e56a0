import { Box, Flex, Grid, IconButton, VisuallyHidden, type BoxProps } from '@chakra-ui/react';
import { memo, useId, useState, type ReactNode } from 'react';
import { useI18n } from '../i18n/i18n-context';
import { msg } from '../i18n/msg' with { type: 'macro' };
import { ChevronRightIcon } from './layout/icons';
import { useWideScreen } from './use-wide-screen';

/**
 * How a newly shown view or slide comes in: a short fade and slide from the side it came from,
 * in CSS (the theme's keyframes), so no animation library is downloaded. Nothing moves on the
 * first render, and the global reduced-motion rule cuts the animation to nothing for shoppers
 * who ask for less motion.
 */
export function slideIn(direction: -1 | 0 | 1, distance: string): BoxProps {
  if (direction === 0) return {};
  return {
    animationName: direction > 0 ? 'fade-in, slide-from-right' : 'fade-in, slide-from-left',
    animationDuration: '0.3s',
    animationTimingFunction: 'ease-out',
    css: { '--slide-from-right-distance': distance, '--slide-from-left-distance': distance },
  };
}

const TEXT = {
  previous: msg(/*i18n*/ { id: 'shell.carousel.previous', message: 'Previous' }),
  next: msg(/*i18n*/ { id: 'shell.carousel.next', message: 'Next' }),
  shown: msg(/*i18n*/ { id: 'shell.carousel.shown', message: 'Items {from} to {to} of {total}' }),
};

interface CarouselProps<T> {
  /** The id of the heading that names the carousel region. */
  labelledBy: string;
  items: readonly T[];
  /** How many items show at once below and from 768 px (spec §9: 2 or 6 for sections, 2 or 3 for brands). */
  perView: { narrow: number; wide: number };
  itemKey: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
}

interface CarouselItemProps<T> {
  render: (item: T, index: number) => ReactNode;
  item: T;
  index: number;
}

function CarouselItemContent<T>({ render, item, index }: CarouselItemProps<T>) {
  return render(item, index);
}

/**
 * One item's content. Memoised: when the width becomes known after hydration, React renders the
 * carousel again (in a transition), and the items' own content, unchanged, is left
 * as it is; only the row's layout follows the width (issue 27). memo() drops the type
 * parameter; the cast gives it back.
 */
const CarouselItem = memo(CarouselItemContent) as typeof CarouselItemContent;

/**
 * A row of `perView` items with previous and next buttons that move a whole view at a time.
 * Only the visible items are in the document, so hidden ones are neither tabbable nor
 * announced. The incoming view slides in (see slideIn).
 */
export function Carousel<T>({
  labelledBy,
  items,
  itemKey,
  renderItem,
  ...props
}: CarouselProps<T>) {
  const listId = useId();
  const { t } = useI18n();
  const wide = useWideScreen();
  // While the width is unknown (server HTML, hydration) the wide view renders and CSS trims it.
  const perView = wide === false ? props.perView.narrow : props.perView.wide;
  const byCss = wide === null;
  const [view, setView] = useState<{ start: number; direction: -1 | 0 | 1 }>({
    start: 0,
    direction: 0,
  });
  const lastStart = Math.max(0, items.length - perView);
  // A resize to more items per view can leave the stored start past the end.
  const start = Math.min(view.start, lastStart);
  const visible = items.slice(start, start + perView);
  const scrollable = items.length > (byCss ? props.perView.narrow : perView);
  const buttonDisplay =
    byCss && items.length <= perView ? { base: 'inline-flex', md: 'none' } : undefined;

  const move = (direction: 1 | -1) =>
    setView({
      start: Math.min(lastStart, Math.max(0, start + direction * perView)),
      direction,
    });

  const stepButton = (direction: 1 | -1) =>
    scrollable && (
      <IconButton
        aria-label={t(direction < 0 ? TEXT.previous : TEXT.next)}
        aria-controls={listId}
        display={buttonDisplay}
        variant="outline"
        size={{ base: 'xs', md: 'sm' }}
        rounded="full"
        disabled={direction < 0 ? start === 0 : start >= lastStart}
        onClick={() => move(direction)}
      >
        <ChevronRightIcon transform={direction < 0 ? 'scaleX(-1)' : undefined} />
      </IconButton>
    );

  return (
    <Box role="region" aria-roledescription="carousel" aria-labelledby={labelledBy}>
      <Flex align="center" gap={{ base: '1', md: '2' }}>
        {stepButton(-1)}
        <Box flex="1" minW="0" overflow="hidden">
          <Box key={start} {...slideIn(view.direction, '32px')}>
            <Grid
              as="ul"
              id={listId}
              listStyleType="none"
              gap="4"
              templateColumns={
                byCss
                  ? {
                      base: `repeat(${props.perView.narrow}, minmax(0, 1fr))`,
                      md: `repeat(${perView}, minmax(0, 1fr))`,
                    }
                  : `repeat(${perView}, minmax(0, 1fr))`
              }
            >
              {visible.map((item, offset) => (
                <Box
                  as="li"
                  key={itemKey(item, start + offset)}
                  display={
                    byCss && offset >= props.perView.narrow
                      ? { base: 'none', md: 'block' }
                      : undefined
                  }
                >
                  <CarouselItem render={renderItem} item={item} index={start + offset} />
                </Box>
              ))}
            </Grid>
          </Box>
        </Box>
        {stepButton(1)}
      </Flex>
      {scrollable && (
        <VisuallyHidden aria-live="polite">
          {t(TEXT.shown, {
            from: start + 1,
            to: start + visible.length,
            total: items.length,
          })}
        </VisuallyHidden>
      )}
    </Box>
  );
}
