import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's alert recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const alertRecipe = chakraTheme('alertSlotRecipe');
