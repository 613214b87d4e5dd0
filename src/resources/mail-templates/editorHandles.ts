import type { Control } from 'react-hook-form';
import type { CodeEditorHandle } from '../../components';
import type { MailPart } from '../../contract/rules/mailCatalogue';

/**
 * The code editors of one form, by part, and the one the user last wrote in: the variables beside the form insert
 * into it. Kept per form (its react-hook-form control), since the inputs and the panel beside them are siblings
 * of the generated form with no parent of their own to share a context.
 */
interface FormEditors {
  handles: Map<MailPart, CodeEditorHandle>;
  last: MailPart;
}

const editorsByForm = new WeakMap<Control, FormEditors>();

export const editorsOf = (control: Control): FormEditors => {
  let editors = editorsByForm.get(control);
  if (!editors) {
    editors = { handles: new Map(), last: 'htmlBody' };
    editorsByForm.set(control, editors);
  }
  return editors;
};
