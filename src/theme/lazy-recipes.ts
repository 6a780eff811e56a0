import type { RecipeDefinition, SlotRecipeConfig, SystemContext } from '@chakra-ui/react';

/**
 * The Chakra recipes that only lazily loaded modules render: forms, dialogs, the menu drawer,
 * toasts, tables, accordions... Kept out of the theme (./system), they stay out of the first load
 * and out of createSystem's work. The module that renders such a component registers its recipe
 * when its chunk is evaluated, before any render (on the server too, where the chunk is imported
 * before the page renders): the system looks a recipe up by its key at the first render that uses
 * it, so a recipe registered by then styles the component exactly as one in the theme would.
 */
interface LazyRecipes {
  container: RecipeDefinition;
  textarea: RecipeDefinition;
  accordion: SlotRecipeConfig;
  alert: SlotRecipeConfig;
  breadcrumb: SlotRecipeConfig;
  checkbox: SlotRecipeConfig;
  collapsible: SlotRecipeConfig;
  dialog: SlotRecipeConfig;
  drawer: SlotRecipeConfig;
  field: SlotRecipeConfig;
  list: SlotRecipeConfig;
  nativeSelect: SlotRecipeConfig;
  radioGroup: SlotRecipeConfig;
  table: SlotRecipeConfig;
  toast: SlotRecipeConfig;
}

type LazyRecipeKey = keyof LazyRecipes;

const registered: Partial<LazyRecipes> = {};
let liveSystem: SystemContext | undefined;

function addTo(system: SystemContext, recipes: Partial<LazyRecipes>): void {
  // The object the system reads its recipes from (createSystem keeps a reference to it).
  const theme = (system._config.theme ??= {});
  for (const [key, recipe] of Object.entries(recipes)) {
    if ('slots' in recipe) (theme.slotRecipes ??= {})[key] = recipe;
    else (theme.recipes ??= {})[key] = recipe;
  }
}

/** Call at the top level of the module that renders the components, e.g. `{ dialog: dialogSlotRecipe }`. */
export function registerRecipes(recipes: Partial<LazyRecipes>): void {
  Object.assign(registered, recipes);
  if (liveSystem) addTo(liveSystem, recipes);
}

/**
 * The system caches a recipe's style function by key at its first use, so a component rendered
 * before its recipe was registered stays unstyled for good. Outside production builds that render
 * says so (tests fail on console errors), naming the recipe to register.
 */
function reportUnregisteredUse(system: SystemContext): void {
  const lazyKeys: Record<LazyRecipeKey, true> = {
    container: true,
    textarea: true,
    accordion: true,
    alert: true,
    breadcrumb: true,
    checkbox: true,
    collapsible: true,
    dialog: true,
    drawer: true,
    field: true,
    list: true,
    nativeSelect: true,
    radioGroup: true,
    table: true,
    toast: true,
  };
  const check = (key: string) => {
    if (Object.hasOwn(lazyKeys, key) && !Object.hasOwn(registered, key)) {
      console.error(
        `Chakra's "${key}" recipe was used before it was registered: the component renders unstyled. Call registerRecipes({ ${key}: … }) (src/theme/lazy-recipes.ts) in the module that renders it.`,
      );
    }
  };
  const { getRecipeFn, getSlotRecipeFn } = system;
  system.getRecipeFn = (key: string, fallback?: RecipeDefinition) => {
    check(key);
    return getRecipeFn(key, fallback);
  };
  system.getSlotRecipeFn = (key: string, fallback?: SlotRecipeConfig) => {
    check(key);
    return getSlotRecipeFn(key, fallback);
  };
}

/** The system made ready for the lazy recipes: those registered so far and any registered later. */
export function acceptLazyRecipes(system: SystemContext): SystemContext {
  addTo(system, registered);
  liveSystem = system;
  if (process.env.NODE_ENV !== 'production') reportUnregisteredUse(system);
  return system;
}
