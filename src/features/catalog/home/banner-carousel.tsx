import { Box, Button, chakra, Flex, HStack, IconButton, Image } from '@chakra-ui/react';
import { useEffect, useId, useState, type FocusEvent, type ReactNode } from 'react';
import type { Banner } from '../../../api';
import { ApiLink } from '../../../components/api-link';
import { slideIn } from '../../../components/carousel';
import { StatusText } from '../../../components/status-text';
import { ChevronRightIcon } from '../../../components/layout/icons';
import { useMediaMatch } from '../../../components/use-wide-screen';
import { useI18n } from '../../../i18n/i18n-context';
import { pictureSources } from '../../../lib/picture-sources';
import { msg } from '../../../i18n/msg' with { type: 'macro' };

const TEXT = {
  offers: msg(/*i18n*/ { id: 'catalog.banner.label', message: 'Offers' }),
  slideOf: msg(/*i18n*/ { id: 'catalog.banner.slide-of', message: '{number} of {count}' }),
  offer: msg(/*i18n*/ { id: 'catalog.banner.offer-alt', message: 'Offer {number}' }),
  pauseShow: msg(/*i18n*/ { id: 'catalog.banner.pause-label', message: 'Pause slide show' }),
  playShow: msg(/*i18n*/ { id: 'catalog.banner.play-label', message: 'Play slide show' }),
  pause: msg(/*i18n*/ { id: 'catalog.banner.pause', message: 'Pause' }),
  play: msg(/*i18n*/ { id: 'catalog.banner.play', message: 'Play' }),
  choose: msg(/*i18n*/ { id: 'catalog.banner.choose-label', message: 'Choose a slide' }),
  slide: msg(/*i18n*/ { id: 'catalog.banner.slide', message: 'Slide {number}' }),
  previous: msg(/*i18n*/ { id: 'catalog.banner.previous', message: 'Previous slide' }),
  next: msg(/*i18n*/ { id: 'catalog.banner.next', message: 'Next slide' }),
};

/** How long each banner shows while the carousel rotates on its own. */
export const BANNER_INTERVAL_MS = 5000;
const BANNER_WIDTH = 1600;
const BANNER_HEIGHT = 400;
/** The banner spans the page's width, less its margins. */
const BANNER_SIZES = 'calc(100vw - 16px)';

/**
 * A message in the carousel's place, as tall as a slide plus its controls row, so the banners
 * arriving move nothing below them.
 */
export function BannerFrame({ children }: { children: ReactNode }) {
  return (
    <Box bg="bg.surface" mb="4" pb="12">
      <StatusText
        aspectRatio={`${BANNER_WIDTH} / ${BANNER_HEIGHT}`}
        py="0"
        display="flex"
        alignItems="center"
        justifyContent="center"
      >
        {children}
      </StatusText>
    </Box>
  );
}

function PauseIcon({ playing }: { playing: boolean }) {
  return (
    <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
      {playing ? (
        <path d="M7 5h3v14H7zM14 5h3v14h-3z" fill="currentColor" />
      ) : (
        <path d="M8 5v14l11-7z" fill="currentColor" />
      )}
    </svg>
  );
}

/**
 * The home banners, one at a time (WAI-ARIA carousel pattern). It rotates on its own unless the
 * shopper paused it with the visible Pause button; pointer hover or keyboard focus inside
 * pauses it for as long as they last. A shopper who prefers reduced motion gets no slide
 * animation and starts paused (Play starts the rotation).
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const { t } = useI18n();
  const slidesId = useId();
  // Unknown (null) in the server's HTML and its hydration: it shows the rotating state there.
  const reduceMotion = useMediaMatch('(prefers-reduced-motion: reduce)');
  const [slide, setSlide] = useState<{ index: number; direction: -1 | 0 | 1 }>({
    index: 0,
    direction: 0,
  });
  const [chosen, setPlaying] = useState<boolean | null>(null);
  const playing = chosen ?? reduceMotion !== true;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const count = banners.length;
  const index = Math.min(slide.index, count - 1);
  const rotating = playing && !hovered && !focused && count > 1;

  const go = (target: number, direction: 1 | -1) =>
    setSlide({ index: (target + count) % count, direction });

  useEffect(() => {
    if (!rotating) return;
    const timer = setTimeout(
      () => setSlide((current) => ({ index: (current.index + 1) % count, direction: 1 })),
      BANNER_INTERVAL_MS,
    );
    return () => clearTimeout(timer);
  }, [rotating, slide, count]);

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  };

  const banner = banners[index];
  if (!banner) return null;

  return (
    <Box
      as="section"
      role="region"
      aria-roledescription="carousel"
      aria-label={t(TEXT.offers)}
      position="relative"
      bg="bg.surface"
      mb="4"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <Box id={slidesId} aria-live={rotating ? 'off' : 'polite'} overflow="hidden">
        <Box
          key={index}
          role="group"
          aria-roledescription="slide"
          aria-label={t(TEXT.slideOf, { number: index + 1, count })}
          {...slideIn(slide.direction, '48px')}
        >
          <ApiLink href={banner.link}>
            <Image
              {...pictureSources(banner.image_url, BANNER_SIZES)}
              alt={banner.title ?? t(TEXT.offer, { number: index + 1 })}
              htmlWidth={BANNER_WIDTH}
              htmlHeight={BANNER_HEIGHT}
              w="full"
              h="auto"
              aspectRatio={`${BANNER_WIDTH} / ${BANNER_HEIGHT}`}
              objectFit="cover"
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
          </ApiLink>
        </Box>
      </Box>
      {count > 1 && (
        <Flex justify="space-between" align="center" px="2" py="2" gap="2" wrap="wrap">
          <Button
            size="xs"
            variant="outline"
            onClick={() => setPlaying(!playing)}
            aria-label={t(playing ? TEXT.pauseShow : TEXT.playShow)}
          >
            <PauseIcon playing={playing} />
            {t(playing ? TEXT.pause : TEXT.play)}
          </Button>
          <HStack gap="1" aria-label={t(TEXT.choose)} role="group">
            {banners.map((item, dot) => (
              <chakra.button
                type="button"
                key={item.id}
                aria-label={t(TEXT.slide, { number: dot + 1 })}
                aria-current={dot === index ? 'true' : undefined}
                aria-controls={slidesId}
                onClick={() => go(dot, dot < index ? -1 : 1)}
                display="flex"
                alignItems="center"
                justifyContent="center"
                w="6"
                h="6"
                rounded="full"
                cursor="pointer"
              >
                <Box
                  w="2.5"
                  h="2.5"
                  rounded="full"
                  bg={dot === index ? 'brand.solid' : 'fg.muted'}
                />
              </chakra.button>
            ))}
          </HStack>
          <HStack gap="2">
            <IconButton
              aria-label={t(TEXT.previous)}
              aria-controls={slidesId}
              size="xs"
              variant="outline"
              rounded="full"
              onClick={() => go(index - 1, -1)}
            >
              <ChevronRightIcon transform="scaleX(-1)" />
            </IconButton>
            <IconButton
              aria-label={t(TEXT.next)}
              aria-controls={slidesId}
              size="xs"
              variant="outline"
              rounded="full"
              onClick={() => go(index + 1, 1)}
            >
              <ChevronRightIcon />
            </IconButton>
          </HStack>
        </Flex>
      )}
    </Box>
  );
}
