import { Box, Heading, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { getTopSections, type Section } from '../../../api';
import { ApiLink } from '../../../components/api-link';
import { StatusText } from '../../../components/status-text';
import { useAsync } from '../../../lib/use-async';

function SectionBlock({ section }: { section: Section }) {
  return (
    <Box as="section" aria-labelledby={`section-${section.id}`} bg="bg.surface" p="4" mb="4">
      <Heading as="h2" size="lg" id={`section-${section.id}`} mb="3">
        {section.title}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 2, md: 6 }} gap="4">
        {section.items.map((item) => (
          <li key={`${item.link}-${item.title}`}>
            <ApiLink href={item.link}>
              <Image
                src={item.image_url}
                alt={item.title}
                width={150}
                height={150}
                loading="lazy"
                mx="auto"
              />
              <Text textAlign="center" fontWeight="medium" mt="2">
                {item.title}
              </Text>
              <Text textAlign="center" color="deal.fg" fontSize="sm">
                {item.subtitle}
              </Text>
            </ApiLink>
          </li>
        ))}
      </SimpleGrid>
    </Box>
  );
}

export function HomeScreen() {
  const sections = useAsync(
    (signal) => getTopSections({ signal }),
    [],
    () => console.error('Error fetching sections'),
  );
  return (
    <Box p={{ base: '2', md: '4' }}>
      <Heading as="h1" srOnly>
        Bazaar home
      </Heading>
      {sections.status === 'loading' && <StatusText>Loading sections...</StatusText>}
      {sections.status === 'success' &&
        sections.data.map((section) => <SectionBlock key={section.id} section={section} />)}
    </Box>
  );
}
