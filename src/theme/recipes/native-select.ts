import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's native select recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const nativeSelectRecipe = chakraTheme('nativeSelectSlotRecipe');
