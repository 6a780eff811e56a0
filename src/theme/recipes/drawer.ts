import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's drawer recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const drawerRecipe = chakraTheme('drawerSlotRecipe');
