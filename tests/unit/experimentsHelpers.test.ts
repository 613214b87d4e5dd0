import { describe, expect, it } from 'vitest';
import { taggingCommandOf } from '../../src/resources/experiments/taggingKeys';
import { describeError } from '../../src/dataProvider/errors';
import { experiments, EXPERIMENT_TRANSITIONS } from '../../src/contract/resources/experiments';
import { actionOffered, recordDeletable } from '../../src/contract/declare';

describe('tagging view keys', () => {
  it('moves with J/K and the arrows, opens the help with ?, and offers other letters to the labels', () => {
    expect(taggingCommandOf({ key: 'j' })).toBe('next');
    expect(taggingCommandOf({ key: 'J' })).toBe('next');
    expect(taggingCommandOf({ key: 'ArrowLeft' })).toBe('previous');
    expect(taggingCommandOf({ key: 'k' })).toBe('previous');
    expect(taggingCommandOf({ key: '?' })).toBe('help');
    expect(taggingCommandOf({ key: 'g' })).toBe('label');
    expect(taggingCommandOf({ key: '7' })).toBe('label');
    expect(taggingCommandOf({ key: 'Enter' })).toBeNull();
  });

  it('leaves the browser’s keys and typing alone', () => {
    expect(taggingCommandOf({ key: 'j', ctrlKey: true })).toBeNull();
    expect(taggingCommandOf({ key: 'g', metaKey: true })).toBeNull();
    const input = document.createElement('textarea');
    document.body.append(input);
    expect(taggingCommandOf({ key: 'g', target: input })).toBeNull();
    expect(taggingCommandOf({ key: 'j', target: input })).toBeNull();
    input.remove();
  });
});

describe('experiment state machine in the screens', () => {
  const offered = (state: string) =>
    Object.entries(experiments.actions ?? {})
      .filter(([, action]) => actionOffered(action, { state }))
      .map(([key]) => key)
      .sort();

  it('offers exactly the legal transitions of each state', () => {
    expect(offered('DRAFT')).toEqual(['start']);
    expect(offered('RUNNING')).toEqual(['pause', 'stop']);
    expect(offered('PAUSED')).toEqual(['resume', 'stop']);
    expect(offered('STOPPED')).toEqual(['archive']);
    expect(offered('ARCHIVED')).toEqual(['unarchive']);
    for (const [key, transition] of Object.entries(EXPERIMENT_TRANSITIONS))
      for (const state of transition.from) expect(offered(state)).toContain(key);
  });

  it('offers Delete for a draft or an archived experiment only', () => {
    const deletable = ['DRAFT', 'RUNNING', 'PAUSED', 'STOPPED', 'ARCHIVED'].filter((state) =>
      recordDeletable(experiments, { state }),
    );
    expect(deletable).toEqual(['DRAFT', 'ARCHIVED']);
  });
});

describe('a dataset in use', () => {
  it('words the refusal with the experiments the platform named', () => {
    const described = describeError({
      id: 'x',
      error: 'Conflict',
      code: 'DATASET_IN_USE',
      status: 409,
      details: [{ field: 'experiments', code: 'DATASET_IN_USE', message: '“A”, “B”' }],
      timestamp: '2026-11-27T00:00:00.000Z',
      url: '/api/v1/datasets/ds-1',
      message: 'in use',
    });
    expect(described.messageKey).toBe('app.errors.DATASET_IN_USE');
    expect(described.messageArgs).toEqual({ experiments: '“A”, “B”' });
  });
});
