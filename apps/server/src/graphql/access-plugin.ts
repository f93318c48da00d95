/**
 * The Pothos plugin that makes a root field's declared access rule the enforced one (D-106). Every Query, Mutation
 * and Subscription field must say `access: <rule>` (a required option, so a field without one does not type-check,
 * and `toSchema` throws if one slips through); the plugin runs the rule before the resolver — before any input is
 * parsed, so a refused caller learns nothing from a validation message — and, for subscriptions, before `subscribe`
 * opens the stream. The rule's text goes to the field's extensions, which the permission snapshot lists.
 *
 * Why our own plugin rather than @pothos/plugin-scope-auth: our refusals must keep their codes and messages
 * (AuthenticationRequired, Forbidden with the service's text, NotFound for hidden routes), the snapshot must print the
 * rule in our vocabulary, and a missing rule must fail — scope-auth lets a field without authScopes through and wraps
 * refusals in its own ForbiddenError. The whole mechanism is this file and permissions/access-rule.ts.
 */
import SchemaBuilder, {
  BasePlugin,
  type FieldNullability,
  type InputFieldMap,
  type PothosOutputFieldConfig,
  type SchemaTypes,
  type TypeParam,
} from '@pothos/core';
import type { GraphQLFieldResolver } from 'graphql';
import type { AppContext } from '../http/context.js';
import {
  ACCESS_ENFORCED_EXTENSION,
  ACCESS_RULE_EXTENSION,
  describeAccess,
  enforceAccess,
  type AccessRule,
} from '../modules/permissions/index.js';

export const ACCESS_RULES_PLUGIN = 'accessRules';
const ROOT_KINDS = new Set(['Query', 'Mutation', 'Subscription']);

/* eslint-disable @typescript-eslint/no-unused-vars, @typescript-eslint/no-namespace -- Pothos' plugin API: declaration merging into its global namespace, repeating its type parameters */
declare global {
  // Pothos extends its option types through this global namespace (its documented plugin API).
  export namespace PothosSchemaTypes {
    interface Plugins<Types extends SchemaTypes> {
      accessRules: AccessRulesPlugin<Types>;
    }
    interface QueryFieldOptions<
      Types extends SchemaTypes,
      Type extends TypeParam<Types>,
      Nullable extends FieldNullability<Type>,
      Args extends InputFieldMap,
      ResolveReturnShape,
    > {
      /** Who may call this field: a rule of the resource's policy file. */
      access: AccessRule;
    }
    interface MutationFieldOptions<
      Types extends SchemaTypes,
      Type extends TypeParam<Types>,
      Nullable extends FieldNullability<Type>,
      Args extends InputFieldMap,
      ResolveReturnShape,
    > {
      /** Who may call this field: a rule of the resource's policy file. */
      access: AccessRule;
    }
    interface SubscriptionFieldOptions<
      Types extends SchemaTypes,
      Type extends TypeParam<Types>,
      Nullable extends FieldNullability<Type>,
      Args extends InputFieldMap,
      ResolveShape,
      ResolveReturnShape,
    > {
      /** Who may subscribe: checked when the subscription starts (delivery re-checks stay in the resolvers). */
      access: AccessRule;
    }
  }
}
/* eslint-enable @typescript-eslint/no-unused-vars, @typescript-eslint/no-namespace */

type Resolver<Types extends SchemaTypes> = GraphQLFieldResolver<unknown, Types['Context'], object>;

function ruleOf<Types extends SchemaTypes>(fieldConfig: PothosOutputFieldConfig<Types>): AccessRule | undefined {
  if (!ROOT_KINDS.has(fieldConfig.kind)) return undefined;
  const options = fieldConfig.pothosOptions as { access?: AccessRule };
  return options.access;
}

export class AccessRulesPlugin<Types extends SchemaTypes> extends BasePlugin<Types> {
  override onOutputFieldConfig(fieldConfig: PothosOutputFieldConfig<Types>): PothosOutputFieldConfig<Types> {
    if (!ROOT_KINDS.has(fieldConfig.kind)) return fieldConfig;
    const rule = ruleOf(fieldConfig);
    if (!rule) throw new Error(`${fieldConfig.parentType}.${fieldConfig.name} has no access rule (add \`access:\` from its policy file)`);
    return {
      ...fieldConfig,
      extensions: { ...fieldConfig.extensions, [ACCESS_RULE_EXTENSION]: describeAccess(rule), [ACCESS_ENFORCED_EXTENSION]: true },
    };
  }

  override wrapResolve(resolver: Resolver<Types>, fieldConfig: PothosOutputFieldConfig<Types>): Resolver<Types> {
    const rule = ruleOf(fieldConfig);
    // A subscription's rule runs on subscribe; its resolve maps each event the stream already let through.
    if (!rule || fieldConfig.kind === 'Subscription') return resolver;
    return (parent, args, context, info) => {
      const check = enforceAccess(rule, context as AppContext);
      return check ? check.then(() => resolver(parent, args, context, info)) : resolver(parent, args, context, info);
    };
  }

  override wrapSubscribe(subscribe: Resolver<Types> | undefined, fieldConfig: PothosOutputFieldConfig<Types>): Resolver<Types> | undefined {
    const rule = ruleOf(fieldConfig);
    if (!rule || !subscribe) return subscribe;
    return (parent, args, context, info) => {
      const check = enforceAccess(rule, context as AppContext);
      return check ? check.then(() => subscribe(parent, args, context, info)) : subscribe(parent, args, context, info);
    };
  }
}

SchemaBuilder.registerPlugin(ACCESS_RULES_PLUGIN, AccessRulesPlugin);
