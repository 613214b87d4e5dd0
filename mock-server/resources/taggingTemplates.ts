import type { TaggingTemplateStatus } from '../../src/contract/resources/taggingTemplates';
import type { TaggingLabel } from '../../src/contract/rules/taggingTemplate';
import { ApiError } from '../http/errors';
import type { ResourceBehaviour } from '../kit/behaviour';
import type { StoredRecord } from '../types';

type TemplateRecord = StoredRecord & { status: TaggingTemplateStatus; labels: TaggingLabel[] };

const asTemplate = (record: StoredRecord) => record as TemplateRecord;

const moveTo =
  (from: TaggingTemplateStatus, to: TaggingTemplateStatus) =>
  (record: StoredRecord): StoredRecord => {
    const { status } = asTemplate(record);
    if (status !== from)
      throw new ApiError(
        409,
        'ACTION_NOT_ALLOWED',
        `The tagging template is ${status.toLowerCase()}; only an ${from.toLowerCase()} one can be ${to === 'ARCHIVED' ? 'archived' : 'unarchived'}.`,
      );
    return { ...record, status: to } as StoredRecord;
  };

/**
 * Tagging templates beyond the generic handler (which already checks the labels with the declaration's `check`,
 * the unique name, and refuses to edit an archived template):
 * - `prepare` keeps the status out of the editor's reach: a new template is ACTIVE, an edit keeps the status;
 * - `present` counts the labels for the list;
 * - archive and unarchive move ACTIVE ⇄ ARCHIVED, refused in any other state (409 ACTION_NOT_ALLOWED).
 */
export const taggingTemplatesBehaviour: ResourceBehaviour = {
  prepare: (input, { current }) => ({
    ...input,
    description: input.description ?? null,
    status: current ? asTemplate(current).status : 'ACTIVE',
  }),
  present: (record) => ({ labelCount: asTemplate(record).labels.length }),
  actions: {
    archive: moveTo('ACTIVE', 'ARCHIVED'),
    unarchive: moveTo('ARCHIVED', 'ACTIVE'),
  },
};
