import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { formatRupees } from '../../lib/format';
import { CHECKOUT_MESSAGES } from '../../../machines/checkout-messages';
import type { EmiPlan } from '../../../machines/checkout-payment';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/msg' with { type: 'macro' };
import { radioGroupRecipe } from '../../theme/recipes/radio-group';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ radioGroup: radioGroupRecipe });

const TEXT = {
  label: msg(/*i18n*/ { id: 'checkout.emi.label', message: 'EMI tenure' }),
  plan: msg(/*i18n*/ { id: 'checkout.emi.plan', message: '{months} months, {monthly} a month' }),
};

/**
 * EMI's tenures as radio options, each with the monthly amount the server computed (the total
 * divided by the months, rounded up to the rupee), and the terms every tenure shares.
 */
export function EmiTenures({
  plans,
  months,
  readOnly,
  onChoose,
}: {
  plans: readonly EmiPlan[];
  months: number;
  readOnly: boolean;
  onChoose: (months: number) => void;
}) {
  const { t } = useI18n();
  const termsId = useId();
  return (
    <Stack gap="3" ps="7">
      <RadioGroup.Root
        aria-label={t(TEXT.label)}
        aria-describedby={termsId}
        value={String(months)}
        readOnly={readOnly}
        onValueChange={({ value }) => {
          const plan = plans.find((candidate) => String(candidate.months) === value);
          if (plan) onChoose(plan.months);
        }}
        colorPalette="brand"
      >
        <Stack gap="2">
          {plans.map((plan) => (
            <RadioGroup.Item key={plan.months} value={String(plan.months)} cursor="pointer">
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>
                {t(TEXT.plan, { months: plan.months, monthly: formatRupees(plan.monthly) })}
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Stack id={termsId} gap="0" fontSize="sm" color="fg.muted">
        <Text>{t(CHECKOUT_MESSAGES.emiNoProcessingFee)}</Text>
        <Text>{t(CHECKOUT_MESSAGES.emiBankInterest)}</Text>
      </Stack>
    </Stack>
  );
}
