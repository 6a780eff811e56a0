import { lazyScreen } from '../lazy-screen';
import { guardedRoute } from './guard';
import { pageRoute } from './page-route';
import { rootRoute } from './root';
import { msg } from '../../i18n/msg' with { type: 'macro' };

/**
 * The informational pages: one small chunk each, since a visit usually reads just one. Those of
 * spec §6 that sit behind the guard are listed apart.
 */
export const publicInfoRoutes = [
  pageRoute(
    rootRoute,
    '/faq',
    msg(/*i18n*/ { id: 'title.faq', message: 'FAQ' }),
    lazyScreen(() => import('../../features/info/faq-screen'), 'FaqScreen'),
  ),
  pageRoute(
    rootRoute,
    '/privacy',
    msg(/*i18n*/ { id: 'title.privacy-policy', message: 'Privacy Policy' }),
    lazyScreen(() => import('../../features/info/privacy-screen'), 'PrivacyScreen'),
  ),
  pageRoute(
    rootRoute,
    '/terms',
    msg(/*i18n*/ { id: 'title.terms-of-use', message: 'Terms of Use' }),
    lazyScreen(() => import('../../features/info/terms-screen'), 'TermsScreen'),
  ),
  pageRoute(
    rootRoute,
    '/security',
    msg(/*i18n*/ { id: 'title.security', message: 'Security' }),
    lazyScreen(() => import('../../features/info/security-screen'), 'SecurityScreen'),
  ),
  pageRoute(
    rootRoute,
    '/contact',
    msg(/*i18n*/ { id: 'title.contact-us', message: 'Contact Us' }),
    lazyScreen(() => import('../../features/info/contact-screen'), 'ContactScreen'),
  ),
  pageRoute(
    rootRoute,
    '/about',
    msg(/*i18n*/ { id: 'title.about-us', message: 'About Us' }),
    lazyScreen(() => import('../../features/info/about-screen'), 'AboutScreen'),
  ),
  pageRoute(
    rootRoute,
    '/epr-compliance',
    msg(/*i18n*/ { id: 'title.epr-compliance', message: 'EPR Compliance' }),
    lazyScreen(() => import('../../features/info/epr-compliance-screen'), 'EprComplianceScreen'),
  ),
] as const;

export const guardedInfoRoutes = [
  pageRoute(
    guardedRoute,
    '/payment',
    msg(/*i18n*/ { id: 'title.payments', message: 'Payments' }),
    lazyScreen(() => import('../../features/info/payment-screen'), 'PaymentScreen'),
  ),
  pageRoute(
    guardedRoute,
    '/shipping',
    msg(/*i18n*/ { id: 'title.shipping', message: 'Shipping' }),
    lazyScreen(() => import('../../features/info/shipping-screen'), 'ShippingScreen'),
  ),
  pageRoute(
    guardedRoute,
    '/cancellation',
    msg(/*i18n*/ { id: 'title.cancellation-returns', message: 'Cancellation & Returns' }),
    lazyScreen(() => import('../../features/info/cancellation-screen'), 'CancellationScreen'),
  ),
  pageRoute(
    guardedRoute,
    '/notification',
    msg(/*i18n*/ { id: 'title.notifications', message: 'Notifications' }),
    lazyScreen(() => import('../../features/info/notification-screen'), 'NotificationScreen'),
  ),
  pageRoute(
    guardedRoute,
    '/customer_support',
    msg(/*i18n*/ { id: 'title.customer-support', message: 'Customer Support' }),
    lazyScreen(
      () => import('../../features/info/customer-support-screen'),
      'CustomerSupportScreen',
    ),
  ),
  pageRoute(
    guardedRoute,
    '/gift_card',
    msg(/*i18n*/ { id: 'title.gift-cards', message: 'Gift Cards' }),
    lazyScreen(() => import('../../features/info/gift-card-screen'), 'GiftCardScreen'),
  ),
  pageRoute(
    guardedRoute,
    '/becomeseller',
    msg(/*i18n*/ { id: 'title.become-a-seller', message: 'Become a Seller' }),
    lazyScreen(() => import('../../features/info/become-seller-screen'), 'BecomeSellerScreen'),
  ),
] as const;
