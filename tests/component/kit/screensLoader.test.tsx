import { screen } from '@testing-library/react';
import type { RaRecord } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { subProcessors } from '../../../src/contract/resources/subProcessors';
import { resourceFromDeclaration, type ScreenOverrides } from '../../../src/kit';
import { renderViewAt, subProcessorRecord } from './declaredViews';

describe('screen parts loaded with the first view (`screens`)', () => {
  it('loads them once, when a view opens, and the generated view uses them', async () => {
    const NameValue = ({ record: shown }: { record: RaRecord; source: string }) => (
      <strong>Processor: {String(shown.name)}</strong>
    );
    const screens = vi.fn(async () => ({
      default: { fields: { name: { Value: NameValue } } } satisfies ScreenOverrides,
    }));
    const resource = resourceFromDeclaration(subProcessors, { screens });
    expect(screens).not.toHaveBeenCalled();

    renderViewAt('sub-processors', resource.show, {
      route: '/sub-processors/:id/show',
      path: '/sub-processors/sp-1/show',
      dataProvider: { getOne: vi.fn(async () => ({ data: subProcessorRecord })) },
    });
    expect(
      await screen.findByText('Processor: Mailjet', undefined, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(Object.keys(await resource.declared!.fields())).toEqual(['name']);
    expect(screens).toHaveBeenCalledTimes(1);
  });
});
