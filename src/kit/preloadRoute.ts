import type { ComponentType } from 'react';
import type { LazyView } from './lazyView';
import type { ResourceDefinition } from './resourceDefinition';

const preloadOf = (view: ComponentType | undefined) =>
  (view as Partial<LazyView> | undefined)?.preload;

/**
 * Starts fetching the code of the view a path opens (`/name` list, `/name/create`, `/name/:id/show`,
 * `/name/:id` edit), so that it downloads while the shell renders instead of after. Nothing happens for other
 * paths; a failed fetch is shown by the view itself when it renders.
 */
export const preloadRoute = (pathname: string, registry: readonly ResourceDefinition[]): void => {
  const [name, second, third] = pathname.split('/').filter(Boolean);
  const resource = registry.find((candidate) => candidate.name === name);
  if (!resource) return;
  const view =
    second === undefined
      ? resource.list
      : second === 'create'
        ? resource.create
        : third === 'show'
          ? resource.show
          : third === undefined
            ? resource.edit
            : undefined;
  preloadOf(view)?.().catch(() => undefined);
};
