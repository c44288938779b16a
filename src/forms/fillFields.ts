import type { UseFormSetValue, FieldValues } from 'react-hook-form';

/** Puts looked-up values in the form (blank ones are skipped), marking them as typed by the user. */
export function fillFields(setValue: UseFormSetValue<FieldValues>, values: Record<string, unknown>): void {
  for (const [field, value] of Object.entries(values)) {
    if (value === undefined || value === null || value === '') continue;
    setValue(field, value, { shouldDirty: true, shouldValidate: false });
  }
}
