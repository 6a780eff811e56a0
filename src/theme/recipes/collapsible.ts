import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's collapsible recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const collapsibleRecipe = chakraTheme('collapsibleSlotRecipe');
