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
import { STORE_NAME } from '../../lib/constants';
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
type FooterLink = { label: string; to: FooterPath } | { label: string; dead: true };

const COLUMNS: readonly { title: string; links: readonly FooterLink[] }[] = [
  {
    title: 'About',
    links: [
      { label: 'Contact Us', to: '/contact' },
      { label: 'About Us', to: '/about' },
      { label: 'Careers', dead: true },
      { label: 'Press', dead: true },
    ],
  },
  {
    title: 'Help',
    links: [
      { label: 'Payments', to: '/payment' },
      { label: 'Shipping', to: '/shipping' },
      { label: 'Cancellation & Returns', to: '/cancellation' },
      { label: 'FAQ', to: '/faq' },
      { label: 'Customer Support', to: '/customer_support' },
    ],
  },
  {
    title: 'Policy',
    links: [
      { label: 'Return Policy', dead: true },
      { label: 'Terms Of Use', to: '/terms' },
      { label: 'Security', to: '/security' },
      { label: 'Privacy', to: '/privacy' },
      { label: 'EPR Compliance', to: '/epr-compliance' },
    ],
  },
  {
    title: 'Social',
    links: [
      { label: 'Facebook', dead: true },
      { label: 'X (Twitter)', dead: true },
      { label: 'YouTube', dead: true },
      { label: 'Instagram', dead: true },
    ],
  },
];

const PAYMENT_LOGOS = [
  { src: '/img/payment/card-visa.svg', alt: 'Visa card' },
  { src: '/img/payment/card-mastercard.svg', alt: 'Mastercard card' },
  { src: '/img/payment/wallet.svg', alt: 'Online wallet' },
] as const;

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
  return (
    <Box
      as="footer"
      bg="footer.bg"
      color="footer.fg"
      mt="10"
      // Below the fold on every page (the main region is a screen tall at least): the browser
      // skips its style, layout and paint until it nears the view, and keeps its place with the
      // size it had last (or, before that, this estimate: its height at 390 and 1366 px).
      css={{
        contentVisibility: 'auto',
        containIntrinsicSize: { base: 'auto 950px', lg: 'auto 380px' },
      }}
    >
      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '6' }} pt="10" pb="6">
        <Flex direction={{ base: 'column', lg: 'row' }} gap="10">
          <SimpleGrid as="nav" aria-label="Footer" columns={{ base: 2, md: 4 }} gap="8" flex="2">
            {COLUMNS.map((column) => (
              <FooterColumn key={column.title} title={column.title}>
                {column.links.map((link) => (
                  <li key={link.label}>
                    {'to' in link ? (
                      <Link asChild css={linkStyles}>
                        <RouterLink to={link.to}>{link.label}</RouterLink>
                      </Link>
                    ) : (
                      <DeadLink css={linkStyles}>{link.label}</DeadLink>
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
              <FooterHeading>Mail Us</FooterHeading>
              <Text fontSize="sm" lineHeight="tall">
                {STORE_NAME} Internet Private Limited,
                <br />
                12 Residency Road, Shanthala Nagar,
                <br />
                Bengaluru, 560025, Karnataka, India
              </Text>
            </Box>
            <Box as="address" fontStyle="normal">
              <FooterHeading>Contact</FooterHeading>
              <Text fontSize="sm" lineHeight="tall">
                Customer care: 1800-202-9898 (9 AM to 9 PM, all days)
                <br />
                Email: support@bazaar.in
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
              <RouterLink to="/becomeseller">Become a Seller</RouterLink>
            </Link>
            <Link asChild css={linkStyles}>
              <RouterLink to="/gift_card">Gift Cards</RouterLink>
            </Link>
          </HStack>
          <Text fontSize="sm">© 2024 {STORE_NAME}.com. All rights reserved.</Text>
          <HStack as="ul" aria-label="We accept" listStyleType="none" m="0" p="0" gap="2">
            {PAYMENT_LOGOS.map((logo) => (
              <li key={logo.src}>
                <Image
                  src={logo.src}
                  alt={logo.alt}
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
