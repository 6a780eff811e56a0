import { Box, chakra, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { CardGrid } from '../../components/card-grid';
import { STORE_NAME } from '../../lib/constants';
import { SELLER_FACTS } from './policy-figures';

const FACTS: readonly { figure: string; text: string }[] = [
  {
    figure: `${SELLER_FACTS.assuredDeliveryDays} days`,
    text: `Assured delivery in ${SELLER_FACTS.assuredDeliveryDays} days to your customers`,
  },
  {
    figure: `${SELLER_FACTS.paymentDaysAfterDispatch} days`,
    text: `Payments from ${SELLER_FACTS.paymentDaysAfterDispatch} days after dispatch`,
  },
  {
    figure: SELLER_FACTS.pinCodes,
    text: `Delivery to ${SELLER_FACTS.pinCodes} pin codes across India`,
  },
  {
    figure: `< ${SELLER_FACTS.accountMinutes} min`,
    text: `Seller account in under ${SELLER_FACTS.accountMinutes} minutes with ${SELLER_FACTS.documents} documents`,
  },
];

const DOCUMENTS = ['GSTIN', 'PAN card', 'Bank account details'] as const;

const STEPS: readonly { title: string; text: string }[] = [
  { title: 'Create your account', text: 'Register with your GSTIN, PAN and bank account.' },
  { title: 'List your products', text: 'Add photos, prices and stock for what you sell.' },
  { title: 'Receive orders', text: 'We pick up from you and deliver to the customer.' },
  { title: 'Get paid', text: 'Payments reach your bank account on a fixed schedule.' },
];

/**
 * The seller information page (spec §2, §9). The shop's navigation bar is hidden here (spec
 * §2), so the page carries its own slim header with the way back to the store.
 */
export function BecomeSellerScreen() {
  return (
    <Box>
      <Flex
        as="header"
        bg="bg.surface"
        borderBottomWidth="1px"
        borderColor="border.subtle"
        px={{ base: '4', md: '8' }}
        py="3"
        align="center"
        justify="space-between"
        gap="4"
      >
        <Link
          asChild
          fontSize="xl"
          fontStyle="italic"
          fontWeight="bold"
          color="brand.fg"
          whiteSpace="nowrap"
        >
          <RouterLink to="/">
            {STORE_NAME}
            <chakra.span
              fontStyle="normal"
              fontWeight="medium"
              color="fg.muted"
              fontSize="md"
              ms="2"
            >
              Seller Hub
            </chakra.span>
          </RouterLink>
        </Link>
        <Link asChild color="brand.fg" fontWeight="semibold" whiteSpace="nowrap">
          <RouterLink to="/">Back to shopping</RouterLink>
        </Link>
      </Flex>
      <Box
        bg="brand.solid"
        color="brand.contrast"
        px={{ base: '4', md: '8' }}
        py={{ base: '10', md: '16' }}
      >
        <Box maxW="5xl" mx="auto">
          <Heading as="h1" fontSize={{ base: '2xl', md: '4xl' }} lineHeight="short">
            Become a Seller
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} mt="3" maxW="2xl">
            Sell online to crores of customers across India with {STORE_NAME}.
          </Text>
        </Box>
      </Box>
      <Box maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py="10">
        <CardGrid>
          {FACTS.map((fact) => (
            <chakra.li key={fact.text} bg="bg.surface" borderRadius="md" boxShadow="xs" p="5">
              <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                {fact.figure}
              </Text>
              <Text mt="1">{fact.text}</Text>
            </chakra.li>
          ))}
        </CardGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" mt="10">
          <Stack as="section" gap="3">
            <Heading as="h2" fontSize="xl">
              All you need is {SELLER_FACTS.documents} documents
            </Heading>
            <chakra.ol ps="5" display="grid" gap="2" listStyleType="decimal">
              {DOCUMENTS.map((document) => (
                <li key={document}>{document}</li>
              ))}
            </chakra.ol>
          </Stack>
          <Stack as="section" gap="3">
            <Heading as="h2" fontSize="xl">
              How selling works
            </Heading>
            <chakra.ol ps="5" display="grid" gap="3" listStyleType="decimal">
              {STEPS.map((step) => (
                <li key={step.title}>
                  <Text as="span" fontWeight="semibold">
                    {step.title}:
                  </Text>{' '}
                  {step.text}
                </li>
              ))}
            </chakra.ol>
          </Stack>
        </SimpleGrid>
        <Text mt="10" color="fg.muted">
          Questions about selling?{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/contact">Contact us</RouterLink>
          </Link>
        </Text>
      </Box>
    </Box>
  );
}
