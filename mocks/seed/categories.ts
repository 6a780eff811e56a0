import type { CategoryNode } from '../../src/api/types';
import { imagePath } from './images';
import {
  CATEGORY_SPECS,
  type CategorySpec,
  type ProductLine,
  type ProductTemplate,
} from './taxonomy';

/** A leaf category with the names of its path from the top level down, for product cards. */
export interface LeafCategory {
  id: number;
  slug: string;
  name: string;
  /** Names from the top-level category down to this leaf. */
  pathNames: readonly string[];
  template: ProductTemplate;
  /** template.lines and template.specs as entries, computed once rather than per product. */
  brandLines: readonly (readonly [string, readonly (string | ProductLine)[]])[];
  specs: readonly (readonly [string, readonly string[]])[];
}

export interface CategorySeed {
  tree: CategoryNode[];
  leaves: LeafCategory[];
}

/** Numbers the specs depth-first, so ids follow display order. */
export function seedCategories(specs: readonly CategorySpec[] = CATEGORY_SPECS): CategorySeed {
  let nextId = 1;
  const leaves: LeafCategory[] = [];
  const build = (spec: CategorySpec, parentNames: readonly string[]): CategoryNode => {
    const id = nextId;
    nextId += 1;
    const pathNames = [...parentNames, spec.name];
    if (spec.products) {
      leaves.push({
        id,
        slug: spec.slug,
        name: spec.name,
        pathNames,
        template: spec.products,
        brandLines: Object.entries(spec.products.lines),
        specs: Object.entries(spec.products.specs),
      });
    }
    return {
      id,
      name: spec.name,
      slug: spec.slug,
      image_url: imagePath.category(spec.slug),
      subcategories: (spec.children ?? []).map((child) => build(child, pathNames)),
    };
  };
  const tree = specs.map((spec) => build(spec, []));
  return { tree, leaves };
}
