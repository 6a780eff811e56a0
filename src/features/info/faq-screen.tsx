import { Accordion, Text } from '@chakra-ui/react';
import {
  CARD_DIGITS_KEPT,
  COD_MAX_ORDER,
  EXPRESS_DELIVERY_DAYS,
  GIFT_CARD_MAX,
  GIFT_CARD_MIN,
  REFUND_BUSINESS_DAYS,
  RETURN_WINDOW_POLICY_DAYS,
  STANDARD_DELIVERY_DAYS,
  emiTenuresText,
} from './policy-figures';
import { InfoPage } from './info-page';
import { accordionRecipe } from '../../theme/recipes/accordion';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ accordion: accordionRecipe });

const QUESTIONS: readonly { question: string; answer: string }[] = [
  {
    question: 'How do I track my order?',
    answer:
      'Open Orders from the account menu. Every order shows its status: On the way, Delivered, Cancelled or Returned.',
  },
  {
    question: 'How long does delivery take?',
    answer: `Standard delivery takes ${STANDARD_DELIVERY_DAYS} business days and express delivery ${EXPRESS_DELIVERY_DAYS} business days. Same-day delivery is available in select places.`,
  },
  {
    question: 'Can I cancel my order?',
    answer:
      'Yes, as long as it has not been shipped. Once an order is shipped it can no longer be cancelled; you can request a return after delivery instead.',
  },
  {
    question: 'What is the return window?',
    answer: `Returns are accepted within ${RETURN_WINDOW_POLICY_DAYS} days of receipt under our cancellation and returns policy. Refunds reach you in ${REFUND_BUSINESS_DAYS} business days after the return is picked up.`,
  },
  {
    question: 'Is cash on delivery available?',
    answer: `Yes, for orders up to ${COD_MAX_ORDER}.`,
  },
  {
    question: 'Can I pay in EMIs?',
    answer: `EMI is available over ${emiTenuresText()}, with no processing fee.`,
  },
  {
    question: 'Do you store my card details?',
    answer: `No. We keep only the last ${CARD_DIGITS_KEPT} digits of a card so you can recognise it; the full number is never stored.`,
  },
  {
    question: 'What gift card values can I buy?',
    answer: `Gift cards range from ${GIFT_CARD_MIN} to ${GIFT_CARD_MAX} and above.`,
  },
];

export function FaqScreen() {
  return (
    <InfoPage
      title="Frequently Asked Questions"
      lead="Quick answers about orders, delivery, payments and returns."
    >
      <Accordion.Root collapsible variant="enclosed">
        {QUESTIONS.map(({ question, answer }) => (
          <Accordion.Item key={question} value={question}>
            <Accordion.ItemTrigger fontWeight="semibold" cursor="pointer">
              <Text as="span" flex="1" textAlign="start">
                {question}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">{answer}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </InfoPage>
  );
}
