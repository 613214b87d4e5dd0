import { z } from 'zod';
import type { ServerContext } from '../context';
import type { Registry } from '../http/registry';
import { notFound } from '../http/errors';
import { parseInput } from '../http/validate';

/**
 * The workflow definition as a file. Workflows themselves are declared (src/contract/resources/workflows.ts) and
 * served by the generic handler with mock-server/resources/workflows.ts.
 */
const idParams = z.object({ id: z.string().min(1).max(100) });

export const registerWorkflowEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('workflowsDownload', (req, res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const workflow = ctx.store.table('workflows').get(id);
    if (!workflow || workflow.tenantId !== auth.tenant.id) throw notFound('Workflow');
    // A file download: plain text, never rendered by the browser as a page.
    res
      .status(200)
      .type('text/plain; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${workflow.id}.json"`);
    res.send(workflow.definition);
    return undefined;
  });
};
