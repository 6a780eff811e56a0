import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  containerRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  tableSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
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
      // Nested, not dotted keys: `colorPalette="brand"` only finds brand.solid, brand.contrast...
      // as children of `brand`, and a nested fg.muted overrides Chakra's own instead of
      // shadowing it under a second name.
      colors: {
        bg: {
          canvas: { value: '#f1f3f6' },
          surface: { value: 'white' },
        },
        fg: {
          default: { value: '#212121' },
          muted: { value: '#5f6368' },
          inverted: { value: 'white' },
        },
        border: {
          subtle: { value: '#e0e0e0' },
        },
        focusRing: { value: '{colors.brand.700}' },
        brand: {
          solid: { value: '{colors.brand.500}' },
          emphasized: { value: '{colors.brand.600}' },
          fg: { value: '{colors.brand.700}' },
          subtle: { value: '{colors.brand.50}' },
          contrast: { value: 'white' },
          muted: { value: '{colors.brand.100}' },
          border: { value: '{colors.brand.500}' },
          focusRing: { value: '{colors.brand.700}' },
        },
        deal: {
          fg: { value: '{colors.deal.700}' },
        },
        accent: {
          solid: { value: '{colors.saffron.500}' },
        },
        navbar: {
          bg: {
            home: { value: 'white' },
            default: { value: '{colors.brand.500}' },
          },
          fg: {
            home: { value: '#212121' },
            default: { value: 'white' },
          },
        },
        footer: {
          bg: { value: '#172337' },
          fg: { value: 'white' },
          muted: { value: '#a3aab5' },
          border: { value: '#454d5e' },
        },
      },
    },
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      container: containerRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      separator: separatorRecipe,
      skeleton: skeletonRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      accordion: accordionSlotRecipe,
      alert: alertSlotRecipe,
      breadcrumb: breadcrumbSlotRecipe,
      card: cardSlotRecipe,
      checkbox: checkboxSlotRecipe,
      collapsible: collapsibleSlotRecipe,
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      list: listSlotRecipe,
      radioGroup: radioGroupSlotRecipe,
      table: tableSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

/**
 * Chakra's design foundations (CSS reset, spacing, sizes, radii, shadows, breakpoints, z-indices,
 * the bg/fg/border semantic colours): every recipe above refers to them, so without them `p="4"`,
 * `hideBelow="lg"` or a Dialog's panel background resolve to nothing. They hold no component
 * styles, so the "only the recipes in use" rule is unaffected.
 */
const foundations = defineConfig({
  // The CSS reset and Chakra's base element styles (body font, border colour, placeholders).
  preflight: true,
  globalCss,
  theme: {
    tokens,
    semanticTokens,
    breakpoints,
    keyframes,
    textStyles,
    layerStyles,
    animationStyles,
  },
});

export const system = createSystem(defaultBaseConfig, foundations, config);
