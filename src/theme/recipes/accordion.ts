import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's accordion recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const accordionRecipe = chakraTheme('accordionSlotRecipe');
