import { createElement } from 'react';
import type { DeclarationOverrides } from '../../kit';
import { TemplateTitle } from './TemplateTitle';

/**
 * Mail templates, declared in src/contract/resources/mailTemplates.ts: the generated list, show page and guarded
 * edit form, with the code editors, the variables, the preview, the test mail and the versions loaded with the
 * first screen.
 */
export const mailTemplatesOverrides: DeclarationOverrides = {
  screens: () => import('./screens'),
  recordRepresentation: createElement(TemplateTitle),
};

/** The outbox (src/contract/resources/mailOutbox.ts): generated, with the mail shown as it was sent. */
export const mailOutboxOverrides: DeclarationOverrides = {
  screens: () => import('./outboxScreens'),
};
