import type { Plugin } from 'vite';

/**
 * The chunk plan (issue: "screens on demand"): instead of the many small shared chunks Rolldown makes by
 * default, a few kinds of chunk, so that a page fetches few files.
 *
 * - The entry: what the sign-in pages need (main.tsx's static imports). Rolldown makes it without help.
 * - The admin shell: admin.tsx and everything it imports, the kit's generated views, and every module that more
 *   than one on-demand part shares (react-admin and MUI pieces several screens use). Three chunks, each under the
 *   chunk-size limit: `vendor-ui` (MUI, its styling engine, the router), `vendor-admin` (react-admin, its query,
 *   form and utility libraries, zod) and `shell` (our code). The two vendor chunks change only when a dependency
 *   does, so a new release of the portal leaves them in the browser's cache.
 * - One chunk per resource (`screens-<name>`): the code only that resource's screens use, so opening a
 *   resource fetches one file.
 * - The sign-in pages' own on-demand part (`sign-in`: the tenant step with MUI's Autocomplete), with everything
 *   it uses beyond the entry, also what the shell uses too: choosing a tenant never downloads the shell, and
 *   the shell fetches this chunk beside its own.
 * - Everything else loaded on demand (charts, code editor, QR code, CSV import, another locale): Rolldown's own
 *   chunk per feature, as before.
 *
 * Which module goes where is decided from the module graph once the build has read it (`buildEnd`): each
 * on-demand import is an owner; a module reached (by static imports) from exactly one owner belongs to it, one
 * reached from several belongs to the admin shell (unless only features share it: then Rolldown's shared chunk),
 * and nothing the entry already holds moves.
 */
const RESOURCE_SCREEN = /\/src\/resources\/([^/]+)\//;
/** Parts of the sign-in pages loaded on demand (the tenant step). */
const SIGN_IN_PART = /\/src\/pages\/login\//;
const VENDOR_UI =
  /\/node_modules\/(@mui|@emotion|@popperjs|react-transition-group|stylis|react-router|react-router-dom|react-is|hoist-non-react-statics|clsx|prop-types|@babel\/runtime)\//;

/** Which of the shell's three chunks a shell module belongs to. */
const shellChunkOf = (id: string): string =>
  !id.includes('/node_modules/') ? 'shell' : VENDOR_UI.test(id) ? 'vendor-ui' : 'vendor-admin';
const ADMIN_ROOTS = [/\/src\/admin\.tsx$/, /\/src\/kit\/declared\/views\.tsx?$/];

export interface ChunkPlan {
  plugin: Plugin;
  /** The chunk a module is assigned to, or undefined when Rolldown decides (entry, features). */
  chunkOf: (id: string) => string | undefined;
}

export const chunkPlan = (): ChunkPlan => {
  const assigned = new Map<string, string>();
  const plugin: Plugin = {
    name: 'chunk-plan',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      assigned.clear();
      const ids = [...this.getModuleIds()];
      const info = (id: string) => this.getModuleInfo(id);
      const staticClosure = (roots: string[], stop: Set<string>): Set<string> => {
        const seen = new Set<string>();
        const stack = roots.filter((id) => !stop.has(id));
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          for (const next of info(id)?.importedIds ?? []) if (!stop.has(next)) stack.push(next);
        }
        return seen;
      };
      // The entry's own modules are Rolldown's `$initial` group (vite.config.ts); here only the entry file
      // itself stops a walk (package index files make far more reachable than a build keeps).
      const initial = new Set(ids.filter((id) => info(id)?.isEntry));
      // Every on-demand import target, by owner.
      const ownerOfTarget = (id: string): string => {
        if (ADMIN_ROOTS.some((pattern) => pattern.test(id))) return 'shell';
        if (SIGN_IN_PART.test(id)) return 'sign-in';
        const resource = RESOURCE_SCREEN.exec(id)?.[1];
        return resource ? `screens-${resource}` : `feature:${id}`;
      };
      const targets = new Set(ids.flatMap((id) => info(id)?.dynamicallyImportedIds ?? []));
      const owners = new Map<string, Set<string>>();
      for (const target of targets) {
        const owner = ownerOfTarget(target);
        for (const id of staticClosure([target], initial)) {
          const set = owners.get(id) ?? new Set<string>();
          set.add(owner);
          owners.set(id, set);
        }
      }
      for (const [id, set] of owners) {
        const named = [...set].filter((owner) => !owner.startsWith('feature:'));
        // Shared by features only (the German catalogue's areas, say): Rolldown's own shared chunk.
        if (named.length === 0) continue;
        // What the sign-in pages fetch on demand stays theirs, also when the shell uses it too (MUI's
        // Autocomplete): a visitor choosing a tenant must not download the shell to do so.
        if (set.has('sign-in')) {
          assigned.set(id, 'sign-in');
          continue;
        }
        if (set.size > 1 || named[0] === 'shell') assigned.set(id, shellChunkOf(id));
        else assigned.set(id, named[0]!);
      }
    },
  };
  return { plugin, chunkOf: (id) => assigned.get(id) };
};
