import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import type { Message, MessageValues } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { InfoPage, InfoSection, Points } from './info-page';
import { REFUND_BUSINESS_DAYS, RETURN_WINDOW_SUPPORT_DAYS } from './policy-figures';

const TOPICS: readonly { title: Message; text: Message; values?: MessageValues }[] = [
  {
    title: msg(/*i18n*/ { id: 'info.support.orders', message: 'Orders' }),
    text: msg(
      /*i18n*/ {
        id: 'info.support.orders-text',
        message: 'Track, change or cancel an order that has not shipped yet.',
      },
    ),
  },
  {
    title: msg(/*i18n*/ { id: 'info.support.returns', message: 'Returns' }),
    // The support page's own reading of the return window (spec §9: it differs from the policy).
    text: msg(
      /*i18n*/ {
        id: 'info.support.returns-text',
        message: 'Most items can be returned within {days} days of delivery.',
      },
    ),
    values: { days: RETURN_WINDOW_SUPPORT_DAYS },
  },
  {
    title: msg(/*i18n*/ { id: 'info.support.refunds', message: 'Refunds' }),
    text: msg(
      /*i18n*/ {
        id: 'info.support.refunds-text',
        message: 'Refunds are processed in {days} business days.',
      },
    ),
    values: { days: REFUND_BUSINESS_DAYS },
  },
  {
    title: msg(/*i18n*/ { id: 'info.support.payments', message: 'Payments' }),
    text: msg(
      /*i18n*/ {
        id: 'info.support.payments-text',
        message: 'Help with failed payments, EMI and cash on delivery.',
      },
    ),
  },
  {
    title: msg(/*i18n*/ { id: 'info.support.account', message: 'Account' }),
    text: msg(
      /*i18n*/ {
        id: 'info.support.account-text',
        message: 'Update your profile, addresses and password.',
      },
    ),
  },
  {
    title: msg(/*i18n*/ { id: 'info.support.gift-cards', message: 'Gift cards' }),
    text: msg(
      /*i18n*/ {
        id: 'info.support.gift-cards-text',
        message: 'Check a gift card balance or report a problem with one.',
      },
    ),
  },
];

export function CustomerSupportScreen() {
  const { t } = useI18n();
  return (
    <InfoPage
      title={t(msg(/*i18n*/ { id: 'info.support.heading', message: 'Customer Support' }))}
      lead={t(
        msg(
          /*i18n*/ {
            id: 'info.support.lead',
            message: 'We are here to help, every day from 9 AM to 9 PM.',
          },
        ),
      )}
    >
      <InfoSection title={t(msg(/*i18n*/ { id: 'info.support.topics', message: 'Help topics' }))}>
        <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4">
          {TOPICS.map((topic) => (
            <Box
              key={topic.title.id}
              borderWidth="1px"
              borderColor="border.subtle"
              borderRadius="md"
              p="4"
            >
              <Text fontWeight="semibold" color="brand.fg">
                {t(topic.title)}
              </Text>
              <Text mt="1" fontSize="sm" color="fg.muted">
                {t(topic.text, topic.values)}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </InfoSection>
      <InfoSection title={t(msg(/*i18n*/ { id: 'info.support.contact', message: 'Contact us' }))}>
        <Points
          items={[
            t(
              msg(
                /*i18n*/ {
                  id: 'info.support.call',
                  message: 'Call 1800-202-9898 (toll-free), 9 AM to 9 PM, all days.',
                },
              ),
            ),
            t(
              msg(
                /*i18n*/ {
                  id: 'info.support.email',
                  message: 'Email support@bazaar.in; we reply within 24 hours.',
                },
              ),
            ),
          ]}
        />
      </InfoSection>
    </InfoPage>
  );
}
