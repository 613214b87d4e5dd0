import { z } from 'zod';
import { riskModelIssues, riskModelSchema } from '../../src/contract/rules/riskModel';
import type { ServerContext } from '../context';
import { DEFAULT_RISK_MODEL } from '../seed/riskModels';
import { guardedChange } from '../guard/guard';
import { assertVersion } from '../http/concurrency';
import { notFound, validationError } from '../http/errors';
import type { Registry } from '../http/registry';
import { parseInput } from '../http/validate';
import {
  activeModel,
  modelVersions,
  saveModelVersion,
  whatIf,
  type RiskModelRecord,
} from '../risk/riskStore';

const saveSchema = z.object({ model: riskModelSchema, basedOn: z.number().int().min(0) });
const versionParams = z.object({ version: z.coerce.number().int().min(1) });
const whatIfSchema = z.object({ model: riskModelSchema });

/** A model that breaks its own rules (two bands from one score: the spec's "duplicated risk score"). */
const checkModel = (model: z.infer<typeof riskModelSchema>) => {
  const issues = riskModelIssues(model);
  if (issues.length) throw validationError(issues);
};

const summaryOf = (record: RiskModelRecord) => ({
  version: record.version,
  createdAt: record.createdAt,
  createdBy: record.createdBy,
  reason: record.reason,
  restoredFrom: record.restoredFrom,
});

/** As a stamped record, for the version check of a save (412 naming who saved the newer version). */
const stampOf = (record: RiskModelRecord | undefined) => ({
  id: record?.id ?? 'none',
  version: record?.version ?? 0,
  updatedBy: record?.createdBy ?? 'system',
  updatedAt: record?.createdAt ?? new Date(0).toISOString(),
});

/**
 * Risk management: the tenant's model with its versions, an earlier version, the guarded save (a new version,
 * 412 when another was saved meanwhile, 400 with the offending field for a duplicated risk score), the guarded
 * restore (an earlier version saved again) and the what-if of an edited model over the last 30 days.
 */
export const registerRiskManagementEndpoints = (r: Registry, ctx: ServerContext): void => {
  r.registerEndpoint('riskManagementModel', (_req, _res, auth) => {
    const versions = modelVersions(ctx, auth.tenant.id);
    return {
      active: versions[0] ? { ...summaryOf(versions[0]), model: versions[0].model } : null,
      versions: versions.map(summaryOf),
      // A tenant without a model yet (a database older than risk management) starts from the platform's.
      startingModel: versions.length ? null : DEFAULT_RISK_MODEL,
    };
  });

  r.registerEndpoint('riskManagementVersion', (req, _res, auth) => {
    const { version } = parseInput(versionParams, req.params);
    const found = modelVersions(ctx, auth.tenant.id).find((record) => record.version === version);
    if (!found) throw notFound('Risk model version');
    return { ...summaryOf(found), model: found.model };
  });

  r.registerEndpoint('riskManagementSave', (req, _res, auth) => {
    const current = activeModel(ctx, auth.tenant.id);
    return guardedChange(ctx, req, auth, {
      action: 'RISK_MODEL_SAVE',
      entityType: 'riskModel',
      entityId: auth.tenant.id,
      before: current ? summaryOf(current) : null,
      entitySchema: saveSchema,
      apply: ({ model, basedOn }) => {
        checkModel(model);
        assertVersion(stampOf(activeModel(ctx, auth.tenant.id)), basedOn);
        const saved = saveModelVersion(ctx, auth.tenant.id, {
          model,
          createdBy: auth.user.email,
          reason: typeof req.body?.reason === 'string' ? req.body.reason.trim() : null,
          restoredFrom: null,
        });
        return { response: { ...summaryOf(saved), model: saved.model }, after: summaryOf(saved) };
      },
    });
  });

  r.registerEndpoint('riskManagementRestore', (req, _res, auth) => {
    const { version } = parseInput(versionParams, req.params);
    const old = modelVersions(ctx, auth.tenant.id).find((record) => record.version === version);
    if (!old) throw notFound('Risk model version');
    return guardedChange(ctx, req, auth, {
      action: 'RISK_MODEL_RESTORE',
      entityType: 'riskModel',
      entityId: auth.tenant.id,
      before: summaryOf(activeModel(ctx, auth.tenant.id)!),
      entitySchema: z.object({}).loose(),
      apply: () => {
        const saved = saveModelVersion(ctx, auth.tenant.id, {
          model: old.model,
          createdBy: auth.user.email,
          reason: typeof req.body?.reason === 'string' ? req.body.reason.trim() : null,
          restoredFrom: old.version,
        });
        return { response: { ...summaryOf(saved), model: saved.model }, after: summaryOf(saved) };
      },
    });
  });

  r.registerEndpoint('riskManagementWhatIf', (req, _res, auth) => {
    const { model } = parseInput(whatIfSchema, req.body);
    checkModel(model);
    return whatIf(ctx, auth.tenant.id, model);
  });
};
