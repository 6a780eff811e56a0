import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's radio group recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const radioGroupRecipe = chakraTheme('radioGroupSlotRecipe');
