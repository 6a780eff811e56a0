import { RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { formatRupees } from '../../lib/format';
import { CHECKOUT_MESSAGES } from '../../../machines/checkout-messages';
import type { EmiPlan } from '../../../machines/checkout-payment';
import { radioGroupRecipe } from '../../theme/recipes/radio-group';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ radioGroup: radioGroupRecipe });

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
  const termsId = useId();
  return (
    <Stack gap="3" ps="7">
      <RadioGroup.Root
        aria-label="EMI tenure"
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
                {plan.months} months, {formatRupees(plan.monthly)} a month
              </RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Stack id={termsId} gap="0" fontSize="sm" color="fg.muted">
        <Text>{CHECKOUT_MESSAGES.emiNoProcessingFee}</Text>
        <Text>{CHECKOUT_MESSAGES.emiBankInterest}</Text>
      </Stack>
    </Stack>
  );
}
