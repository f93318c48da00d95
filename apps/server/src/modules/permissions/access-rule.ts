/**
 * The access rule of every root GraphQL field and every REST route, as an object that is both what runs and what is
 * listed (D-33, D-106). A rule is a list of terms, any of which lets a viewer in, plus an optional note naming the
 * row-level checks the service still makes with the loaded record. `enforceAccess` runs it before the resolver or
 * handler (graphql/access-plugin.ts, http/route-access.ts); `describeAccess` is the text the permission snapshot
 * (test/__snapshots__/permission-rules.txt) lists — produced from the same object, so a listed rule is the one that runs.
 *
 * Rules are declared in one policy file per resource (`modules/<feature>/<feature>.policy.ts`) and referenced by the
 * field or route; this file holds only the vocabulary.
 */
import { isInRoleGroup, type RoleGroup, type RoleType } from '@hatchery/domain';
import { authenticationRequiredError, forbiddenError, type AppError } from '../../core/errors.js';
import type { AppContext, Viewer } from '../../http/context.js';
import { permissionDefinition } from './catalogue.js';
import { can, loadActor, type Actor } from './policy.js';

/**
 * - `public`: anyone, signed in or not (the tenant still comes from the host).
 * - `authenticated`: any signed-in user of the tenant.
 * - `admin`: the admin role group (Admin, AdminCoach — GAP-14).
 * - `role:<group>`: a role group of packages/domain/src/roles.ts.
 * - `permission:<KEY>`: the holder of a catalogue permission key, criterion all or assigned; `permission:<KEY>[all]`:
 *   only with the criterion all (for every startup).
 */
export type AccessTerm =
  | { readonly kind: 'public' }
  | { readonly kind: 'authenticated' }
  | { readonly kind: 'admin' }
  | { readonly kind: 'role'; readonly group: RoleGroup }
  | { readonly kind: 'permission'; readonly key: string; readonly criteriaAll: boolean };

export interface AccessRule {
  /** Any of these lets a viewer in. */
  readonly terms: readonly AccessTerm[];
  /** Row-level checks the service makes with the loaded record ("own sessions", "startups in scope"). */
  readonly note?: string;
  /** The error for a signed-in viewer no term lets in. */
  readonly refused: () => AppError;
  /** The error for a request without a viewer (a rule that is not public). */
  readonly anonymous: () => AppError;
}

export interface AccessRuleOptions {
  note?: string;
  /** The refusal's message (Forbidden), or the whole error when a refusal must not reveal the thing (NotFound). */
  refused?: string | (() => AppError);
  /** The error for no viewer; default AuthenticationRequired. */
  anonymous?: () => AppError;
}

/** The message of a refusal that names nothing more specific (the web maps the code, not the text). */
export const NOT_ALLOWED_MESSAGE = 'You are not allowed to do this.';

export const PUBLIC: AccessTerm = { kind: 'public' };
export const AUTHENTICATED: AccessTerm = { kind: 'authenticated' };
export const ADMIN: AccessTerm = { kind: 'admin' };

export function roleGroup(group: RoleGroup): AccessTerm {
  return { kind: 'role', group };
}

/** A catalogue key; an unknown key fails when the policy file loads, not silently at run time. */
export function permission(key: string, criteria?: 'all'): AccessTerm {
  const definition = permissionDefinition(key);
  if (!definition) throw new Error(`Access rule: unknown permission key ${key}`);
  return { kind: 'permission', key: definition.key, criteriaAll: criteria === 'all' };
}

/** A rule letting in whoever any of `terms` lets in. */
export function allowAnyOf(terms: readonly AccessTerm[], options: AccessRuleOptions = {}): AccessRule {
  if (terms.length === 0) throw new Error('Access rule: no terms');
  const refused = options.refused;
  return {
    terms,
    ...(options.note ? { note: options.note } : {}),
    refused: typeof refused === 'function' ? refused : () => forbiddenError(refused ?? NOT_ALLOWED_MESSAGE),
    anonymous: options.anonymous ?? authenticationRequiredError,
  };
}

export function publicAccess(note?: string): AccessRule {
  return allowAnyOf([PUBLIC], { note });
}

export function authenticated(note?: string): AccessRule {
  return allowAnyOf([AUTHENTICATED], { note });
}

/** The admin group is the one check /admin/configuration, roles, users and settings share (GAP-14). */
export function adminGroup(options: AccessRuleOptions = {}): AccessRule {
  return allowAnyOf([ADMIN], { refused: 'Only administrators can do this.', ...options });
}

export function isAdminGroup(roleType: RoleType): boolean {
  return isInRoleGroup(roleType, 'admin');
}

function termText(term: AccessTerm): string {
  switch (term.kind) {
    case 'role':
      return `role:${term.group}`;
    case 'permission':
      return `permission:${term.key}${term.criteriaAll ? '[all]' : ''}`;
    default:
      return term.kind;
  }
}

/** "admin or permission:USER:INVITE — admin roles by the admin group only": what the permission snapshot lists. */
export function describeAccess(rule: AccessRule): string {
  const terms = rule.terms.map(termText).join(' or ');
  return rule.note ? `${terms} — ${rule.note}` : terms;
}

function termAllowsWithoutActor(term: AccessTerm, viewer: Viewer): boolean {
  if (term.kind === 'authenticated') return true;
  if (term.kind === 'admin') return isAdminGroup(viewer.roleType);
  if (term.kind === 'role') return isInRoleGroup(viewer.roleType, term.group);
  return false;
}

function holds(actor: Actor, term: Extract<AccessTerm, { kind: 'permission' }>): boolean {
  return term.criteriaAll ? actor.permissions.get(term.key) === 'all' : can(actor, term.key);
}

/**
 * Whether the rule lets this viewer in, given the actor (role permissions and assignments) already loaded. Ability
 * fields answer with this, so what the client is told and what the rule enforces cannot disagree (D-92).
 */
export function accessAllows(rule: AccessRule, viewer: Viewer | null, actor: Actor | null): boolean {
  if (rule.terms.some((term) => term.kind === 'public')) return true;
  if (!viewer) return false;
  return rule.terms.some((term) =>
    term.kind === 'permission' ? actor !== null && holds(actor, term) : termAllowsWithoutActor(term, viewer),
  );
}

/**
 * Runs the rule for the request: returns when it lets the viewer in, throws its anonymous or refused error otherwise.
 * Synchronous unless a permission term needs the actor (loaded once per request, usually from the token's statement).
 */
export function enforceAccess(rule: AccessRule, ctx: AppContext): void | Promise<void> {
  if (rule.terms.some((term) => term.kind === 'public')) return;
  const viewer = ctx.viewer;
  if (!viewer) throw rule.anonymous();
  if (rule.terms.some((term) => termAllowsWithoutActor(term, viewer))) return;
  const permissions = rule.terms.filter((term) => term.kind === 'permission');
  if (permissions.length === 0) throw rule.refused();
  return loadActor(ctx, viewer).then((actor) => {
    if (!permissions.some((term) => holds(actor, term))) throw rule.refused();
  });
}

/** The field extension the permission snapshot reads: `describeAccess` of the rule the access plugin runs. */
export const ACCESS_RULE_EXTENSION = 'accessRule';

/** Set beside ACCESS_RULE_EXTENSION by the plugin that wraps the resolver, so a listed rule is an enforced one. */
export const ACCESS_ENFORCED_EXTENSION = 'accessRuleEnforced';
