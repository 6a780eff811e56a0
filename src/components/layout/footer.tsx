import {
  Box,
  chakra,
  Flex,
  Heading,
  HStack,
  Image,
  Link,
  SimpleGrid,
  Text,
} from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { memo, type ReactNode } from 'react';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { STORE_NAME } from '../../lib/constants';
import { offScreenBlock } from '../../theme/off-screen';
import { DeadLink } from './dead-link';

type FooterPath =
  | '/contact'
  | '/about'
  | '/payment'
  | '/shipping'
  | '/cancellation'
  | '/faq'
  | '/customer_support'
  | '/terms'
  | '/security'
  | '/privacy'
  | '/epr-compliance'
  | '/becomeseller'
  | '/gift_card';

/** A footer entry: a route, or one of the spec's dead '#' links. */
type FooterLink = { label: Message; to: FooterPath } | { label: Message; dead: true };

const COLUMNS: readonly { title: Message; links: readonly FooterLink[] }[] = [
  {
    title: msg(/*i18n*/ { id: 'shell.footer.about', message: 'About' }),
    links: [
      {
        label: msg(/*i18n*/ { id: 'shell.footer.contact-us', message: 'Contact Us' }),
        to: '/contact',
      },
      { label: msg(/*i18n*/ { id: 'shell.footer.about-us', message: 'About Us' }), to: '/about' },
      { label: msg(/*i18n*/ { id: 'shell.footer.careers', message: 'Careers' }), dead: true },
      { label: msg(/*i18n*/ { id: 'shell.footer.press', message: 'Press' }), dead: true },
    ],
  },
  {
    title: msg(/*i18n*/ { id: 'shell.footer.help', message: 'Help' }),
    links: [
      { label: msg(/*i18n*/ { id: 'shell.footer.payments', message: 'Payments' }), to: '/payment' },
      {
        label: msg(/*i18n*/ { id: 'shell.footer.shipping', message: 'Shipping' }),
        to: '/shipping',
      },
      {
        label: msg(/*i18n*/ { id: 'shell.footer.cancellation', message: 'Cancellation & Returns' }),
        to: '/cancellation',
      },
      { label: msg(/*i18n*/ { id: 'shell.footer.faq', message: 'FAQ' }), to: '/faq' },
      {
        label: msg(/*i18n*/ { id: 'shell.footer.customer-support', message: 'Customer Support' }),
        to: '/customer_support',
      },
    ],
  },
  {
    title: msg(/*i18n*/ { id: 'shell.footer.policy', message: 'Policy' }),
    links: [
      {
        label: msg(/*i18n*/ { id: 'shell.footer.return-policy', message: 'Return Policy' }),
        dead: true,
      },
      { label: msg(/*i18n*/ { id: 'shell.footer.terms', message: 'Terms Of Use' }), to: '/terms' },
      {
        label: msg(/*i18n*/ { id: 'shell.footer.security', message: 'Security' }),
        to: '/security',
      },
      { label: msg(/*i18n*/ { id: 'shell.footer.privacy', message: 'Privacy' }), to: '/privacy' },
      {
        label: msg(/*i18n*/ { id: 'shell.footer.epr-compliance', message: 'EPR Compliance' }),
        to: '/epr-compliance',
      },
    ],
  },
  {
    title: msg(/*i18n*/ { id: 'shell.footer.social', message: 'Social' }),
    links: [
      { label: msg(/*i18n*/ { id: 'shell.footer.facebook', message: 'Facebook' }), dead: true },
      { label: msg(/*i18n*/ { id: 'shell.footer.x-twitter', message: 'X (Twitter)' }), dead: true },
      { label: msg(/*i18n*/ { id: 'shell.footer.youtube', message: 'YouTube' }), dead: true },
      { label: msg(/*i18n*/ { id: 'shell.footer.instagram', message: 'Instagram' }), dead: true },
    ],
  },
];

const PAYMENT_LOGOS = [
  {
    src: '/img/payment/card-visa.webp',
    alt: msg(/*i18n*/ { id: 'shell.footer.visa', message: 'Visa card' }),
  },
  {
    src: '/img/payment/card-mastercard.webp',
    alt: msg(/*i18n*/ { id: 'shell.footer.mastercard', message: 'Mastercard card' }),
  },
  {
    src: '/img/payment/wallet.webp',
    alt: msg(/*i18n*/ { id: 'shell.footer.wallet', message: 'Online wallet' }),
  },
] as const;

