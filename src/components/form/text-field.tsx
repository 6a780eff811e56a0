import { Input, mergeRefs, Textarea, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';
import { FormField, type FormFieldProps } from './form-field';
import { useTypedBeforeHydration } from './typed-before-hydration';
import { textareaRecipe } from '../../theme/recipes/textarea';
import { registerRecipes } from '../../theme/lazy-recipes';

registerRecipes({ textarea: textareaRecipe });

interface TextControlProps extends Omit<FormFieldProps, 'children' | 'label'> {
  label: string;
  /** Controlled: the value the form's statechart holds. */
  value?: string;
  /** Uncontrolled: the starting value of a form read with FormData on submit. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  autoComplete?: string;
}

export interface TextFieldProps extends TextControlProps {
  type?: 'text' | 'password' | 'tel' | 'email';
  inputMode?: InputProps['inputMode'];
  inputRef?: Ref<HTMLInputElement>;
}

/** A labelled one-line input. A read-only field looks it, so nobody tries to type into it. */
export function TextField({
  name,
  value,
  defaultValue,
  onValueChange,
  autoComplete,
  type = 'text',
  inputMode,
  inputRef,
  ...field
}: TextFieldProps) {
  const typedRef = useTypedBeforeHydration<HTMLInputElement>(value, onValueChange);
  return (
    <FormField name={name} {...field}>
      {({ describedBy }) => (
        <Input
          ref={mergeRefs(typedRef, inputRef)}
          name={name}
          type={type}
          value={value}
          defaultValue={defaultValue}
          autoComplete={autoComplete}
          inputMode={inputMode}
          onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
          aria-describedby={describedBy}
          bg={field.readOnly ? 'bg.canvas' : 'bg.surface'}
          color={field.readOnly ? 'fg.muted' : undefined}
        />
      )}
    </FormField>
  );
}

/** A labelled multi-line input. */
export function TextAreaField({
  name,
  value,
  defaultValue,
  onValueChange,
  autoComplete,
  rows = 3,
  ...field
}: TextControlProps & { rows?: number }) {
  const typedRef = useTypedBeforeHydration<HTMLTextAreaElement>(value, onValueChange);
  return (
    <FormField name={name} {...field}>
      {({ describedBy }) => (
        <Textarea
          ref={typedRef}
          name={name}
          value={value}
          defaultValue={defaultValue}
          autoComplete={autoComplete}
          onChange={onValueChange ? (event) => onValueChange(event.target.value) : undefined}
          aria-describedby={describedBy}
          rows={rows}
          bg="bg.surface"
        />
      )}
    </FormField>
  );
}
