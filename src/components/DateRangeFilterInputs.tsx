import { DateTextInput, type DateTextInputProps } from './DateTextInput';
import { useValidateWhenSet } from './useValidateWhenSet';
import { dateOrder } from './validators';

/** react-admin hides helper texts in filter forms; a date error must still be read, so show it. */
const SHOW_ERROR = { '& .MuiFormHelperText-root.Mui-error': { display: 'block', maxWidth: 200 } };

export interface DateRangeFilterOptions {
  /** Filter keys of the first and the last day (both inclusive, YYYY-MM-DD). */
  start: string;
  end: string;
  alwaysOn?: boolean;
  /** Labels of the two inputs (already translated); by default react-admin's field labels of the keys. */
  labels?: readonly [string, string];
}

type DateFilterInputProps = DateTextInputProps & { range: [string, string] };

/** One end of a date range in a list's filter form; the pair is checked whenever a value arrives. */
const DateFilterInput = ({ range, ...props }: DateFilterInputProps) => {
  useValidateWhenSet(props.source, range);
  return <DateTextInput {...props} sx={SHOW_ERROR} />;
};

/**
 * The two inputs of a "between these days" filter, each checking its format and the order of the pair ('The
 * order of the dates is incorrect.'). react-admin applies filters only while the whole form is valid.
 */
export const dateRangeFilterInputs = ({ start, end, alwaysOn, labels }: DateRangeFilterOptions) => {
  const validate = [dateOrder({ start, end })];
  const range: [string, string] = [start, end];
  return range.map((source, index) => (
    <DateFilterInput
      key={source}
      source={source}
      label={labels?.[index]}
      alwaysOn={alwaysOn}
      validate={validate}
      range={range}
    />
  ));
};
