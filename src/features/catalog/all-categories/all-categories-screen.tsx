import { Box, Heading, Image, Link as ChakraLink, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { CategoryNode } from '../../../api';
import { AwaitRead } from '../../../components/await-read';
import { StatusText } from '../../../components/status-text';
import { useCategories } from '../../../components/use-categories';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { useCategoryName } from '../../../i18n/use-category-name';

const IMAGE_SIZE = 96;

const TEXT = {
  heading: msg(/*i18n*/ { id: 'catalog.all-categories.heading', message: 'All Categories' }),
  loading: msg(/*i18n*/ { id: 'catalog.all-categories.loading', message: 'Loading...' }),
};

function Subcategories({ categories }: { categories: readonly CategoryNode[] }) {
  const categoryName = useCategoryName();
  if (categories.length === 0) return null;
  return (
    <Stack as="ul" listStyleType="none" gap="1.5" ps="3" mt="1.5">
      {categories.map((category) => (
        <li key={category.id}>
          <ChakraLink asChild fontSize="sm" color="fg.default">
            <Link to="/cat/$slug" params={{ slug: category.slug }}>
              {categoryName(category)}
            </Link>
          </ChakraLink>
          <Subcategories categories={category.subcategories} />
        </li>
      ))}
    </Stack>
  );
}

function CategoryCard({ category }: { category: CategoryNode }) {
  const categoryName = useCategoryName();
  const headingId = `category-${category.id}`;
  return (
    <Box as="section" aria-labelledby={headingId} bg="bg.surface" p="4" h="full">
      <Link to="/cat/$slug" params={{ slug: category.slug }} style={{ display: 'block' }}>
        <Image
          src={category.image_url}
          alt=""
          htmlWidth={IMAGE_SIZE}
          htmlHeight={IMAGE_SIZE}
          loading="lazy"
          decoding="async"
          mb="2"
        />
        <Heading as="h2" size="md" id={headingId} color="brand.fg">
          {categoryName(category)}
        </Heading>
      </Link>
      <Subcategories categories={category.subcategories} />
    </Box>
  );
}

/** Every category with its image and subcategories, each linking to its listing (spec §2). */
export function AllCategoriesScreen() {
  const { t } = useI18n();
  const categories = useCategories();
  // A failed read shows nothing more (spec §8: logged only).
  return (
    <Box p={{ base: '2', md: '4' }}>
      <Heading as="h1" size="xl" mb="4">
        {t(TEXT.heading)}
      </Heading>
      <AwaitRead read={categories} pending={<StatusText>{t(TEXT.loading)}</StatusText>}>
        {(list) =>
          list && (
            <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4">
              {list.map((category) => (
                <li key={category.id}>
                  <CategoryCard category={category} />
                </li>
              ))}
            </SimpleGrid>
          )
        }
      </AwaitRead>
    </Box>
  );
}
