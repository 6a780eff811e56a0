import { COD_MAX_TOTAL, EMI_TENURES } from '../../api/types';
import { formatRupees } from '../../lib/format';

/**
 * The policy figures of spec §9, in one place so every page quotes the same numbers. The
 * return window really differs between pages: the cancellation policy says 7 days, the support
 * page says 30 (spec §9 keeps both readings).
 */
export const EMI_TENURES_MONTHS = EMI_TENURES;
export const COD_MAX_ORDER = formatRupees(COD_MAX_TOTAL);
export const NET_BANKING_BANKS = 44;
export const CARD_DIGITS_KEPT = 4;
export const RETURN_WINDOW_POLICY_DAYS = 7;
export const RETURN_WINDOW_SUPPORT_DAYS = 30;
export const REFUND_BUSINESS_DAYS = '5-7';
export const STANDARD_DELIVERY_DAYS = '3-7';
export const EXPRESS_DELIVERY_DAYS = '1-3';
export const GIFT_CARD_MIN = formatRupees(50);
export const GIFT_CARD_MAX = formatRupees(10_000);

export const SELLER_FACTS = {
  assuredDeliveryDays: '2-4',
  paymentDaysAfterDispatch: 7,
  pinCodes: '19000+',
  accountMinutes: 10,
  documents: 3,
} as const;

export function emiTenuresText(): string {
  const months = EMI_TENURES_MONTHS.map(String);
  return `${months.slice(0, -1).join(', ')} and ${months.at(-1) ?? ''} months`;
}
