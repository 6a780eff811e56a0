import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's checkbox recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const checkboxRecipe = chakraTheme('checkboxSlotRecipe');
