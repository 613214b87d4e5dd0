import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  invalidEntryIndexes,
  MAX_IP_WHITELIST_ENTRIES,
  normaliseClientIp,
} from '../../src/contract/rules/ipAddress';
import { merchants } from '../../src/contract/resources/merchants';
import { MERCHANT_NOTE_MAX_LENGTH } from '../../src/contract/schemas/merchants';
import type { ServerContext } from '../context';
import { isoNow } from '../context';
import { appendAudit } from '../guard/audit';
import { guardedChange } from '../guard/guard';
import { applyChange, assertVersion } from '../http/concurrency';
import type { Registry } from '../http/registry';
import { findOwned } from '../http/tenantScope';
import { parseInput } from '../http/validate';
import { toMerchantDto } from '../resources/merchants';
import type { MerchantIpWhitelistRecord, MerchantNoteRecord, MerchantRecord } from '../types';
import { pageOf } from './listHelpers';

const idParams = z.object({ id: z.string().min(1).max(100) });

const toNoteDto = (n: MerchantNoteRecord) => ({
  id: n.id,
  merchantId: n.merchantId,
  text: n.text,
  authorEmail: n.authorEmail,
  createdAt: n.createdAt,
});

const noteSchema = z.object({ text: z.string().trim().min(1).max(MERCHANT_NOTE_MAX_LENGTH) });

/** A merchant's whitelist (its id is the merchant's: one per merchant), or undefined when never saved. */
const whitelistOf = (ctx: ServerContext, merchantId: string) =>
  ctx.store.table('merchantIpWhitelists').get(merchantId);

/**
 * The merchants' calls beyond the declared filter (src/contract/resources/merchants.ts, served by the generic
 * handler): the details GET/PUT (their own wire, `merchants/:id/details`; the change is guarded and audited as
 * MERCHANT_DETAILS_UPDATE), the notes and the IP whitelist.
 */
export const registerMerchantEndpoints = (r: Registry, ctx: ServerContext): void => {
  const merchantOf = (id: string, auth: Parameters<typeof findOwned>[2]) =>
    findOwned(ctx.store.table('merchants'), id, auth, 'Merchant');

  r.registerEndpoint('merchantsDetails', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    return toMerchantDto(merchantOf(id, auth));
  });

  r.registerEndpoint('merchantsDetailsUpdate', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const merchant = merchantOf(id, auth);
    const editable = (m: MerchantRecord) => ({
      name: m.name,
      merchantName: m.merchantName,
      merchantInfoId: m.merchantInfoId,
      enabled: m.enabled,
    });
    return guardedChange(ctx, req, auth, {
      action: 'MERCHANT_DETAILS_UPDATE',
      entityType: 'merchant',
      entityId: merchant.id,
      before: editable(merchant),
      entitySchema: merchants.fields.extend({ version: z.number().int() }),
      apply: (entity) => {
        // As stored now, inside the unit that writes it (the password check let time pass).
        const current = merchantOf(id, auth);
        assertVersion(current, entity.version);
        const changed = applyChange(ctx, 'merchants', current, auth.user.email, (m) => {
          m.name = entity.name;
          m.merchantName = entity.merchantName;
          m.merchantInfoId = entity.merchantInfoId;
          m.enabled = entity.enabled;
        });
        return { response: toMerchantDto(changed), after: editable(changed) };
      },
    });
  });

  r.registerEndpoint('merchantNotesList', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const merchant = merchantOf(id, auth);
    const notes = ctx.store
      .table('merchantNotes')
      .where('merchantId', merchant.id)
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id))
      .map(toNoteDto);
    return pageOf(notes, req);
  });

  /** Notes are plain text: stored exactly as typed (trimmed), never interpreted or rewritten as markup. */
  r.registerEndpoint('merchantNotesAdd', (req, res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const merchant = merchantOf(id, auth);
    const { text } = parseInput(noteSchema, req.body);
    const note: MerchantNoteRecord = {
      id: `n-${randomUUID()}`,
      merchantId: merchant.id,
      text,
      authorId: auth.user.id,
      authorEmail: auth.user.email,
      createdAt: isoNow(ctx),
    };
    ctx.store.transaction(() => {
      ctx.store.table('merchantNotes').insert(note);
      appendAudit(ctx, req, auth, {
        action: 'MERCHANT_NOTE_ADD',
        entityType: 'merchant',
        entityId: merchant.id,
        result: 'SUCCESS',
        before: null,
        after: { noteId: note.id, length: text.length },
        reason: null,
        classification: null,
      });
    });
    res.status(201);
    return toNoteDto(note);
  });

  r.registerEndpoint('merchantIpWhitelistGet', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const merchant = merchantOf(id, auth);
    const list = whitelistOf(ctx, merchant.id);
    return {
      entries: list ? [...list.entries] : [],
      clientIp: normaliseClientIp(req.ip ?? req.socket.remoteAddress ?? ''),
      version: list?.version ?? 0,
    };
  });

  r.registerEndpoint('merchantIpWhitelistUpdate', (req, _res, auth) => {
    const { id } = parseInput(idParams, req.params);
    const merchant = merchantOf(id, auth);
    const current = whitelistOf(ctx, merchant.id);
    return guardedChange(ctx, req, auth, {
      action: 'MERCHANT_IP_WHITELIST_UPDATE',
      entityType: 'merchant',
      entityId: merchant.id,
      before: { entries: current ? [...current.entries] : [] },
      entitySchema: z
        .object({
          entries: z.array(z.string().max(100)).max(MAX_IP_WHITELIST_ENTRIES),
          version: z.number().int().min(0),
        })
        .superRefine((value, issue) => {
          for (const index of invalidEntryIndexes(value.entries))
            issue.addIssue({
              code: 'custom',
              path: ['entries', index],
              message: 'Incorrect input',
            });
        }),
      apply: (entity) => {
        const entries = entity.entries.map((e) => e.trim());
        // Read again inside the unit that writes it: of ten first saves, one stores and nine get 412.
        let list = whitelistOf(ctx, merchant.id);
        if (list) {
          assertVersion(list, entity.version);
          list = applyChange(ctx, 'merchantIpWhitelists', list, auth.user.email, (l) => {
            l.entries = entries;
          });
        } else {
          if (entity.version !== 0)
            assertVersion({ ...emptyStamp(ctx), id: merchant.id }, entity.version);
          list = {
            id: merchant.id,
            merchantId: merchant.id,
            entries,
            version: 1,
            updatedBy: auth.user.email,
            updatedAt: isoNow(ctx),
          } satisfies MerchantIpWhitelistRecord;
          ctx.store.table('merchantIpWhitelists').insert(list);
        }
        return {
          response: {
            entries: [...list.entries],
            clientIp: normaliseClientIp(req.ip ?? req.socket.remoteAddress ?? ''),
            version: list.version,
          },
          after: { entries: [...list.entries] },
        };
      },
    });
  });
};

/** The stamp of a whitelist that was never saved (version 0), for the 412 answer. */
const emptyStamp = (ctx: ServerContext) => ({
  version: 0,
  updatedBy: 'system',
  updatedAt: isoNow(ctx),
});
