import { HStack, RadioGroup } from '@chakra-ui/react';
import { FormField, type FormFieldProps } from './form-field';
import { chosenOption, optionLabel, optionValue, type FieldOption } from './field-options';
import { radioGroupRecipe } from '../../theme/recipes/radio-group';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ radioGroup: radioGroupRecipe });

export interface RadioGroupFieldProps<T extends string> extends Omit<
  FormFieldProps,
  'children' | 'label' | 'announceErrors'
> {
  label: string;
  options: readonly FieldOption<T>[];
  /** Controlled: the choice the form's statechart holds (null: none yet). */
  value?: T | null;
  /** Uncontrolled: the starting choice of a form read with FormData on submit. */
  defaultValue?: T;
  onValueChange?: (value: T) => void;
}

/**
 * A labelled group of radio buttons, one tab stop: the arrow keys move the choice within it.
 * The group takes its name from the field's label and its description and error message from
 * the field, as a single input would. A read-only group keeps its choice and refuses another.
 */
export function RadioGroupField<T extends string>({
  name,
  options,
  value,
  defaultValue,
  onValueChange,
  ...field
}: RadioGroupFieldProps<T>) {
  return (
    <FormField name={name} {...field}>
      {({ describedBy, invalid, errorMessageId, labelId }) => (
        <RadioGroup.Root
          name={name}
          value={value}
          defaultValue={defaultValue}
          readOnly={field.readOnly}
          required={field.required}
          invalid={invalid}
          ids={{ label: labelId }}
          aria-describedby={describedBy}
          aria-errormessage={errorMessageId}
          aria-invalid={invalid || undefined}
          onValueChange={(details) => {
            const chosen = chosenOption(options, details.value);
            if (chosen !== null) onValueChange?.(chosen);
          }}
          colorPalette="brand"
        >
          <HStack gap="6" wrap="wrap">
            {options.map((option) => (
              <RadioGroup.Item
                key={optionValue(option)}
                value={optionValue(option)}
                cursor={field.readOnly ? 'default' : 'pointer'}
              >
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{optionLabel(option)}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </HStack>
        </RadioGroup.Root>
      )}
    </FormField>
  );
}
