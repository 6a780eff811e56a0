import { Table, Text } from '@chakra-ui/react';
import { useI18n } from '../../i18n/i18n-context';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { InfoPage, InfoSection, Points } from './info-page';
import { tableRecipe } from '../../theme/recipes/table';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ table: tableRecipe });

/** Each point's place names and address are texts of the page; its phone number is shown as is. */
const COLLECTION_POINTS: readonly {
  city: Message;
  state: Message;
  address: Message;
  phone: string;
}[] = [
  {
    city: msg(/*i18n*/ { id: 'info.epr.bengaluru', message: 'Bengaluru' }),
    state: msg(/*i18n*/ { id: 'info.epr.karnataka', message: 'Karnataka' }),
    address: msg(
      /*i18n*/ {
        id: 'info.epr.bengaluru-address',
        message: '14, Peenya Industrial Area, Phase II, 560058',
      },
    ),
    phone: '080-4123 5500',
  },
  {
    city: msg(/*i18n*/ { id: 'info.epr.mumbai', message: 'Mumbai' }),
    state: msg(/*i18n*/ { id: 'info.epr.maharashtra', message: 'Maharashtra' }),
    address: msg(
      /*i18n*/ {
        id: 'info.epr.mumbai-address',
        message: 'Unit 7, Andheri Kurla Road, Andheri East, 400093',
      },
    ),
    phone: '022-4890 2211',
  },
  {
    city: msg(/*i18n*/ { id: 'info.epr.new-delhi', message: 'New Delhi' }),
    state: msg(/*i18n*/ { id: 'info.epr.delhi', message: 'Delhi' }),
    address: msg(
      /*i18n*/ {
        id: 'info.epr.new-delhi-address',
        message: 'B-22, Okhla Industrial Estate, Phase I, 110020',
      },
    ),
    phone: '011-4056 7788',
  },
  {
    city: msg(/*i18n*/ { id: 'info.epr.chennai', message: 'Chennai' }),
    state: msg(/*i18n*/ { id: 'info.epr.tamil-nadu', message: 'Tamil Nadu' }),
    address: msg(
      /*i18n*/ { id: 'info.epr.chennai-address', message: '5, Guindy Industrial Estate, 600032' },
    ),
    phone: '044-4211 9034',
  },
  {
    city: msg(/*i18n*/ { id: 'info.epr.kolkata', message: 'Kolkata' }),
    state: msg(/*i18n*/ { id: 'info.epr.west-bengal', message: 'West Bengal' }),
    address: msg(
      /*i18n*/ {
        id: 'info.epr.kolkata-address',
        message: 'Plot 9, Sector V, Salt Lake City, 700091',
      },
    ),
    phone: '033-4602 1187',
  },
  {
    city: msg(/*i18n*/ { id: 'info.epr.hyderabad', message: 'Hyderabad' }),
    state: msg(/*i18n*/ { id: 'info.epr.telangana', message: 'Telangana' }),
    address: msg(/*i18n*/ { id: 'info.epr.hyderabad-address', message: '31, IDA Uppal, 500039' }),
    phone: '040-4433 6620',
  },
];

const DOS_AND_DONTS: readonly Message[] = [
  msg(
    /*i18n*/ {
      id: 'info.epr.do-hand-over',
      message:
        'Do hand over old electronics, batteries and chargers at an authorised collection point.',
    },
  ),
  msg(
    /*i18n*/ {
      id: 'info.epr.do-remove-data',
      message:
        'Do remove personal data from phones, laptops and storage devices before handing them over.',
    },
  ),
  msg(
    /*i18n*/ {
      id: 'info.epr.dont-throw',
      message: 'Do not throw e-waste into household bins or burn it.',
    },
  ),
  msg(
    /*i18n*/ {
      id: 'info.epr.dont-dismantle',
      message: 'Do not dismantle products yourself or sell them to informal scrap dealers.',
    },
  ),
];

export function EprComplianceScreen() {
  const { t } = useI18n();
  const collectionPoints = t(
    msg(/*i18n*/ { id: 'info.epr.collection-heading', message: 'Collection points' }),
  );
  return (
    <InfoPage
      title={t(msg(/*i18n*/ { id: 'info.epr.heading', message: 'EPR Compliance' }))}
      lead={t(
        msg(
          /*i18n*/ {
            id: 'info.epr.lead',
            message:
              "Bazaar's e-waste policy under the E-Waste (Management) Rules, 2022: how to dispose of old electrical and electronic products responsibly.",
          },
        ),
      )}
    >
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.epr.policy-heading', message: 'Our e-waste policy' }))}
      >
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.epr.policy',
                message:
                  'As a producer under Extended Producer Responsibility (EPR), we collect end-of-life electrical and electronic equipment and send it to authorised recyclers, so that hazardous materials never reach landfills.',
              },
            ),
          )}
        </Text>
      </InfoSection>
      <InfoSection
        title={t(msg(/*i18n*/ { id: 'info.epr.dos-heading', message: "Do's and don'ts" }))}
      >
        <Points items={DOS_AND_DONTS.map((point) => t(point))} />
      </InfoSection>
      <InfoSection title={collectionPoints}>
        <Text id="collection-points-note" color="fg.muted">
          {t(
            msg(
              /*i18n*/ {
                id: 'info.epr.collection-note',
                message:
                  'Drop off e-waste free of charge at any of these points, Monday to Saturday, 10 AM to 6 PM.',
              },
            ),
          )}
        </Text>
        {/* Scrolls sideways on small screens, so it takes focus for keyboard scrolling. */}
        <Table.ScrollArea
          role="region"
          aria-label={collectionPoints}
          tabIndex={0}
          borderWidth="1px"
          borderColor="border.subtle"
          borderRadius="md"
        >
          <Table.Root size="sm" striped aria-describedby="collection-points-note">
            <Table.Caption srOnly>
              {t(
                msg(
                  /*i18n*/ { id: 'info.epr.table-caption', message: 'E-waste collection points' },
                ),
              )}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>
                  {t(msg(/*i18n*/ { id: 'info.epr.city', message: 'City' }))}
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  {t(msg(/*i18n*/ { id: 'info.epr.state', message: 'State' }))}
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  {t(msg(/*i18n*/ { id: 'info.epr.address', message: 'Address' }))}
                </Table.ColumnHeader>
                <Table.ColumnHeader>
                  {t(msg(/*i18n*/ { id: 'info.epr.phone', message: 'Phone' }))}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {COLLECTION_POINTS.map((point) => (
                <Table.Row key={point.city.id}>
                  <Table.Cell fontWeight="semibold">{t(point.city)}</Table.Cell>
                  <Table.Cell>{t(point.state)}</Table.Cell>
                  <Table.Cell>{t(point.address)}</Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{point.phone}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      </InfoSection>
      <InfoSection
        title={t(
          msg(/*i18n*/ { id: 'info.epr.helpline-heading', message: 'Toll-free e-waste helpline' }),
        )}
      >
        <Text>
          {t(
            msg(
              /*i18n*/ {
                id: 'info.epr.helpline',
                message: 'Call 1800-202-9898 to book a free pickup of e-waste from your home.',
              },
            ),
          )}
        </Text>
      </InfoSection>
    </InfoPage>
  );
}
