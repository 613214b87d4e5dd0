import { failureMessageOf } from '../../guard';
import { describeError } from '../../dataProvider/errors';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The words of a failed call on a dataset: the spec's "dataset maintenance" names the dataset being rebuilt;
 * anything else goes the one error path's way.
 */
export const datasetFailureMessage = (error: unknown, name: string, translate: Translate) =>
  describeError(error).descriptor?.code === 'DATASET_MAINTENANCE'
    ? translate('resources.datasets.maintenance.refused', { name })
    : failureMessageOf(error);
