/**
 * Custom domains (D-53, D-84): an admin asks for a domain, which waits as pending with a random token until the
 * organisation proves it controls the domain (the token served at the domain's well-known file, or in its TXT
 * record); only then does it become the verified domain that routes requests and builds links. A domain may never
 * be a host of the slug rule, nor another organisation's verified domain (checked here, and by a unique index).
 */
import { randomBytes } from 'node:crypto';
import { domainToASCII } from 'node:url';
import {
  domainChallengeName,
  domainSettingsSchemaWith,
  domainVerificationUrl,
  isSlugSpaceHost,
  SETTINGS_MESSAGES,
  type CustomDomainStatus,
} from '@hatchery/domain';
import { and, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/contract.js';
import { incubators, type Incubator } from '../../db/schema/index.js';
import type { AppContext } from '../../http/context.js';
import { slugSpaceOf } from '../../http/tenant-origins.js';
import { requireViewer } from '../../core/viewer.js';
import { parseInput } from '../../core/input.js';
import { validationError } from '../../core/errors.js';
import { createDomainProbe, type DomainProbe } from './domain-probe.js';
import { patchIncubator, readOwnIncubator, type IncubatorPatch } from './settings.service.js';

const serverDomainSchema = domainSettingsSchemaWith(domainToASCII);
const defaultProbe = createDomainProbe();

const NOTHING_PENDING: IncubatorPatch = { pendingCustomDomain: null, customDomainToken: null, customDomainRequestedAt: null };

function refuse(message: string): never {
  throw validationError(`customDomain: ${message}`);
}

/** Another organisation's verified domain is taken; someone else's pending request is not (it proves nothing). */
async function assertDomainFree(tx: Tx, incubatorId: string, domain: string): Promise<void> {
  const [taken] = await tx
    .select({ id: incubators.id })
    .from(incubators)
    .where(and(sql`lower(${incubators.customDomain}) = ${domain}`, ne(incubators.id, incubatorId)))
    .limit(1);
  if (taken) refuse(SETTINGS_MESSAGES.domainTaken);
}

function assertOutsideSlugSpace(ctx: AppContext, domain: string): void {
  if (isSlugSpaceHost(domain, slugSpaceOf(ctx.services.config))) refuse(SETTINGS_MESSAGES.domainReserved);
}

/**
 * Sets (or removes) the organisation's custom domain. A new domain only becomes pending, with a fresh token; the
 * verified domain, if any, keeps working until the new one is proven. Asking again for the same pending domain keeps
 * its token (the organisation may already have published it). An empty value removes both at once.
 */
export async function updateDomainSettings(ctx: AppContext, input: unknown): Promise<Incubator> {
  const viewer = requireViewer(ctx);
  const domain = parseInput(serverDomainSchema, input).customDomain;
  if (domain) assertOutsideSlugSpace(ctx, domain);
  return patchIncubator(ctx, viewer, {
    action: 'settings.domain.updated',
    section: 'domain',
    check: async (tx) => {
      if (domain) await assertDomainFree(tx, ctx.incubator.id, domain);
    },
    patch: (_tx, current): IncubatorPatch => {
      if (domain === null) return { ...NOTHING_PENDING, customDomain: null, customDomainVerifiedAt: null };
      if (domain === current.customDomain) return NOTHING_PENDING;
      if (domain === current.pendingCustomDomain) return {};
      return { pendingCustomDomain: domain, customDomainToken: randomBytes(32).toString('base64url'), customDomainRequestedAt: new Date() };
    },
  });
}

/** Whether the domain serves the token, by its well-known file or its TXT record (either proves control). */
async function domainServesToken(probe: DomainProbe, domain: string, token: string): Promise<boolean> {
  const [file, records] = await Promise.all([probe.readVerificationFile(domain), probe.readChallengeRecords(domain)]);
  return file?.trim() === token || records.some((record) => record.trim() === token);
}

/**
 * Checks the pending domain and, when it serves the token, makes it the verified domain (replacing the previous
 * one). The rules are checked again: the configuration or another organisation may have changed since the request.
 * Nothing changes when the proof is missing.
 */
export async function verifyCustomDomain(ctx: AppContext): Promise<Incubator> {
  const viewer = requireViewer(ctx);
  const current = await ctx.data.run((tx) => readOwnIncubator(tx, ctx.incubator.id));
  const domain = current.pendingCustomDomain;
  const token = current.customDomainToken;
  if (!domain || !token) refuse(SETTINGS_MESSAGES.domainNothingPending);
  assertOutsideSlugSpace(ctx, domain);
  await ctx.data.run((tx) => assertDomainFree(tx, ctx.incubator.id, domain));
  // Outside any transaction: the network may take seconds.
  if (!(await domainServesToken(ctx.services.domainProbe ?? defaultProbe, domain, token))) refuse(SETTINGS_MESSAGES.domainNotVerified);
  return patchIncubator(ctx, viewer, {
    action: 'settings.domain.verified',
    section: 'domain',
    check: async (tx, row) => {
      // Changed or removed while the proof was read: what was proven is no longer what is asked for.
      if (row.pendingCustomDomain !== domain || row.customDomainToken !== token) refuse(SETTINGS_MESSAGES.domainNothingPending);
      await assertDomainFree(tx, ctx.incubator.id, domain);
    },
    patch: () => ({ ...NOTHING_PENDING, customDomain: domain, customDomainVerifiedAt: new Date() }),
  });
}

export interface DomainVerificationView {
  token: string;
  fileUrl: string;
  dnsRecordName: string;
}

export interface DomainSettingsView {
  customDomain: string | null;
  verifiedAt: Date | null;
  status: CustomDomainStatus;
  pendingDomain: string | null;
  requestedAt: Date | null;
  verification: DomainVerificationView | null;
}

/** What the domain page shows: the verified domain, and the pending one with where to publish its token. */
export function domainSettingsView(row: Incubator): DomainSettingsView {
  const pending = row.pendingCustomDomain && row.customDomainToken ? row.pendingCustomDomain : null;
  return {
    customDomain: row.customDomain,
    verifiedAt: row.customDomainVerifiedAt,
    status: pending ? 'PENDING' : row.customDomain ? 'VERIFIED' : 'NONE',
    pendingDomain: pending,
    requestedAt: pending ? row.customDomainRequestedAt : null,
    verification: pending
      ? { token: row.customDomainToken!, fileUrl: domainVerificationUrl(pending), dnsRecordName: domainChallengeName(pending) }
      : null,
  };
}
