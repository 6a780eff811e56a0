/** A choice of a radio group or a select: a value that is its own label, or a value and its label. */
export type FieldOption<T extends string> = T | { value: T; label: string };

export function optionValue<T extends string>(option: FieldOption<T>): T {
  return typeof option === 'string' ? option : option.value;
}

export function optionLabel<T extends string>(option: FieldOption<T>): string {
  return typeof option === 'string' ? option : option.label;
}

/**
 * The option a control reports as chosen, typed as the form's values; null for anything else,
 * which a DOM control (a select's empty prompt) or a stale event can report.
 */
export function chosenOption<T extends string>(
  options: readonly FieldOption<T>[],
  value: string | null,
): T | null {
  return options.map(optionValue).find((candidate) => candidate === value) ?? null;
}
