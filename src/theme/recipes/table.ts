import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's table recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const tableRecipe = chakraTheme('tableSlotRecipe');
