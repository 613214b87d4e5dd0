import type { ScreenOverrides } from '../../kit';
import { AddedLocaleInput } from './AddedLocaleInput';
import { EditPanel } from './EditPanel';
import { ShowPreview } from './ShowPreview';
import { TemplatePartInput } from './TemplatePartInput';
import { OverriddenIn, TemplateSource } from './values';
import { VariablesAside } from './VariablesAside';

/**
 * Mail templates' hand-written parts, loaded with their first screen (the template engine and the editor with
 * them): the three parts in the code editor, checked as typed; the variables beside them; the live preview, the
 * test mail and the versions below. The show page renders the saved text. List, show page, filters, the guarded
 * save, the reset, and adding a language (the same editor, starting from the English text) stay generated.
 */
const part = { Input: TemplatePartInput, Value: TemplateSource };
const screens: ScreenOverrides = {
  fields: {
    subject: { Input: TemplatePartInput },
    htmlBody: part,
    textBody: part,
    overriddenIn: { Value: OverriddenIn },
    // Chosen only when a language is added (fixed after): among the languages without a default.
    locale: { Input: AddedLocaleInput },
  },
  formAside: VariablesAside,
  formPanel: EditPanel,
  showPanel: ShowPreview,
};
export default screens;
