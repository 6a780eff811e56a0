import { COD_MAX_TOTAL, EMI_TENURES } from '../../api/types';
import { formatRupees } from '../../lib/format';
import type { AppI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };

/**
 * The policy figures of spec §9, in one place so every page quotes the same numbers. The
 * return window really differs between pages: the cancellation policy says 7 days, the support
 * page says 30 (spec §9 keeps both readings).
 */
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

const EMI_TENURES_TEXT = msg(
  /*i18n*/ { id: 'info.figures.emi-tenures', message: '{tenures} and {last} months' },
);

/** The EMI tenures as a phrase, "3, 6, 9, 12, 18 and 24 months": each language joins the last. */
export function emiTenuresText(t: AppI18n['t']): string {
  return t(EMI_TENURES_TEXT, {
    tenures: EMI_TENURES.slice(0, -1).join(', '),
    last: EMI_TENURES.at(-1) ?? '',
  });
}
