import { Heading } from '@chakra-ui/react';

export function FaqScreen() {
  return <Heading as="h1">FAQ</Heading>;
}

export function PrivacyScreen() {
  return <Heading as="h1">Privacy Policy</Heading>;
}

export function TermsScreen() {
  return <Heading as="h1">Terms of Use</Heading>;
}

export function SecurityScreen() {
  return <Heading as="h1">Security</Heading>;
}

export function ContactScreen() {
  return <Heading as="h1">Contact Us</Heading>;
}

export function AboutScreen() {
  return <Heading as="h1">About Us</Heading>;
}

export function EprComplianceScreen() {
  return <Heading as="h1">EPR Compliance</Heading>;
}

export function PaymentScreen() {
  return <Heading as="h1">Payments</Heading>;
}

export function ShippingScreen() {
  return <Heading as="h1">Shipping</Heading>;
}

export function CancellationScreen() {
  return <Heading as="h1">Cancellation &amp; Returns</Heading>;
}

export function NotificationScreen() {
  return <Heading as="h1">Notifications</Heading>;
}

export function CustomerSupportScreen() {
  return <Heading as="h1">Customer Support</Heading>;
}

export function GiftCardScreen() {
  return <Heading as="h1">Gift Cards</Heading>;
}

export function BecomeSellerScreen() {
  return <Heading as="h1">Become a Seller</Heading>;
}
