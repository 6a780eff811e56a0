import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's container recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const containerRecipe = chakraTheme('containerRecipe');
