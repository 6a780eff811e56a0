import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's dialog recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const dialogRecipe = chakraTheme('dialogSlotRecipe');
