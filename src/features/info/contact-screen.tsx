import { Box, Button, chakra, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';
import { SubmitButton } from '../../components/form/submit-button';
import { TextAreaField, TextField } from '../../components/form/text-field';
import { InfoPage, InfoSection } from './info-page';

/**
 * Contact (spec §2, §5): name, email and message are required and phone is optional; the
 * browser checks the required fields, and the submit is, as documented, not wired to anything.
 * The Show Location toggle reveals a local map illustration; nothing is loaded from outside.
 */
export function ContactScreen() {
  const [showMap, setShowMap] = useState(false);
  const mapId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => event.preventDefault();

  return (
    <InfoPage
      title="Contact Us"
      lead="Questions about an order, a payment or selling with us? Write to us and we will get back to you."
    >
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="10">
        <InfoSection title="Send us a message">
          <chakra.form onSubmit={submit} aria-label="Contact form">
            <Stack gap="4">
              <TextField label="Name" name="name" autoComplete="name" required />
              <TextField label="Email" name="email" type="email" autoComplete="email" required />
              <TextField label="Phone (optional)" name="phone" type="tel" autoComplete="tel" />
              <TextAreaField label="Message" name="message" rows={5} required />
              <Box>
                <SubmitButton>Submit</SubmitButton>
              </Box>
            </Stack>
          </chakra.form>
        </InfoSection>
        <InfoSection title="Visit us">
          <Text as="address" fontStyle="normal">
            Bazaar Internet Private Limited
            <br />
            12 Residency Road, Shanthala Nagar
            <br />
            Bengaluru, 560025, Karnataka, India
          </Text>
          <Text>Customer care: 1800-202-9898 (9 AM to 9 PM, all days)</Text>
          <Box>
            <Button
              variant="outline"
              colorPalette="brand"
              aria-expanded={showMap}
              aria-controls={mapId}
              onClick={() => setShowMap((shown) => !shown)}
            >
              {showMap ? 'Hide Location' : 'Show Location'}
            </Button>
          </Box>
          <Box id={mapId} hidden={!showMap}>
            {showMap ? (
              <Image
                src="/img/contact/office-map.svg"
                alt="Map showing the Bazaar head office on Residency Road, Bengaluru"
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
