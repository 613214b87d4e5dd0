import { SelectInput, useTranslate, type SelectInputProps } from 'react-admin';

/** -1 means "use the platform default" rather than a percentage. */
export const PERCENT_DEFAULT_VALUE = -1;

/** Spec section 5: 0 to 100 in steps of 10, plus -1 'default'. */
export const PERCENT_CHOICES: readonly number[] = [
  PERCENT_DEFAULT_VALUE,
  ...Array.from({ length: 11 }, (_, index) => index * 10),
];

export type PercentChoiceInputProps = Omit<
  SelectInputProps,
  'choices' | 'optionText' | 'optionValue'
>;

export const PercentChoiceInput = (props: PercentChoiceInputProps) => {
  const translate = useTranslate();
  const choices = PERCENT_CHOICES.map((value) => ({
    id: value,
    name:
      value === PERCENT_DEFAULT_VALUE
        ? translate('components.percentChoice.default')
        : translate('components.percentChoice.value', { value }),
  }));
  return <SelectInput {...props} choices={choices} translateChoice={false} />;
};
