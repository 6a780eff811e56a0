import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's list recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const listRecipe = chakraTheme('listSlotRecipe');
