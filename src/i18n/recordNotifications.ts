import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';

type Messages = Record<string, unknown>;
type Kind = 'created' | 'updated' | 'deleted';

/** How a locale words that one record was created, updated or deleted, around the resource's own name. */
export type RecordNotificationWords = Record<Kind, (one: string) => string>;

/** The plural of react-admin's own message ("%{smart_count} elements deleted"), or nothing. */
const pluralOf = (message: unknown): string | undefined =>
  typeof message === 'string' ? message.split('||||')[1]?.trim() : undefined;

/**
 * react-admin words a saved create, edit or delete with `resources.<name>.notifications.*` when the catalogue has
 * it, else with the generic "Element created". Each resource gets its own from its singular name ("Experiment
 * created"), so an operator reads what was saved; a bulk action keeps react-admin's plural ("3 elements
 * deleted"), since a collection's name ("Audit log") is no plural to count with. A resource's hand-written words
 * stay.
 */
export const withRecordNotifications = <T extends Messages>(
  catalogue: T,
  raNotification: Record<string, unknown>,
  words: RecordNotificationWords,
): T => {
  const resources = catalogue.resources as Record<string, Messages> | undefined;
  if (!resources) return catalogue;
  const phrase = (kind: Kind, one: string) => {
    const plural = pluralOf(raNotification[kind]);
    return plural ? `${words[kind](one)} |||| ${plural}` : words[kind](one);
  };
  const next: Record<string, Messages> = {};
  for (const [key, resource] of Object.entries(resources)) {
    const name = resource.name;
    const one = typeof name === 'string' ? name.split('||||')[0]?.trim() : undefined;
    next[key] = one
      ? {
          ...resource,
          notifications: {
            created: phrase('created', one),
            updated: phrase('updated', one),
            deleted: phrase('deleted', one),
            ...(resource.notifications as Messages | undefined),
          },
        }
      : resource;
  }
  return { ...catalogue, resources: next };
};

/**
 * Tells that a record of `resource` was saved, in the resource's words ("Group updated") with react-admin's
 * generic ones as the fallback: for the portal's own saves, which react-admin's controllers do not make.
 */
export const useNotifyRecordSaved = () => {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (resource: string, kind: Kind, count = 1) =>
      notify(`resources.${resource}.notifications.${kind}`, {
        messageArgs: {
          smart_count: count,
          _: translate(`ra.notification.${kind}`, { smart_count: count }),
        },
      }),
    [notify, translate],
  );
};
