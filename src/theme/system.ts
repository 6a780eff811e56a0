import {
  createSystem,
  createSystemSteps,
  defaultBaseConfig,
  defineConfig,
  type RecipeDefinition,
  type SystemConfig,
  type SystemContext,
} from '@chakra-ui/react';
import type { SerializedStyles } from '@emotion/react';
import { chakraTheme } from './chakra-theme' with { type: 'macro' };
import { pageHasThemeGlobalStyles, themeGlobalStyles } from './global-styles';
import { acceptLazyRecipes } from './lazy-recipes';
import { FONT_STACK } from './fonts';
import { chakraFoundations } from './chakra-foundations' with { type: 'macro' };
import { withoutUnusedConditions } from './unused';

/**
 * Chakra's solid buttons lighten on hover (`colorPalette.solid/90`), which takes white text under
 * 4.5:1 on every palette of the store (brand 4.15:1, orange 4.42:1, green 4.17:1). This one
 * darkens instead, with a 10% black layer over the palette's own colour: the text's contrast
 * rises, for every palette, with no colour to add per palette.
 */
function solidHoverDarkens(recipe: RecipeDefinition): RecipeDefinition {
  const darker = {
    bg: 'colorPalette.solid',
    backgroundImage: 'linear-gradient(rgba(0, 0, 0, 0.1), rgba(0, 0, 0, 0.1))',
  };
  const { variant } = recipe.variants ?? {};
  return {
    ...recipe,
    variants: {
      ...recipe.variants,
      variant: { ...variant, solid: { ...variant?.solid, _hover: darker, _expanded: darker } },
    },
  };
}

/**
 * The storefront's Chakra system: the base preset (tokens, conditions, utilities) plus only the
 * recipes the first load's own components render (the navigation bar, footer, search box, error
 * screen; a Button's loading spinner). The recipes only lazily loaded modules use are registered
 * by those modules (./lazy-recipes), and Chakra's others never reach the bundle. Components style
 * themselves through the semantic tokens below, never raw colours.
 */
