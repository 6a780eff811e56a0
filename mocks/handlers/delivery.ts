import { HttpResponse } from 'msw';
import { API_PATHS, type Delivery } from '../../src/api/types';
import { ADDRESS_MESSAGES, PINCODE_PATTERN } from '../../src/lib/address';
import { deliveryFor } from '../lib/delivery';
import { jsonError, route } from './route';

/** Whether and by when a pincode is delivered to: public, the same for every shopper. */
const getDelivery = route.get<{ pincode: string }>(
  `${API_PATHS.delivery}:pincode`,
  ({ params }) => {
    if (!PINCODE_PATTERN.test(params.pincode)) {
      return jsonError(400, { errors: { pincode: [ADDRESS_MESSAGES.pincode] } });
    }
    return HttpResponse.json<Delivery>(deliveryFor(params.pincode, Date.now()));
  },
);

export const deliveryHandlers = [getDelivery];
