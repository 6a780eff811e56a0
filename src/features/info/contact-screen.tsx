import { Box, Button, chakra, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { InfoPage, InfoSection } from './info-page';

/**
 * Contact (spec §2, §5): name, email and message are required and phone is optional; the
 * browser checks the required fields, and the submit is, as documented, not wired to anything.
 * The Show Location toggle reveals a local map illustration; nothing is loaded from outside.
 */
export function ContactScreen() {
  const { t } = useI18n();
  const [showMap, setShowMap] = useState(false);
  const mapId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <InfoPage
      title={t(msg(/*i18n*/ { id: 'info.contact.heading', message: 'Contact Us' }))}
      lead={t(
        msg(
          /*i18n*/ {
            id: 'info.contact.lead',
            message:
              'Questions about an order, a payment or selling with us? Write to us and we will get back to you.',
          },
        ),
      )}
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <InfoSection
          title={t(msg(/*i18n*/ { id: 'info.contact.form-heading', message: 'Send us a message' }))}
        >
          <chakra.form
            onSubmit={submit}
            aria-label={t(msg(/*i18n*/ { id: 'info.contact.form', message: 'Contact form' }))}
          >
            <Stack gap="4">
              <TextField
                label={t(msg(/*i18n*/ { id: 'info.contact.name', message: 'Name' }))}
                name="name"
                autoComplete="name"
                required
              />
              <TextField
                label={t(msg(/*i18n*/ { id: 'info.contact.email', message: 'Email' }))}
                name="email"
                type="email"
                autoComplete="email"
                required
              />
              <TextField
                label={t(msg(/*i18n*/ { id: 'info.contact.phone', message: 'Phone (optional)' }))}
                name="phone"
                type="tel"
                autoComplete="tel"
              />
              <TextAreaField
                label={t(msg(/*i18n*/ { id: 'info.contact.message', message: 'Message' }))}
                name="message"
                rows={5}
                required
              />
              <Box>
                <SubmitButton>
                  {t(msg(/*i18n*/ { id: 'info.contact.submit', message: 'Submit' }))}
                </SubmitButton>
              </Box>
            </Stack>
          </chakra.form>
        </InfoSection>
        <InfoSection title={t(msg(/*i18n*/ { id: 'info.contact.visit', message: 'Visit us' }))}>
          <Text as="address" fontStyle="normal">
            {t(
              msg(
                /*i18n*/ { id: 'info.contact.company', message: 'Bazaar Internet Private Limited' },
              ),
            )}
            <br />
            {t(
              msg(
                /*i18n*/ {
                  id: 'info.contact.address-street',
                  message: '12 Residency Road, Shanthala Nagar',
                },
              ),
            )}
            <br />
            {t(
              msg(
                /*i18n*/ {
                  id: 'info.contact.address-city',
                  message: 'Bengaluru, 560025, Karnataka, India',
                },
              ),
            )}
          </Text>
          <Text>
            {t(
              msg(
                /*i18n*/ {
                  id: 'info.contact.customer-care',
                  message: 'Customer care: 1800-202-9898 (9 AM to 9 PM, all days)',
                },
              ),
            )}
          </Text>
          <Box>
            <Button
              variant="outline"
              colorPalette="brand"
              aria-expanded={showMap}
              aria-controls={mapId}
              onClick={() => setShowMap((shown) => !shown)}
            >
              {showMap
                ? t(msg(/*i18n*/ { id: 'info.contact.hide-location', message: 'Hide Location' }))
                : t(msg(/*i18n*/ { id: 'info.contact.show-location', message: 'Show Location' }))}
            </Button>
          </Box>
          <Box id={mapId} hidden={!showMap}>
            {showMap ? (
              <Image
                src="/img/contact/office-map.svg"
                alt={t(
                  msg(
                    /*i18n*/ {
                      id: 'info.contact.map',
                      message: 'Map showing the Bazaar head office on Residency Road, Bengaluru',
                    },
                  ),
                )}
                w="full"
                aspectRatio="2 / 1"
                borderRadius="md"
                borderWidth="1px"
                borderColor="border.subtle"
              />
            ) : null}
          </Box>
        </InfoSection>
      </SimpleGrid>
    </InfoPage>
  );
}
