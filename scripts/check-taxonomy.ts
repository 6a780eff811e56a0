/**
 * Checks mocks/seed/taxonomy.json against its schema and exits 1 naming every place it is wrong
 * (mocks/seed/taxonomy.ts). scripts/build.mjs runs it before bundling: a production bundle
 * carries the data without checking it again at every page load.
 */
import taxonomyData from '../mocks/seed/taxonomy.json';

try {
  // Loading the module checks the data too, outside production; either way a mistake ends here.
  const { parseTaxonomy } = await import('../mocks/seed/taxonomy');
  const categories = parseTaxonomy(taxonomyData);
  console.info(`mocks/seed/taxonomy.json: ${categories.length} top-level categories, checked.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
