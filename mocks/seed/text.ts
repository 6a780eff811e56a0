import { foldSearchText } from '../../src/lib/search-text';

/** 'Lakmé Men's Kurta & Pyjama' becomes 'lakme-mens-kurta-and-pyjama'. */
export function slugify(text: string): string {
  return foldSearchText(text)
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
