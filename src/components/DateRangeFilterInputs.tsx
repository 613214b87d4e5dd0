import { TextInput, type TextInputProps } from 'react-admin';
import { useValidateWhenSet } from './useValidateWhenSet';
import { dateFormat, dateOrder } from './validators';

/** react-admin hides helper texts in filter forms; a date error must still be read, so show it. */
const SHOW_ERROR = { '& .MuiFormHelperText-root.Mui-error': { display: 'block', maxWidth: 200 } };

export interface DateRangeFilterOptions {
  /** Filter keys of the first and the last day (both inclusive, YYYY-MM-DD). */
  start: string;
  end: string;
  alwaysOn?: boolean;
  /** `date`: the browser's date picker; `text`: typed as YYYY-MM-DD (the platform's own format). */
  input?: 'date' | 'text';
  /** Labels of the two inputs (already translated); by default react-admin's field labels of the keys. */
  labels?: readonly [string, string];
}

type DateFilterInputProps = TextInputProps & { range: [string, string]; input: 'date' | 'text' };

/** One end of a date range in a list's filter form; the pair is checked whenever a value arrives. */
const DateFilterInput = ({ range, input, ...props }: DateFilterInputProps) => {
  useValidateWhenSet(props.source, range);
  return (
    <TextInput
      {...props}
      type={input === 'date' ? 'date' : undefined}
      placeholder={input === 'text' ? 'YYYY-MM-DD' : undefined}
      InputLabelProps={{ shrink: true }}
      sx={SHOW_ERROR}
    />
  );
};

/**
 * The two inputs of a "between these days" filter, each checking its format and the order of the pair ('The
 * order of the dates is incorrect.'). react-admin applies filters only while the whole form is valid.
 */
export const dateRangeFilterInputs = ({
  start,
  end,
  alwaysOn,
  input = 'date',
  labels,
}: DateRangeFilterOptions) => {
  const validate = [dateFormat(), dateOrder({ start, end })];
  const range: [string, string] = [start, end];
  return range.map((source, index) => (
    <DateFilterInput
      key={source}
      source={source}
      label={labels?.[index]}
      alwaysOn={alwaysOn}
      validate={validate}
      range={range}
      input={input}
    />
  ));
};
