import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { PAGE_SIZE } from '../../src/contract/constants';
import { checkWorkflowDefinition } from '../../src/contract/schemas/workflowDefinition';
import type { AuthContext } from '../auth/session';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { appendAudit } from '../guard/audit';
import { guardedChange } from '../guard/guard';
import { applyChange, assertVersion } from '../http/concurrency';
import { ApiError, validationError } from '../http/errors';
import type { Registry } from '../http/registry';
import { findInTenant, scopeToTenant } from '../http/tenantScope';
import { parseInput } from '../http/validate';
import { clampPageSize, runListQuery, type ListSpec } from '../query';
import type { WorkflowExecutionRecord, WorkflowRecord } from '../types';

/**
 * Workflows of the session tenant (spec section 7). Their executions are a declared resource
 * (src/contract/resources/workflowExecutions.ts) served by the generic handler.
 */

const executionsOf = (ctx: ServerContext, workflow: WorkflowRecord): WorkflowExecutionRecord[] => {
  const { 'workflow-executions': executions } = ctx.store.data();
  return executions.filter((x) => x.workflowId === workflow.id && x.tenantId === workflow.tenantId);
};

export const toWorkflowDto = (ctx: ServerContext, w: WorkflowRecord) => ({
  id: w.id,
  tenantId: w.tenantId,
  name: w.name,
  description: w.description,
  status: w.status,
  definition: w.definition,
  createdAt: w.createdAt,
  version: w.version,
  updatedBy: w.updatedBy,
  updatedAt: w.updatedAt,
  executionCount: executionsOf(ctx, w).length,
});

const WORKFLOWS_LIST_SPEC: ListSpec = {
  filters: {
    q: { kind: 'text', fields: ['name', 'description'] },
    status: { kind: 'equals', field: 'status' },
  },
  sortable: ['updatedAt'],
};

const listQuery = z.object({
  page: z.coerce.number().int().min(0).max(1_000_000).default(0),
  size: z.coerce.number().int().default(PAGE_SIZE),
  direction: z.enum(['ASC', 'DESC']).default('DESC'),
  q: z.string().max(200).optional(),
  status: z.union([z.string().max(20), z.array(z.string().max(20)).max(10)]).optional(),
});

const idParams = z.object({ id: z.string().min(1).max(100) });

const workflowFields = {
  name: z.string().trim().min(1).max(100),
  description: z.string().trim().max(500).default(''),
  status: z.enum(['ACTIVE', 'DRAFT', 'RETIRED']),
  definition: z.string().max(100_000),
};

/** 400 VALIDATION_ERROR_CODE naming the line of every problem of the definition. */
const assertDefinition = (definition: string): void => {
  const issues = checkWorkflowDefinition(definition);
  if (issues.length)
    throw validationError(
      issues.map((i) => ({ field: 'definition', code: i.code, message: i.message, line: i.line })),
      'The workflow definition is not valid.',
    );
};

const editable = (w: WorkflowRecord) => ({
  name: w.name,
  description: w.description,
  status: w.status,
  definition: w.definition,
});

const audit = (
  ctx: ServerContext,
  req: Parameters<typeof appendAudit>[1],
  auth: AuthContext,
  action: string,
  entityId: string,
  before: unknown,
  after: unknown,
  result: 'SUCCESS' | 'FAILURE' = 'SUCCESS',
  errorCode?: string,
) =>
  appendAudit(ctx, req, auth, {
    action,
    entityType: 'workflow',
    entityId,
    result,
    errorCode,
    before,
    after,
    reason: null,
    classification: null,
  });

export const registerWorkflowEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('workflowsList', (req, _res, auth) => {
    const query = parseInput(listQuery, req.query);
    const page = runListQuery(
      scopeToTenant(ctx.store.data().workflows, auth),
      {
        offset: query.page,
        pageSize: clampPageSize(query.size),
        count: true,
        sort: { field: 'updatedAt', direction: query.direction },
        q: query.q,
        status: query.status,
      },
      WORKFLOWS_LIST_SPEC,
    );
    return { list: page.content.map((w) => toWorkflowDto(ctx, w)), total: page.totalElements };
  });

  r.registerEndpoint('workflowsGet', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    return toWorkflowDto(ctx, findInTenant(ctx.store.data().workflows, id, auth, 'Workflow'));
  });

  r.registerEndpoint('workflowsDownload', (req, res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const workflow = findInTenant(ctx.store.data().workflows, id, auth, 'Workflow');
    // A file download: plain text, never rendered by the browser as a page.
    res
      .status(200)
      .type('text/plain; charset=utf-8')
      .setHeader('Content-Disposition', `attachment; filename="${workflow.id}.json"`);
    res.send(workflow.definition);
    return undefined;
  });

  r.registerEndpoint('workflowsCreate', (req, res, auth) => {
    const body = parseInput(z.object(workflowFields), req.body);
    assertDefinition(body.definition);
    const now = isoNow(ctx);
    const workflow: WorkflowRecord = {
      id: `wf-${randomUUID()}`,
      tenantId: auth.tenant.id,
      ...body,
      createdAt: now,
      version: 1,
      updatedBy: auth.user.email,
      updatedAt: now,
    };
    ctx.store.data().workflows.push(workflow);
    ctx.store.save();
    audit(ctx, req, auth, 'WORKFLOW_CREATE', workflow.id, null, editable(workflow));
    res.status(201);
    return toWorkflowDto(ctx, workflow);
  });

  r.registerEndpoint('workflowsUpdate', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const workflow = findInTenant(ctx.store.data().workflows, id, auth, 'Workflow');
    return guardedChange(ctx, req, auth, {
      action: 'WORKFLOW_UPDATE',
      entityType: 'workflow',
      entityId: workflow.id,
      before: editable(workflow),
      entitySchema: z.object({ ...workflowFields, version: z.number().int() }),
      apply: (entity) => {
        assertVersion(workflow, entity.version);
        assertDefinition(entity.definition);
        applyChange(ctx, workflow, auth.user.email, (w) => {
          w.name = entity.name;
          w.description = entity.description;
          w.status = entity.status;
          w.definition = entity.definition;
        });
        return { response: toWorkflowDto(ctx, workflow), after: editable(workflow) };
      },
    });
  });

  r.registerEndpoint('workflowsDelete', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const data = ctx.store.data();
    const workflow = findInTenant(data.workflows, id, auth, 'Workflow');
    const count = executionsOf(ctx, workflow).length;
    if (count > 0) {
      const message = `This workflow cannot be deleted: ${count} execution${count === 1 ? '' : 's'} reference it.`;
      audit(
        ctx,
        req,
        auth,
        'WORKFLOW_DELETE',
        workflow.id,
        editable(workflow),
        null,
        'FAILURE',
        'ACTION_NOT_ALLOWED',
      );
      throw new ApiError(409, 'ACTION_NOT_ALLOWED', message, [
        { field: 'executionCount', code: 'WORKFLOW_IN_USE', message },
      ]);
    }
    data.workflows.splice(data.workflows.indexOf(workflow), 1);
    ctx.store.save();
    audit(ctx, req, auth, 'WORKFLOW_DELETE', workflow.id, editable(workflow), null);
    return undefined;
  });
};
