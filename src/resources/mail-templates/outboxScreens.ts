import type { ScreenOverrides } from '../../kit';
import { OutboxHtml, OutboxNotice, OutboxText } from './outboxValues';

/** The outbox's show page: the mail's HTML in the sandboxed frame and its plain text as sent. */
const screens: ScreenOverrides = {
  fields: { html: { Value: OutboxHtml }, text: { Value: OutboxText } },
  showPanel: OutboxNotice,
};
export default screens;
