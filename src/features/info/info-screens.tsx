/** The informational screens; the route tree loads each file as its own lazy chunk. */
export { AboutScreen } from './about-screen';
export { BecomeSellerScreen } from './become-seller-screen';
export { CancellationScreen } from './cancellation-screen';
export { ContactScreen } from './contact-screen';
export { CustomerSupportScreen } from './customer-support-screen';
export { EprComplianceScreen } from './epr-compliance-screen';
export { FaqScreen } from './faq-screen';
export { GiftCardScreen } from './gift-card-screen';
export { NotificationScreen } from './notification-screen';
export { PaymentScreen } from './payment-screen';
export { PrivacyScreen } from './privacy-screen';
export { SecurityScreen } from './security-screen';
export { ShippingScreen } from './shipping-screen';
export { TermsScreen } from './terms-screen';
