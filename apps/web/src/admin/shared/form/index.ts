/** The back office's one form kit (spec §5 "Form toolkit"). */

export { AdminForm } from './AdminForm';
export { CheckboxField } from './CheckboxField';
export { DateField } from './DateField';
export { DateRangeField, type DayRange } from './DateRangeField';
export { NumberField } from './NumberField';
export type { SelectOption } from './optionValues';
export { MultiSelectField, SelectField } from './SelectField';
export { ShowWhen } from './ShowWhen';
export { SubmitButton } from './SubmitButton';
export { TextAreaField } from './TextAreaField';
export { TextField } from './TextField';
export { useAdminForm } from './useAdminForm';
