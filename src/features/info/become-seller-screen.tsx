import { Box, chakra, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { CardGrid } from '../../components/card-grid';
import { STORE_NAME } from '../../lib/constants';
import { useI18n } from '../../i18n/i18n-context';
import type { Message, MessageValues, Shown } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { Sentence } from '../../i18n/sentence';
import { SELLER_FACTS } from './policy-figures';

/** Each fact's figure is a message, or a figure shown as it is. */
const FACTS: readonly { figure: Shown; text: Message; values: MessageValues }[] = [
  {
    figure: msg(/*i18n*/ { id: 'info.seller.delivery-figure', message: '{days} days' }),
    text: msg(
      /*i18n*/ {
        id: 'info.seller.delivery-text',
        message: 'Assured delivery in {days} days to your customers',
      },
    ),
    values: { days: SELLER_FACTS.assuredDeliveryDays },
  },
  {
    figure: msg(/*i18n*/ { id: 'info.seller.payment-figure', message: '{days} days' }),
    text: msg(
      /*i18n*/ {
        id: 'info.seller.payment-text',
        message: 'Payments from {days} days after dispatch',
      },
    ),
    values: { days: SELLER_FACTS.paymentDaysAfterDispatch },
  },
  {
    figure: SELLER_FACTS.pinCodes,
    text: msg(
      /*i18n*/ {
        id: 'info.seller.reach-text',
        message: 'Delivery to {pinCodes} pin codes across India',
      },
    ),
    values: { pinCodes: SELLER_FACTS.pinCodes },
  },
  {
    figure: msg(/*i18n*/ { id: 'info.seller.account-figure', message: '< {minutes} min' }),
    text: msg(
      /*i18n*/ {
        id: 'info.seller.account-text',
        message: 'Seller account in under {minutes} minutes with {documents} documents',
      },
    ),
    values: { minutes: SELLER_FACTS.accountMinutes, documents: SELLER_FACTS.documents },
  },
];

const DOCUMENTS: readonly Message[] = [
  msg(/*i18n*/ { id: 'info.seller.document-gstin', message: 'GSTIN' }),
  msg(/*i18n*/ { id: 'info.seller.document-pan', message: 'PAN card' }),
  msg(/*i18n*/ { id: 'info.seller.document-bank', message: 'Bank account details' }),
];

const STEPS: readonly { title: Message; text: Message }[] = [
  {
    title: msg(/*i18n*/ { id: 'info.seller.step-account', message: 'Create your account' }),
    text: msg(
      /*i18n*/ {
        id: 'info.seller.step-account-text',
        message: 'Register with your GSTIN, PAN and bank account.',
      },
    ),
  },
  {
    title: msg(/*i18n*/ { id: 'info.seller.step-list', message: 'List your products' }),
    text: msg(
      /*i18n*/ {
        id: 'info.seller.step-list-text',
        message: 'Add photos, prices and stock for what you sell.',
      },
    ),
  },
  {
    title: msg(/*i18n*/ { id: 'info.seller.step-orders', message: 'Receive orders' }),
    text: msg(
      /*i18n*/ {
        id: 'info.seller.step-orders-text',
        message: 'We pick up from you and deliver to the customer.',
      },
    ),
  },
  {
    title: msg(/*i18n*/ { id: 'info.seller.step-paid', message: 'Get paid' }),
    text: msg(
      /*i18n*/ {
        id: 'info.seller.step-paid-text',
        message: 'Payments reach your bank account on a fixed schedule.',
      },
    ),
  },
];

/**
 * The seller information page (spec §2, §9). The shop's navigation bar is hidden here (spec
 * §2), so the page carries its own slim header with the way back to the store.
 */
export function BecomeSellerScreen() {
  const { t } = useI18n();
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
              {t(msg(/*i18n*/ { id: 'info.seller.hub', message: 'Seller Hub' }))}
            </chakra.span>
          </RouterLink>
        </Link>
        <Link asChild color="brand.fg" fontWeight="semibold" whiteSpace="nowrap">
          <RouterLink to="/">
            {t(msg(/*i18n*/ { id: 'info.seller.back', message: 'Back to shopping' }))}
          </RouterLink>
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
            {t(msg(/*i18n*/ { id: 'info.seller.heading', message: 'Become a Seller' }))}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} mt="3" maxW="2xl">
            {t(
              msg(
                /*i18n*/ {
                  id: 'info.seller.lead',
                  message: 'Sell online to crores of customers across India with Bazaar.',
                },
              ),
            )}
          </Text>
        </Box>
      </Box>
      <Box maxW="5xl" mx="auto" px={{ base: '4', md: '8' }} py="10">
        <CardGrid>
          {FACTS.map((fact) => (
            <chakra.li key={fact.text.id} bg="bg.surface" borderRadius="md" boxShadow="xs" p="5">
              <Text fontSize="2xl" fontWeight="bold" color="brand.fg">
                {t(fact.figure, fact.values)}
              </Text>
              <Text mt="1">{t(fact.text, fact.values)}</Text>
            </chakra.li>
          ))}
        </CardGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="8" mt="10">
          <Stack as="section" gap="3">
            <Heading as="h2" fontSize="xl">
              {t(
                msg(
                  /*i18n*/ {
                    id: 'info.seller.documents-heading',
                    message: 'All you need is {documents} documents',
                  },
                ),
                { documents: SELLER_FACTS.documents },
              )}
            </Heading>
            <chakra.ol ps="5" display="grid" gap="2" listStyleType="decimal">
              {DOCUMENTS.map((document) => (
                <li key={document.id}>{t(document)}</li>
              ))}
            </chakra.ol>
          </Stack>
          <Stack as="section" gap="3">
            <Heading as="h2" fontSize="xl">
              {t(msg(/*i18n*/ { id: 'info.seller.how-heading', message: 'How selling works' }))}
            </Heading>
            <chakra.ol ps="5" display="grid" gap="3" listStyleType="decimal">
              {STEPS.map((step) => (
                <li key={step.title.id}>
                  <Text as="span" fontWeight="semibold">
                    {t(step.title)}:
                  </Text>{' '}
                  {t(step.text)}
                </li>
              ))}
            </chakra.ol>
          </Stack>
        </SimpleGrid>
        <Text mt="10" color="fg.muted">
          <Sentence
            message={msg(
              /*i18n*/ {
                id: 'info.seller.questions',
                message: 'Questions about selling? {contact}',
              },
            )}
            parts={{
              contact: (
                <Link asChild color="brand.fg" fontWeight="semibold">
                  <RouterLink to="/contact">
                    {t(msg(/*i18n*/ { id: 'info.seller.contact-us', message: 'Contact us' }))}
                  </RouterLink>
                </Link>
              ),
            }}
          />
        </Text>
      </Box>
    </Box>
  );
}
