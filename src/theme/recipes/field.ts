import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's field recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const fieldRecipe = chakraTheme('fieldSlotRecipe');
