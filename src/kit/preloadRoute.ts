import type { ComponentType } from 'react';
import type { Store } from 'react-admin';
import type { ListWarmUp } from '../dataProvider';
import type { LazyView } from './lazyView';
import { listDefaultsOf, listParamsAt } from './listDefaults';
import type { ResourceDefinition } from './resourceDefinition';

const preloadOf = (view: ComponentType | undefined) =>
  (view as Partial<LazyView> | undefined)?.preload;

/** What warming a list's first request needs: the address's query, react-admin's store, the provider. */
export interface ListWarming {
  search: string;
  store: Store;
  dataProvider: ListWarmUp;
  /** Whether the signed-in user may list the resource (no request goes out for a list they cannot see). */
  canList: (resource: string) => boolean;
}

/**
 * Starts fetching the code of the view a path opens (`/name` list, `/name/create`, `/name/:id/show`,
 * `/name/:id` edit), so that it downloads while the shell renders instead of after. For a declared list it
 * also sends the list's first request now (`warming`): the params react-admin will ask for, worked out the way
 * it works them out, so the list finds its rows waiting. Nothing happens for other paths; a failed fetch is
 * shown by the view itself when it renders.
 */
export const preloadRoute = (
  pathname: string,
  registry: readonly ResourceDefinition[],
  warming?: ListWarming,
): void => {
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
  if (second !== undefined || !warming || !resource.declared || !warming.canList(resource.name))
    return;
  const defaults = listDefaultsOf(resource.declared.declaration);
  warming.dataProvider.warmList(resource.name, listParamsAt(resource.name, defaults, warming));
};
