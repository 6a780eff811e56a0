import type { Address } from '../../lib/address';
import type { Message } from '../../i18n/message';
import { msg } from '../../i18n/msg' with { type: 'macro' };

/**
 * The names the address form and cards show for each state and union territory, and for the
 * address types. Only the names are translated: the value sent and stored stays the English of
 * src/lib/address.ts, which the server checks (that module stays free of messages: the mock
 * backend, run by Node, loads it).
 */
export const STATE_NAMES: Record<Address['state'], Message> = {
  'Andaman and Nicobar Islands': msg(
    /*i18n*/ {
      id: 'address.state.andaman-and-nicobar-islands',
      message: 'Andaman and Nicobar Islands',
    },
  ),
  'Andhra Pradesh': msg(/*i18n*/ { id: 'address.state.andhra-pradesh', message: 'Andhra Pradesh' }),
  'Arunachal Pradesh': msg(
    /*i18n*/ { id: 'address.state.arunachal-pradesh', message: 'Arunachal Pradesh' },
  ),
  Assam: msg(/*i18n*/ { id: 'address.state.assam', message: 'Assam' }),
  Bihar: msg(/*i18n*/ { id: 'address.state.bihar', message: 'Bihar' }),
  Chandigarh: msg(/*i18n*/ { id: 'address.state.chandigarh', message: 'Chandigarh' }),
  Chhattisgarh: msg(/*i18n*/ { id: 'address.state.chhattisgarh', message: 'Chhattisgarh' }),
  'Dadra and Nagar Haveli and Daman and Diu': msg(
    /*i18n*/ {
      id: 'address.state.dadra-and-nagar-haveli-and-daman-and-diu',
      message: 'Dadra and Nagar Haveli and Daman and Diu',
    },
  ),
  Delhi: msg(/*i18n*/ { id: 'address.state.delhi', message: 'Delhi' }),
  Goa: msg(/*i18n*/ { id: 'address.state.goa', message: 'Goa' }),
  Gujarat: msg(/*i18n*/ { id: 'address.state.gujarat', message: 'Gujarat' }),
  Haryana: msg(/*i18n*/ { id: 'address.state.haryana', message: 'Haryana' }),
  'Himachal Pradesh': msg(
    /*i18n*/ { id: 'address.state.himachal-pradesh', message: 'Himachal Pradesh' },
  ),
  'Jammu and Kashmir': msg(
    /*i18n*/ { id: 'address.state.jammu-and-kashmir', message: 'Jammu and Kashmir' },
  ),
  Jharkhand: msg(/*i18n*/ { id: 'address.state.jharkhand', message: 'Jharkhand' }),
  Karnataka: msg(/*i18n*/ { id: 'address.state.karnataka', message: 'Karnataka' }),
  Kerala: msg(/*i18n*/ { id: 'address.state.kerala', message: 'Kerala' }),
  Ladakh: msg(/*i18n*/ { id: 'address.state.ladakh', message: 'Ladakh' }),
  Lakshadweep: msg(/*i18n*/ { id: 'address.state.lakshadweep', message: 'Lakshadweep' }),
  'Madhya Pradesh': msg(/*i18n*/ { id: 'address.state.madhya-pradesh', message: 'Madhya Pradesh' }),
  Maharashtra: msg(/*i18n*/ { id: 'address.state.maharashtra', message: 'Maharashtra' }),
  Manipur: msg(/*i18n*/ { id: 'address.state.manipur', message: 'Manipur' }),
  Meghalaya: msg(/*i18n*/ { id: 'address.state.meghalaya', message: 'Meghalaya' }),
  Mizoram: msg(/*i18n*/ { id: 'address.state.mizoram', message: 'Mizoram' }),
  Nagaland: msg(/*i18n*/ { id: 'address.state.nagaland', message: 'Nagaland' }),
  Odisha: msg(/*i18n*/ { id: 'address.state.odisha', message: 'Odisha' }),
  Puducherry: msg(/*i18n*/ { id: 'address.state.puducherry', message: 'Puducherry' }),
  Punjab: msg(/*i18n*/ { id: 'address.state.punjab', message: 'Punjab' }),
  Rajasthan: msg(/*i18n*/ { id: 'address.state.rajasthan', message: 'Rajasthan' }),
  Sikkim: msg(/*i18n*/ { id: 'address.state.sikkim', message: 'Sikkim' }),
  'Tamil Nadu': msg(/*i18n*/ { id: 'address.state.tamil-nadu', message: 'Tamil Nadu' }),
  Telangana: msg(/*i18n*/ { id: 'address.state.telangana', message: 'Telangana' }),
  Tripura: msg(/*i18n*/ { id: 'address.state.tripura', message: 'Tripura' }),
  'Uttar Pradesh': msg(/*i18n*/ { id: 'address.state.uttar-pradesh', message: 'Uttar Pradesh' }),
  Uttarakhand: msg(/*i18n*/ { id: 'address.state.uttarakhand', message: 'Uttarakhand' }),
  'West Bengal': msg(/*i18n*/ { id: 'address.state.west-bengal', message: 'West Bengal' }),
};

export const ADDRESS_TYPE_NAMES: Record<Address['addressType'], Message> = {
  Home: msg(/*i18n*/ { id: 'address.type.home', message: 'Home' }),
  Work: msg(/*i18n*/ { id: 'address.type.work', message: 'Work' }),
};