const TEXT = {
  nav: msg(/*i18n*/ { id: 'shell.footer.nav', message: 'Footer' }),
  mailUs: msg(/*i18n*/ { id: 'shell.footer.mail-us', message: 'Mail Us' }),
  company: msg(
    /*i18n*/ { id: 'shell.footer.company', message: '{store} Internet Private Limited,' },
  ),
  street: msg(
    /*i18n*/ { id: 'shell.footer.street', message: '12 Residency Road, Shanthala Nagar,' },
  ),
  city: msg(/*i18n*/ { id: 'shell.footer.city', message: 'Bengaluru, 560025, Karnataka, India' }),
  contact: msg(/*i18n*/ { id: 'shell.footer.contact', message: 'Contact' }),
  customerCare: msg(
    /*i18n*/ {
      id: 'shell.footer.customer-care',
      message: 'Customer care: 1800-202-9898 (9 AM to 9 PM, all days)',
    },
  ),
  email: msg(/*i18n*/ { id: 'shell.footer.email', message: 'Email: support@bazaar.in' }),
  becomeSeller: msg(/*i18n*/ { id: 'shell.footer.become-seller', message: 'Become a Seller' }),
  giftCards: msg(/*i18n*/ { id: 'shell.footer.gift-cards', message: 'Gift Cards' }),
  copyright: msg(
    /*i18n*/ { id: 'shell.footer.copyright', message: '© 2024 {store}.com. All rights reserved.' },
  ),
  weAccept: msg(/*i18n*/ { id: 'shell.footer.we-accept', message: 'We accept' }),
};

const OFF_SCREEN_FOOTER = offScreenBlock({ base: 950, lg: 380 });

const linkStyles = {
  color: 'footer.fg',
  fontSize: 'sm',
  textDecoration: 'none',
  _hover: { textDecoration: 'underline' },
} as const;

/**
 * The site footer (spec §2): About, Help, Policy and Social, contact text, payment logos.
 * Memoised: the shell around it re-renders on every route change and loader tick, and the
 * footer, which never changes, would restyle its many links each time.
 */
export const Footer = memo(function Footer() {
  const { t } = useI18n();
  const store = { store: STORE_NAME };
  return (
    <Box
      as="footer"
      bg="footer.bg"
      color="footer.fg"
      mt="10"
      // Below the fold on every page (the main region is a screen tall at least): its height at
      // 390 and 1366 px.
      css={OFF_SCREEN_FOOTER}
    >
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} pt="10" pb="6">
        <Flex direction={{ base: 'column', lg: 'row' }} gap="10">
          <SimpleGrid
            as="nav"
            aria-label={t(TEXT.nav)}
            columns={{ base: 2, md: 4 }}
            gap="8"
            flex="2"
          >
            {COLUMNS.map((column) => (
              <FooterColumn key={column.title.id} title={t(column.title)}>
                {column.links.map((link) => (
                  <li key={link.label.id}>
                    {'to' in link ? (
                      <Link asChild css={linkStyles}>
                        <RouterLink to={link.to}>{t(link.label)}</RouterLink>
                      </Link>
                    ) : (
                      <DeadLink css={linkStyles}>{t(link.label)}</DeadLink>
                    )}
                  </li>
                ))}
              </FooterColumn>
            ))}
          </SimpleGrid>
          <SimpleGrid
            columns={{ base: 1, md: 2 }}
            gap="8"
            flex="1.4"
            borderLeftWidth={{ base: '0', lg: '1px' }}
            borderColor="footer.border"
            ps={{ base: '0', lg: '8' }}
          >
            <Box as="address" fontStyle="normal">
              <FooterHeading>{t(TEXT.mailUs)}</FooterHeading>
              <Text fontSize="sm" lineHeight="tall">
                {t(TEXT.company, store)}
                <br />
                {t(TEXT.street)}
                <br />
                {t(TEXT.city)}
              </Text>
            </Box>
            <Box as="address" fontStyle="normal">
              <FooterHeading>{t(TEXT.contact)}</FooterHeading>
              <Text fontSize="sm" lineHeight="tall">
                {t(TEXT.customerCare)}
                <br />
                {t(TEXT.email)}
              </Text>
            </Box>
          </SimpleGrid>
        </Flex>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="footer.border"
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'flex-start', md: 'center' }}
          justify="space-between"
          gap="4"
        >
          <HStack gap="5" wrap="wrap">
            <Link asChild css={linkStyles}>
              <RouterLink to="/becomeseller">{t(TEXT.becomeSeller)}</RouterLink>
            </Link>
            <Link asChild css={linkStyles}>
              <RouterLink to="/gift_card">{t(TEXT.giftCards)}</RouterLink>
            </Link>
          </HStack>
          <Text fontSize="sm">{t(TEXT.copyright, store)}</Text>
          <HStack as="ul" aria-label={t(TEXT.weAccept)} listStyleType="none" m="0" p="0" gap="2">
            {PAYMENT_LOGOS.map((logo) => (
              <li key={logo.src}>
                <Image
                  src={logo.src}
                  alt={t(logo.alt)}
                  // Below the fold on every page: never in the way of the largest picture.
                  loading="lazy"
                  decoding="async"
                  width="12"
                  height="8"
                  bg="bg.surface"
                  borderRadius="sm"
                  p="0.5"
                />
              </li>
            ))}
          </HStack>
        </Flex>
      </Box>
    </Box>
  );
});

function FooterHeading({ children }: { children: ReactNode }) {
  return (
    <Heading
      as="h2"
      fontSize="xs"
      fontWeight="semibold"
      color="footer.muted"
      mb="3"
      textTransform="uppercase"
      letterSpacing="wide"
    >
      {children}
    </Heading>
  );
}

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <FooterHeading>{title}</FooterHeading>
      <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="2">
        {children}
      </chakra.ul>
    </Box>
  );
}
