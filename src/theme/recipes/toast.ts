import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's toast recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const toastRecipe = chakraTheme('toastSlotRecipe');
