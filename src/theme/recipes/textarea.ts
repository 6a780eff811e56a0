import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's textarea recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const textareaRecipe = chakraTheme('textareaRecipe');
