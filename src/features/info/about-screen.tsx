import { Box, SimpleGrid, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { InfoPage, InfoSection } from './info-page';

const VALUES: readonly { title: Message; text: Message }[] = [
  {
    title: msg(/*i18n*/ { id: 'info.about.choice', message: 'Choice' }),
    text: msg(
      /*i18n*/ {
        id: 'info.about.choice-text',
        message: 'Products across every category from thousands of sellers.',
      },
    ),
  },
  {
    title: msg(/*i18n*/ { id: 'info.about.trust', message: 'Trust' }),
    text: msg(
      /*i18n*/ {
        id: 'info.about.trust-text',
        message: 'Secure payments, genuine products and clear policies.',
      },
    ),
  },
  {
    title: msg(/*i18n*/ { id: 'info.about.reach', message: 'Reach' }),
    text: msg(
      /*i18n*/ {
        id: 'info.about.reach-text',
        message: 'Delivery to homes in cities and villages alike.',
      },
    ),
  },
];

export function AboutScreen() {
  const { t } = useI18n();
  return (
    <InfoPage
      title={t(msg(/*i18n*/ { id: 'info.about.heading', message: 'About Us' }))}
      lead={t(
        msg(
          /*i18n*/ {
            id: 'info.about.lead',
            message:
              "Bazaar is an online marketplace that brings India's sellers and shoppers together: mobiles, fashion, electronics, home essentials, groceries and more, delivered to your door.",
          },
        ),
      )}
    >
      <InfoSection title={t(msg(/*i18n*/ { id: 'info.about.what-we-do', message: 'What we do' }))}>
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.about.what-we-do-text',
                message:
                  'We give shoppers a wide choice at fair prices, with easy payments, fast delivery and hassle-free returns, and we give sellers of every size a simple way to reach customers across the country.',
              },
            ),
          )}
        </Text>
      </InfoSection>
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.about.values', message: 'What we care about' }))}
      >
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
          {VALUES.map((value) => (
            <Value key={value.title.id} title={t(value.title)} text={t(value.text)} />
          ))}
        </SimpleGrid>
      </InfoSection>
    </InfoPage>
  );
}

function Value({ title, text }: { title: string; text: string }) {
  return (
    <Box bg="brand.subtle" borderRadius="md" p="4">
      <Text color="brand.fg" fontWeight="semibold">
        {title}
      </Text>
      <Text mt="1">{text}</Text>
    </Box>
  );
}
