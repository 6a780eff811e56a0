import { Box, Flex, Image, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { CategoryNode } from '../../../api';
import { AwaitRead } from '../../../components/await-read';
import { StatusText } from '../../../components/status-text';
import { useCategories } from '../../../components/use-categories';
import { useI18n } from '../../../i18n/i18n-context';
import { msg } from '../../../i18n/msg' with { type: 'macro' };
import { useCategoryName } from '../../../i18n/use-category-name';
import { HOME_LOADING } from './home-texts';

const TEXT = {
  shopBy: msg(/*i18n*/ { id: 'catalog.home.categories-label', message: 'Shop by category' }),
};

const ICON_SIZE = 64;
/** The loaded strip's height: padding, a 64 px icon and one line of name. */
const STRIP_HEIGHT = '121px';

/** The top-level categories, each a link to its listing. */
export function CategoryStrip() {
  const { t } = useI18n();
  return (
    <AwaitRead
      read={useCategories()}
      pending={
        <StatusText minH={STRIP_HEIGHT} mb="4">
          {t(HOME_LOADING)}
        </StatusText>
      }
    >
      {(categories) => (categories?.length ? <Strip categories={categories} /> : null)}
    </AwaitRead>
  );
}

function Strip({ categories }: { categories: CategoryNode[] }) {
  const { t } = useI18n();
  const categoryName = useCategoryName();
  return (
    <Box as="nav" aria-label={t(TEXT.shopBy)} bg="bg.surface" mb="4" px="2" py="3">
      <Flex as="ul" listStyleType="none" gap="2" overflowX="auto" justify={{ lg: 'space-between' }}>
        {categories.map((category) => (
          <Box as="li" key={category.id} flexShrink={0}>
            <Link
              to="/cat/$slug"
              params={{ slug: category.slug }}
              style={{ display: 'block', padding: '4px 8px' }}
            >
              <Image
                src={category.image_url}
                alt=""
                htmlWidth={ICON_SIZE}
                htmlHeight={ICON_SIZE}
                // Small icons: the banner below them is the largest picture and loads first.
                fetchPriority="low"
                mx="auto"
                objectFit="contain"
              />
              <Text textAlign="center" fontSize="sm" fontWeight="medium" mt="1">
                {categoryName(category)}
              </Text>
            </Link>
          </Box>
        ))}
      </Flex>
    </Box>
  );
}
