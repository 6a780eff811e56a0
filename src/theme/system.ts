import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  badgeRecipe,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  headingRecipe,
  linkRecipe,
  listSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
} from '@chakra-ui/react/theme';

/**
 * The storefront's Chakra system: the base preset (tokens, conditions, utilities) plus only the
 * recipes the screens use, so unused component styles never reach the bundle. Components style
 * themselves through the semantic tokens below, never raw colours.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg.default' },
    '*:focus-visible': { outline: '2px solid', outlineColor: 'focusRing', outlineOffset: '2px' },
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0.01ms !important',
        scrollBehavior: 'auto !important',
      },
    },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#eaf2fe' },
          100: { value: '#c9dcfc' },
          500: { value: '#2874f0' },
          600: { value: '#1f5fc9' },
          700: { value: '#174a9e' },
        },
        saffron: { 500: { value: '#ff9f00' }, 600: { value: '#e08a00' } },
        deal: { 600: { value: '#26803a' }, 700: { value: '#1d6a2f' } },
      },
      fonts: {
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif' },
      },
    },
    semanticTokens: {
      colors: {
        'bg.canvas': { value: '#f1f3f6' },
        'bg.surface': { value: 'white' },
        'fg.default': { value: '#212121' },
        'fg.muted': { value: '#5f6368' },
        'fg.inverted': { value: 'white' },
        'border.subtle': { value: '#e0e0e0' },
        focusRing: { value: '{colors.brand.700}' },
        'brand.solid': { value: '{colors.brand.500}' },
        'brand.emphasized': { value: '{colors.brand.600}' },
        'brand.fg': { value: '{colors.brand.700}' },
        'brand.subtle': { value: '{colors.brand.50}' },
        'brand.contrast': { value: 'white' },
        'brand.muted': { value: '{colors.brand.100}' },
        'brand.focusRing': { value: '{colors.brand.700}' },
        'deal.fg': { value: '{colors.deal.700}' },
        'accent.solid': { value: '{colors.saffron.500}' },
        'navbar.bg.home': { value: 'white' },
        'navbar.fg.home': { value: '#212121' },
        'navbar.bg.default': { value: '{colors.brand.500}' },
        'navbar.fg.default': { value: 'white' },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
    },
    slotRecipes: {
      alert: alertSlotRecipe,
      card: cardSlotRecipe,
      list: listSlotRecipe,
      table: tableSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
