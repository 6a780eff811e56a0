import { Accordion, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
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

const QUESTIONS: readonly { question: Message; answer: Message }[] = [
  {
    question: msg(/*i18n*/ { id: 'info.faq.track', message: 'How do I track my order?' }),
    answer: msg(
      /*i18n*/ {
        id: 'info.faq.track-answer',
        message:
          'Open Orders from the account menu. Every order shows its status: On the way, Delivered, Cancelled or Returned.',
      },
    ),
  },
  {
    question: msg(/*i18n*/ { id: 'info.faq.delivery', message: 'How long does delivery take?' }),
    answer: msg(
      /*i18n*/ {
        id: 'info.faq.delivery-answer',
        message:
          'Standard delivery takes {standardDays} business days and express delivery {expressDays} business days. Same-day delivery is available in select places.',
      },
    ),
  },
  {
    question: msg(/*i18n*/ { id: 'info.faq.cancel', message: 'Can I cancel my order?' }),
    answer: msg(
      /*i18n*/ {
        id: 'info.faq.cancel-answer',
        message:
          'Yes, as long as it has not been shipped. Once an order is shipped it can no longer be cancelled; you can request a return after delivery instead.',
      },
    ),
  },
  {
    question: msg(/*i18n*/ { id: 'info.faq.returns', message: 'What is the return window?' }),
    answer: msg(
      /*i18n*/ {
        id: 'info.faq.returns-answer',
        message:
          'Returns are accepted within {returnDays} days of receipt under our cancellation and returns policy. Refunds reach you in {refundDays} business days after the return is picked up.',
      },
    ),
  },
  {
    question: msg(/*i18n*/ { id: 'info.faq.cod', message: 'Is cash on delivery available?' }),
    answer: msg(/*i18n*/ { id: 'info.faq.cod-answer', message: 'Yes, for orders up to {amount}.' }),
  },
  {
    question: msg(/*i18n*/ { id: 'info.faq.emi', message: 'Can I pay in EMIs?' }),
    answer: msg(
      /*i18n*/ {
        id: 'info.faq.emi-answer',
        message: 'EMI is available over {tenures}, with no processing fee.',
      },
    ),
  },
  {
    question: msg(/*i18n*/ { id: 'info.faq.cards', message: 'Do you store my card details?' }),
    answer: msg(
      /*i18n*/ {
        id: 'info.faq.cards-answer',
        message:
          'No. We keep only the last {digits} digits of a card so you can recognise it; the full number is never stored.',
      },
    ),
  },
  {
    question: msg(
      /*i18n*/ { id: 'info.faq.gift-cards', message: 'What gift card values can I buy?' },
    ),
    answer: msg(
      /*i18n*/ {
        id: 'info.faq.gift-cards-answer',
        message: 'Gift cards range from {min} to {max} and above.',
      },
    ),
  },
];

export function FaqScreen() {
  const { t } = useI18n();
  // The policy figures the answers quote, by the names their messages give them.
  const figures = {
    standardDays: STANDARD_DELIVERY_DAYS,
    expressDays: EXPRESS_DELIVERY_DAYS,
    returnDays: RETURN_WINDOW_POLICY_DAYS,
    refundDays: REFUND_BUSINESS_DAYS,
    amount: COD_MAX_ORDER,
    tenures: emiTenuresText(t),
    digits: CARD_DIGITS_KEPT,
    min: GIFT_CARD_MIN,
    max: GIFT_CARD_MAX,
  };
  return (
    <InfoPage
      title={t(msg(/*i18n*/ { id: 'info.faq.heading', message: 'Frequently Asked Questions' }))}
      lead={t(
        msg(
          /*i18n*/ {
            id: 'info.faq.lead',
            message: 'Quick answers about orders, delivery, payments and returns.',
          },
        ),
      )}
    >
      <Accordion.Root collapsible variant="enclosed">
        {QUESTIONS.map(({ question, answer }) => (
          <Accordion.Item key={question.id} value={question.id}>
            <Accordion.ItemTrigger fontWeight="semibold" cursor="pointer">
              <Text as="span" flex="1" textAlign="start">
                {t(question)}
              </Text>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody color="fg.muted">{t(answer, figures)}</Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </InfoPage>
  );
}
