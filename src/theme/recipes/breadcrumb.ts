import { chakraTheme } from '../chakra-theme' with { type: 'macro' };

/** Chakra's breadcrumb recipe, for registerRecipes (../lazy-recipes), in the chunks that render it. */
export const breadcrumbRecipe = chakraTheme('breadcrumbSlotRecipe');
