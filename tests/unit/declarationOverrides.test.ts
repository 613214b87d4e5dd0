import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { declareResource } from '../../src/contract/declare';
import { resourceFromDeclaration } from '../../src/kit';

const notes = declareResource({
  name: 'notes',
  entityType: 'Note',
  idPrefix: 'nt',
  icon: 'Timeline',
  fields: z.object({ code: z.string() }),
  recordRepresentation: 'code',
  list: { columns: ['code'], sort: { field: 'code', order: 'ASC' } },
  show: { sections: [{ key: 'note', fields: ['code'] }] },
  access: { list: [], show: [] },
});

describe('resourceFromDeclaration overrides', () => {
  it('names a record by the declared field unless the overrides name it otherwise', () => {
    const plain = resourceFromDeclaration(notes).recordRepresentation;
    expect(typeof plain === 'function' ? plain({ id: 'nt-1', code: 'N_1' }) : plain).toBe('N_1');
    const label = createElement('span');
    expect(
      resourceFromDeclaration(notes, { recordRepresentation: label }).recordRepresentation,
    ).toBe(label);
  });
});
