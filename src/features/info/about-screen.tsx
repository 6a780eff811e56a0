import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { STORE_NAME } from '../../lib/constants';
import { InfoPage, InfoSection } from './info-page';

export function AboutScreen() {
  return (
    <InfoPage
      title="About Us"
      lead={`${STORE_NAME} is an online marketplace that brings India's sellers and shoppers together: mobiles, fashion, electronics, home essentials, groceries and more, delivered to your door.`}
    >
      <InfoSection title="What we do">
        <Text>
          We give shoppers a wide choice at fair prices, with easy payments, fast delivery and
          hassle-free returns, and we give sellers of every size a simple way to reach customers
          across the country.
        </Text>
      </InfoSection>
      <InfoSection title="What we care about">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          <Value title="Choice" text="Products across every category from thousands of sellers." />
          <Value title="Trust" text="Secure payments, genuine products and clear policies." />
          <Value title="Reach" text="Delivery to homes in cities and villages alike." />
        </SimpleGrid>
      </InfoSection>
    </InfoPage>
  );
}

function Value({ title, text }: { title: string; text: string }) {
  return (
    <Box bg="brand.subtle" borderRadius="md" p="4">
      <Text color="brand.fg" fontWeight="semibold">
        {title}
      </Text>
      <Text mt="1">{text}</Text>
    </Box>
  );
}
