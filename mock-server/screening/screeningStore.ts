import type { AuthContext } from '../auth/session';
import { isoNow, type ServerContext } from '../context';
import type { VerificationSubjectSource } from '../fraud/fraudIndex';
import { hitRecordOf, merchantOfVerification } from '../seed/screening';
import type { MerchantRecord, StoredRecord, VerificationRecord } from '../types';
import {
  screenedSubjectOf,
  screeningKeysOf,
  screenSubject,
  type ScreeningRules,
  type WatchlistEntry,
} from './screen';

type SettingsRecord = StoredRecord &
  ScreeningRules & { merchantId: string; ongoingMonitoring: boolean };
type HitRecord = ReturnType<typeof hitRecordOf>;

/** The list entries a subject's keys lead to, through the lists' index in the store. */
const candidatesOf = (ctx: ServerContext, keys: readonly string[]): WatchlistEntry[] => {
  const index = ctx.store.table('watchlistKeys');
  const lists = ctx.store.table('watchlist');
  const ids = new Set<string>();
  for (const key of keys) for (const row of index.where('key', key)) ids.add(row.entryId);
  return [...ids].flatMap((id) => {
    const entry = lists.get(id);
    return entry ? [entry as WatchlistEntry] : [];
  });
};

/** The merchants of a tenant in a stable order, and the one a verification is screened for. */
const merchantsOf = (ctx: ServerContext, tenantId: string): MerchantRecord[] =>
  ctx.store
    .table('merchants')
    .all(tenantId)
    .sort((a, b) => a.id.localeCompare(b.id));

export const settingsOfMerchant = (
  ctx: ServerContext,
  merchantId: string,
): SettingsRecord | undefined =>
  ctx.store.table('screening-settings').first('merchantId', merchantId) as
    SettingsRecord | undefined;

/**
 * Screens one verification with its merchant's settings and records the hits not recorded before: a pair of
 * verification and list entry is one hit, whatever happens to it later (a decided hit stays decided).
 */
export const screenVerification = (
  ctx: ServerContext,
  verification: VerificationSubjectSource & { publicId: string },
): HitRecord[] => {
  const merchant = merchantOfVerification(merchantsOf(ctx, verification.tenantId), verification.id);
  const rules = merchant ? settingsOfMerchant(ctx, merchant.id) : undefined;
  if (!merchant || !rules) return [];
  const subject = screenedSubjectOf(verification, rules.screenedFields);
  if (!subject) return [];
  const hits = ctx.store.table('screening-hits');
  const known = new Set(
    (hits.where('verificationId', verification.id) as unknown as HitRecord[]).map(
      (hit) => hit.listEntryId,
    ),
  );
  const at = isoNow(ctx);
  return screenSubject(subject, candidatesOf(ctx, screeningKeysOf(subject)), rules)
    .filter((finding) => !known.has(finding.entry.id))
    .map((finding) => {
      const hit = hitRecordOf(
        {
          ...verification,
          firstName: verification.firstName ?? null,
          lastName: verification.lastName ?? null,
        } as never,
        merchant,
        finding,
        { id: `sh-${verification.id.slice(2)}-${finding.entry.id.slice(3)}`, at, by: 'system' },
      );
      hits.insert(hit as never);
      return hit;
    });
};

/**
 * Ongoing monitoring: after a merchant's settings change, its verifications of the last `days` days are screened
 * again with them (new hits only). Answers how many hits were added.
 */
export const rescreenMerchant = (
  ctx: ServerContext,
  auth: Pick<AuthContext, 'tenant'>,
  merchantId: string,
  days = 30,
): number => {
  const since = ctx.now() - days * 86_400_000;
  const merchants = merchantsOf(ctx, auth.tenant.id);
  let added = 0;
  const recent = ctx.store
    .table('verifications')
    .recordsWhere(auth.tenant.id, [{ field: 'createdAt', min: new Date(since).toISOString() }]);
  for (const verification of recent as VerificationRecord[]) {
    if (merchantOfVerification(merchants, verification.id)?.id !== merchantId) continue;
    added += screenVerification(ctx, verification).length;
  }
  return added;
};
