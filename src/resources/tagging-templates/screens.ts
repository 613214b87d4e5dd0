import type { ScreenOverrides } from '../../kit';
import { LabelChips } from './LabelChips';
import { LabelsInput } from './LabelsInput';
import { TemplatePreview } from './TemplatePreview';

/**
 * Tagging templates' hand-written parts, loaded with their first screen: the labels' editor inside the generated
 * create and edit forms with the live preview of the tagging panel beside it, and the labels as chips on the
 * show page. List, show page, filters, actions and saving stay generated.
 */
const screens: ScreenOverrides = {
  fields: { labels: { Input: LabelsInput, Value: LabelChips } },
  formAside: TemplatePreview,
};
export default screens;
