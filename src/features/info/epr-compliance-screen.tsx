import { Table, Text } from '@chakra-ui/react';
import { STORE_NAME } from '../../lib/constants';
import { InfoPage, InfoSection, Points } from './info-page';
import { tableRecipe } from '../../theme/recipes/table';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ table: tableRecipe });

const COLLECTION_POINTS: readonly {
  city: string;
  state: string;
  address: string;
  phone: string;
}[] = [
  {
    city: 'Bengaluru',
    state: 'Karnataka',
    address: '14, Peenya Industrial Area, Phase II, 560058',
    phone: '080-4123 5500',
  },
  {
    city: 'Mumbai',
    state: 'Maharashtra',
    address: 'Unit 7, Andheri Kurla Road, Andheri East, 400093',
    phone: '022-4890 2211',
  },
  {
    city: 'New Delhi',
    state: 'Delhi',
    address: 'B-22, Okhla Industrial Estate, Phase I, 110020',
    phone: '011-4056 7788',
  },
  {
    city: 'Chennai',
    state: 'Tamil Nadu',
    address: '5, Guindy Industrial Estate, 600032',
    phone: '044-4211 9034',
  },
  {
    city: 'Kolkata',
    state: 'West Bengal',
    address: 'Plot 9, Sector V, Salt Lake City, 700091',
    phone: '033-4602 1187',
  },
  {
    city: 'Hyderabad',
    state: 'Telangana',
    address: '31, IDA Uppal, 500039',
    phone: '040-4433 6620',
  },
];

export function EprComplianceScreen() {
  return (
    <InfoPage
      title="EPR Compliance"
      lead={`${STORE_NAME}'s e-waste policy under the E-Waste (Management) Rules, 2022: how to dispose of old electrical and electronic products responsibly.`}
    >
      <InfoSection title="Our e-waste policy">
        <Text>
          As a producer under Extended Producer Responsibility (EPR), we collect end-of-life
          electrical and electronic equipment and send it to authorised recyclers, so that hazardous
          materials never reach landfills.
        </Text>
      </InfoSection>
      <InfoSection title="Do's and don'ts">
        <Points
          items={[
            'Do hand over old electronics, batteries and chargers at an authorised collection point.',
            'Do remove personal data from phones, laptops and storage devices before handing them over.',
            'Do not throw e-waste into household bins or burn it.',
            'Do not dismantle products yourself or sell them to informal scrap dealers.',
          ]}
        />
      </InfoSection>
      <InfoSection title="Collection points">
        <Text id="collection-points-note" color="fg.muted">
          Drop off e-waste free of charge at any of these points, Monday to Saturday, 10 AM to 6 PM.
        </Text>
        {/* Scrolls sideways on small screens, so it takes focus for keyboard scrolling. */}
        <Table.ScrollArea
          role="region"
          aria-label="Collection points"
          tabIndex={0}
          borderWidth="1px"
          borderColor="border.subtle"
          borderRadius="md"
        >
          <Table.Root size="sm" striped aria-describedby="collection-points-note">
            <Table.Caption srOnly>E-waste collection points</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>City</Table.ColumnHeader>
                <Table.ColumnHeader>State</Table.ColumnHeader>
                <Table.ColumnHeader>Address</Table.ColumnHeader>
                <Table.ColumnHeader>Phone</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {COLLECTION_POINTS.map((point) => (
                <Table.Row key={point.city}>
                  <Table.Cell fontWeight="semibold">{point.city}</Table.Cell>
                  <Table.Cell>{point.state}</Table.Cell>
                  <Table.Cell>{point.address}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{point.phone}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </InfoSection>
      <InfoSection title="Toll-free e-waste helpline">
        <Text>Call 1800-202-9898 to book a free pickup of e-waste from your home.</Text>
      </InfoSection>
    </InfoPage>
  );
}
