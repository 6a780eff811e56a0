import { Input } from '@chakra-ui/react';
import type { ChangeEvent, Ref } from 'react';
import { FormField, type FormFieldProps } from './form-field';

export interface FileFieldProps extends Omit<FormFieldProps, 'children' | 'label'> {
  label: string;
  /** The file types the browser's dialog offers first; only a hint, the form still checks. */
  accept: string;
  /** Offers the picked file (null: none) to the form; answers whether the form took it. */
  onPick: (file: File | null) => boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * A labelled file picker. A pick the form refuses is dropped from the input too, so what the
 * input shows (and the browser's required check) matches what the form holds. A read-only field
 * disables its input: a file input has no read-only state.
 */
export function FileField({ name, accept, onPick, inputRef, ...field }: FileFieldProps) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!onPick(event.target.files?.[0] ?? null)) event.target.value = '';
  };
  return (
    <FormField name={name} {...field}>
      {({ describedBy }) => (
        <Input
          ref={inputRef}
          type="file"
          name={name}
          accept={accept}
          onChange={onChange}
          disabled={field.readOnly}
          aria-describedby={describedBy}
          h="auto"
          py="1.5"
          bg="bg.surface"
        />
      )}
    </FormField>
  );
}