const config = defineConfig({
  globalCss: {
    'html, body': { bg: 'bg.canvas', color: 'fg.default' },
    // Devanagari's vowel signs reach above the headline and below the letters (ि ी ु ू ृ): the
    // text styles' Latin line heights (1.25 to 1.5) clip or overlap them. A Hindi page sets its
    // own, important so the recipes' text styles (a later layer) and style props keep to it; a
    // box that clamps its lines sizes itself in these heights.
    'html[lang=hi] body, html[lang=hi] body *': { lineHeight: '1.6 !important' },
    'html[lang=hi] :is(h1, h2, h3, h4, h5, h6), html[lang=hi] :is(h1, h2, h3, h4, h5, h6) *': {
      lineHeight: '1.4 !important',
    },
    // A dark ring with a light band inside it: one of the two stands out on every surface
    // (white pages, the blue navigation bar, the dark footer), at 3:1 or more (WCAG 1.4.11).
    '*:focus-visible': {
      outline: '2px solid',
      outlineColor: 'focusRing',
      outlineOffset: '2px',
      boxShadow: '0 0 0 2px {colors.bg.surface}',
    },
    // Animations are cut to a moment rather than removed, so components that wait for their
    // `animationend` (Zag's presence: dialogs, menus) still finish. Transitions are switched off:
    // a 0.01ms duration would turn every style change of every element into a transition (the
    // initial `transition-property` is `all`), and a `visibility` change would then show its old
    // value until the next frame (the cart badge stayed hidden after 'Cart, 1 item').
    '*, *::before, *::after': {
      _motionReduce: {
        animationDuration: '0.01ms !important',
        animationIterationCount: '1 !important',
        transitionDuration: '0s !important',
        transitionDelay: '0s !important',
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
          // A shade darker than the classic #2874f0, which gives white text 4.33:1; this is
          // 4.94:1 (WCAG AA wants 4.5:1 for the navbar's and the buttons' white text).
          500: { value: '#226be0' },
          600: { value: '#1f5fc9' },
          700: { value: '#174a9e' },
        },
        saffron: { 500: { value: '#ff9f00' }, 600: { value: '#e08a00' } },
        deal: { 600: { value: '#26803a' }, 700: { value: '#1d6a2f' } },
      },
      fonts: {
        body: { value: FONT_STACK },
        heading: { value: FONT_STACK },
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
          // Chakra's red.500 gives 3.76:1 on white; red.600 gives 4.83:1.
          error: { value: '{colors.red.600}' },
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
        // Chakra's solid orange and green (the 600 shades) give white text 3.56:1 and 3.3:1;
        // the 700 shades give 5.18:1 and 5.02:1. Every palette's focus ring is the one ring of
        // the store: Chakra's light ones (gray.400, green.500...) fall under 3:1 on white.
        gray: {
          focusRing: { value: '{colors.focusRing}' },
        },
        red: {
          focusRing: { value: '{colors.focusRing}' },
        },
        blue: {
          focusRing: { value: '{colors.focusRing}' },
        },
        orange: {
          solid: { value: '{colors.orange.700}' },
          focusRing: { value: '{colors.focusRing}' },
        },
        green: {
          solid: { value: '{colors.green.700}' },
          focusRing: { value: '{colors.focusRing}' },
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
          // Darkens what it covers: white text on the blue bar keeps its contrast under hover.
          hover: { value: '{colors.blackAlpha.200}' },
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
      badge: chakraTheme('badgeRecipe'),
      button: solidHoverDarkens(chakraTheme('buttonRecipe')),
      heading: chakraTheme('headingRecipe'),
      input: chakraTheme('inputRecipe'),
      link: chakraTheme('linkRecipe'),
      spinner: chakraTheme('spinnerRecipe'),
    },
  },
});

const { tokens, semanticTokens, keyframes, layerStyles } = chakraFoundations();

/**
 * Chakra's design foundations (CSS reset, spacing, sizes, radii, shadows, breakpoints, z-indices,
 * the bg/fg/border semantic colours): every recipe above refers to them, so without them `p="4"`,
 * `hideBelow="lg"` or a Dialog's panel background resolve to nothing. They hold no component
 * styles, so the "only the recipes in use" rule is unaffected.
 */
const foundations = defineConfig({
  // The CSS reset and Chakra's base element styles (body font, border colour, placeholders).
  preflight: true,
  globalCss: chakraTheme('globalCss'),
  theme: {
    tokens,
    semanticTokens,
    breakpoints: chakraTheme('breakpoints'),
    keyframes,
    textStyles: chakraTheme('textStyles'),
    layerStyles,
  },
});

/** Chakra's conditions, utilities and CSS variable prefix, less the conditions no style uses (./unused). */
const base = defineConfig({
  ...defaultBaseConfig,
  conditions: withoutUnusedConditions(defaultBaseConfig.conditions),
});

/** What createSystem merges, in order (exported for the benchmark, scripts/bench-system.ts). */
export const SYSTEM_CONFIGS: readonly SystemConfig[] = [base, foundations, config];

/** The system, and the global CSS it leaves to a <Global> (null where the page has it). */
interface Theme {
  system: SystemContext;
  globalStyles: SerializedStyles | null;
}

let theme: Theme | undefined;

/**
 * The system and its global CSS, created at their first use: the browser's start-up makes them
 * in steps beforehand (prepareTheme), the server and tests at the first render
 * (src/app/providers.tsx).
 * The theme's global CSS (reset, global CSS, every token's CSS variable) is built when the
 * system's `_global` is first read: Chakra builds it inside createSystem, 60% of its time, and
 * patches/@chakra-ui+react+3.37.0.patch defers it to the first read (README, Performance). Where
 * the server rendered that CSS, the page keeps it (./global-styles) and it is never built here.
 * The system writes no global block of its own (an empty `_global`).
 */
function getTheme(): Theme {
  if (theme) return theme;
  return themeOf(createSystem(...SYSTEM_CONFIGS));
}

function themeOf(system: SystemContext): Theme {
  const globalStyles = pageHasThemeGlobalStyles() ? null : themeGlobalStyles(system._global);
  system._global = [];
  theme = { system: acceptLazyRecipes(system), globalStyles };
  return theme;
}

/**
 * Creates the system before the first render, in tasks of its own: creating it processes every
 * config and token, about 70 ms on a 4x slowed phone CPU in one piece, so the patched Chakra
 * makes it in steps (merging the configs, the token dictionary, the rest) and the browser may
 * handle input and paint between them (issue 27): `yieldToBrowser` resolves in a task of its
 * own (src/lib/yield-to-browser.ts; passed in, the theme being below src/lib).
 */
export async function prepareTheme(yieldToBrowser: () => Promise<void>): Promise<void> {
  if (theme) return;
  const steps = createSystemSteps(...SYSTEM_CONFIGS);
  let step = steps.next();
  while (!step.done) {
    await yieldToBrowser();
    step = steps.next();
  }
  if (!theme) themeOf(step.value);
}

/** The storefront's Chakra system. */
export function getSystem(): SystemContext {
  return getTheme().system;
}

/**
 * The theme's global CSS (reset, global CSS, token variables, keyframes) for a <Global>; null
 * where the page already has the server's copy.
 */
export function getGlobalStyles(): SerializedStyles | null {
  return getTheme().globalStyles;
}
