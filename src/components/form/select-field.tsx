import { NativeSelect } from '@chakra-ui/react';
import { FormField, type FormFieldProps } from './form-field';
import { chosenOption, optionLabel, optionValue, type FieldOption } from './field-options';
import { nativeSelectRecipe } from '../../theme/recipes/native-select';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ nativeSelect: nativeSelectRecipe });

export interface SelectFieldProps<T extends string> extends Omit<
  FormFieldProps,
  'children' | 'label' | 'announceErrors'
> {
  label: string;
  options: readonly FieldOption<T>[];
  /**
   * The first entry while nothing is chosen ('Select a state'). It cannot be chosen back, and a
   * required field left on it stops the form's submit.
   */
  placeholder?: string;
  /** Controlled: the choice the form's statechart holds ('' for none yet). */
  value?: T | '';
  /** Uncontrolled: the starting choice of a form read with FormData on submit. */
  defaultValue?: T | '';
  onValueChange?: (value: T) => void;
  autoComplete?: string;
}

/**
 * A labelled drop-down list: the browser's own select, so its keyboard, its type-ahead and the
 * phone's picker all work as shoppers know them. It has no read-only state: a select has none.
 */
export function SelectField<T extends string>({
  name,
  options,
  placeholder,
  value,
  defaultValue,
  onValueChange,
  autoComplete,
  ...field
}: SelectFieldProps<T>) {
  // With a prompt and no choice given the prompt shows; a browser would pick the first option.
  const initial = defaultValue ?? (placeholder === undefined ? undefined : '');
  return (
    <FormField name={name} {...field}>
      {({ describedBy }) => (
        <NativeSelect.Root>
          <NativeSelect.Field
            name={name}
            value={value}
            defaultValue={value === undefined ? initial : undefined}
            autoComplete={autoComplete}
            onChange={(event) => {
              const chosen = chosenOption(options, event.target.value);
              if (chosen !== null) onValueChange?.(chosen);
            }}
            aria-describedby={describedBy}
            bg="bg.surface"
          >
            {placeholder === undefined ? null : (
              <option value="" disabled>
                {placeholder}
              </option>
            )}
            {options.map((option) => (
              <option key={optionValue(option)} value={optionValue(option)}>
                {optionLabel(option)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      )}
    </FormField>
  );
}
