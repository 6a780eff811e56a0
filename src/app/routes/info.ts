import { lazyScreen } from '../lazy-screen';
import { guardedRoute } from './guard';
import { pageRoute } from './page-route';
import { rootRoute } from './root';

/**
 * The informational pages: one small chunk each, since a visit usually reads just one. Those of
 * spec §6 that sit behind the guard are listed apart.
 */
export const publicInfoRoutes = [
  pageRoute(
    rootRoute,
    '/faq',
    'FAQ',
    lazyScreen(() => import('../../features/info/faq-screen'), 'FaqScreen'),
  ),
  pageRoute(
    rootRoute,
    '/privacy',
    'Privacy Policy',
    lazyScreen(() => import('../../features/info/privacy-screen'), 'PrivacyScreen'),
  ),
  pageRoute(
    rootRoute,
    '/terms',
    'Terms of Use',
    lazyScreen(() => import('../../features/info/terms-screen'), 'TermsScreen'),
  ),
  pageRoute(
    rootRoute,
    '/security',
    'Security',
    lazyScreen(() => import('../../features/info/security-screen'), 'SecurityScreen'),
  ),
  pageRoute(
    rootRoute,
    '/contact',
    'Contact Us',
    lazyScreen(() => import('../../features/info/contact-screen'), 'ContactScreen'),
  ),
  pageRoute(
    rootRoute,
    '/about',
    'About Us',
    lazyScreen(() => import('../../features/info/about-screen'), 'AboutScreen'),
  ),
  pageRoute(
    rootRoute,
    '/epr-compliance',
    'EPR Compliance',
    lazyScreen(() => import('../../features/info/epr-compliance-screen'), 'EprComplianceScreen'),
  ),
] as const;

export const guardedInfoRoutes = [
  pageRoute(
    guardedRoute,
    '/payment',
    'Payments',
    lazyScreen(() => import('../../features/info/payment-screen'), 'PaymentScreen'),
  ),
  pageRoute(
    guardedRoute,
    '/shipping',
    'Shipping',
    lazyScreen(() => import('../../features/info/shipping-screen'), 'ShippingScreen'),
  ),
  pageRoute(
    guardedRoute,
    '/cancellation',
    'Cancellation & Returns',
    lazyScreen(() => import('../../features/info/cancellation-screen'), 'CancellationScreen'),
  ),
  pageRoute(
    guardedRoute,
    '/notification',
    'Notifications',
    lazyScreen(() => import('../../features/info/notification-screen'), 'NotificationScreen'),
  ),
  pageRoute(
    guardedRoute,
    '/customer_support',
    'Customer Support',
    lazyScreen(
      () => import('../../features/info/customer-support-screen'),
      'CustomerSupportScreen',
    ),
  ),
  pageRoute(
    guardedRoute,
    '/gift_card',
    'Gift Cards',
    lazyScreen(() => import('../../features/info/gift-card-screen'), 'GiftCardScreen'),
  ),
  pageRoute(
    guardedRoute,
    '/becomeseller',
    'Become a Seller',
    lazyScreen(() => import('../../features/info/become-seller-screen'), 'BecomeSellerScreen'),
  ),
] as const;
