/**
 * Operations generated from the schema itself: for a root field, arbitrary arguments by type (nullability mostly
 * respected, sometimes violated), each sent as a variable or inlined as a literal, and a selection of the result's
 * scalar fields (so a value stored by a mutation is also read back through its scalar's serializer).
 */
import fc from 'fast-check';
import type { GraphQLField, GraphQLInputType, GraphQLNamedType, GraphQLOutputType } from 'graphql';
import { graphqlJs } from '../../../src/graphql/graphql-js.js';
import { bool, cleanDateTime, cleanInt, cleanText, dateTime, float, int, jsonValue, text, textFor, wrongType } from './values.js';

const { isEnumType, isInputObjectType, isLeafType, isListType, isNonNullType, isObjectType, isScalarType, getNamedType } = graphqlJs;

export interface FuzzOperation {
  query: string;
  variables: Record<string, unknown>;
}

/** hostile: every kind of bad value, somewhere; clean: well-typed, plausible values, to reach the database. */
export type FuzzMode = 'hostile' | 'clean';

const MAX_DEPTH = 4;

/** Real record ids of the tenant, by table. */
export type IdPool = ReadonlyMap<string, readonly string[]>;

interface Where {
  ids: IdPool;
  mode: FuzzMode;
  /** The argument's or input field's name (`startupId`, `email`): what a plausible value looks like. */
  name: string;
  /** The root field or input type it belongs to (`archiveMetric`, `OauthConnectionInput`): what a bare `id` names. */
  owner: string;
}

function words(name: string): string[] {
  return name
    .replace(/Input$/, '')
    .replace(/Ids?$/, '')
    .split(/(?=[A-Z])/)
    .map((w) => w.toLowerCase())
    .filter(Boolean);
}

/** Words that name a record of another table: a coaching host is a user (`hostId` → users). */
const WORD_ALIASES: Readonly<Record<string, string>> = { host: 'user' };

/** The table a name points at (`startupId` → startups, `deleteTimelineEvent` → timeline_events), by its last words. */
function tableFor(name: string, ids: IdPool): string | undefined {
  const parts = words(name).map((w) => WORD_ALIASES[w] ?? w);
  for (let from = 0; from < parts.length; from += 1) {
    const base = parts.slice(from).join('_');
    const plurals = [`${base}s`, base.replace(/y$/, 'ies'), base];
    // The table of that very name first: `startupId` names startups, not user_assigned_startups.
    const table = [...ids.keys()].find((t) => plurals.includes(t)) ?? [...ids.keys()].find((t) => plurals.some((p) => t.endsWith(`_${p}`)));
    if (table) return table;
  }
  return undefined;
}

function idValue(where: Where): fc.Arbitrary<unknown> {
  const table = tableFor(where.name, where.ids) ?? (where.name === 'id' ? tableFor(where.owner, where.ids) : undefined);
  const known = table ? (where.ids.get(table) ?? []) : [...where.ids.values()].flat();
  const other = where.mode === 'clean' ? fc.uuid() : text;
  return known.length > 0 ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...known) }, { weight: 1, arbitrary: other }) : other;
}

function scalarValue(scalar: string, where: Where): fc.Arbitrary<unknown> {
  const clean = where.mode === 'clean';
  switch (scalar) {
    case 'String':
      return textFor(`${where.owner}.${where.name}`, where.mode);
    case 'ID':
      return idValue(where);
    case 'Int':
      return clean ? cleanInt : int;
    case 'Float':
      return clean ? fc.double({ min: -1e6, max: 1e6, noNaN: true }) : float;
    case 'Boolean':
      return clean ? fc.boolean() : bool;
    case 'DateTime':
      return clean ? cleanDateTime : dateTime;
    case 'JSON':
      return clean ? fc.jsonValue({ maxDepth: 2 }) : jsonValue;
    default:
      return clean ? cleanText : fc.oneof(text, jsonValue);
  }
}

/** A value of a named or list type, never null at its own level (nullability is decided by valueFor). */
function presentValue(type: GraphQLInputType, where: Where, depth: number): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return presentValue(type.ofType, where, depth);
  if (depth > MAX_DEPTH) return fc.constant(null);
  if (isListType(type)) {
    const item = valueFor(type.ofType, where, depth + 1);
    return fc.oneof({ weight: 4, arbitrary: fc.array(item, { minLength: where.mode === 'clean' ? 1 : 0, maxLength: 3 }) }, { weight: 1, arbitrary: item });
  }
  if (isEnumType(type)) {
    const names = fc.constantFrom(...type.getValues().map((v) => v.name));
    return where.mode === 'clean' ? names : fc.oneof({ weight: 4, arbitrary: names }, { weight: 1, arbitrary: text });
  }
  if (isScalarType(type)) return scalarValue(type.name, where);
  if (isInputObjectType(type)) {
    const fields = Object.values(type.getFields());
    const shape: Record<string, fc.Arbitrary<unknown>> = {};
    for (const field of fields) shape[field.name] = valueFor(field.type, { ...where, name: field.name, owner: type.name }, depth + 1);
    return fc.record(shape, { requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name) });
  }
  return wrongType;
}

/**
 * A value for `type`. clean: well-typed, nullability respected. hostile: mostly well-typed — a request with one thing
 * wrong reaches further than one with everything wrong — with null where not allowed, or a value of the wrong type.
 */
export function valueFor(type: GraphQLInputType, where: Where, depth = 0): fc.Arbitrary<unknown> {
  const present = presentValue(type, where, depth);
  const required = isNonNullType(type);
  if (where.mode === 'clean') return required ? present : fc.oneof({ weight: 4, arbitrary: present }, { weight: 1, arbitrary: fc.constant(null) });
  if (required) return fc.oneof({ weight: 40, arbitrary: present }, { weight: 1, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: wrongType });
  return fc.oneof({ weight: 30, arbitrary: present }, { weight: 3, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: wrongType });
}

const NAME = /^[_A-Za-z][_0-9A-Za-z]*$/;

/** The GraphQL literal of a JSON value; undefined when it has none (the argument is then left out). */
export function literal(value: unknown, type: GraphQLNamedType): string | undefined {
  if (value === undefined) return undefined;
  if (value === null) return 'null';
  if (typeof value === 'string') return isEnumType(type) && NAME.test(value) && !['true', 'false', 'null'].includes(value) ? value : JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `[${value.map((v) => literal(v, type) ?? 'null').join(', ')}]`;
  const fields = isInputObjectType(type) ? type.getFields() : {};
  const entries = Object.entries(value as Record<string, unknown>).flatMap(([key, v]) => {
    const fieldType = fields[key] ? getNamedType(fields[key].type) : type;
    const printed = literal(v, fieldType);
    return printed === undefined ? [] : [`${NAME.test(key) ? key : JSON.stringify(key)}: ${printed}`];
  });
  return `{${entries.join(', ')}}`;
}

/** `{ __typename, every scalar field without required arguments }` of a composite type; '' for a leaf. */
export function selectionFor(type: GraphQLOutputType): string {
  const named = getNamedType(type);
  if (isLeafType(named)) return '';
  if (!isObjectType(named)) return '{ __typename }';
  const leaves = Object.values(named.getFields())
    .filter((field) => isLeafType(getNamedType(field.type)) && field.args.every((arg) => !isNonNullType(arg.type)))
    .map((field) => field.name);
  return `{ __typename ${leaves.join(' ')} }`;
}

/** Arbitrary operations calling `field` of the root type `kind`. */
export function operationsFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>, ids: IdPool): fc.Arbitrary<FuzzOperation> {
  const args = field.args;
  const inline = fc.oneof({ weight: 4, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) });
  const mode = fc.constantFrom<FuzzMode>('hostile', 'hostile', 'clean');
  const values = mode.chain((m) => fc.tuple(...args.map((arg) => fc.record({ value: valueFor(arg.type, { ids, mode: m, name: arg.name, owner: field.name }), inline }))));
  return values.map((chosen) => {
    const definitions: string[] = [];
    const passed: string[] = [];
    const variables: Record<string, unknown> = {};
    chosen.forEach(({ value, inline }, index) => {
      const arg = args[index]!;
      if (inline) {
        const printed = literal(value, getNamedType(arg.type));
        if (printed !== undefined) passed.push(`${arg.name}: ${printed}`);
        return;
      }
      definitions.push(`$${arg.name}: ${String(arg.type)}`);
      passed.push(`${arg.name}: $${arg.name}`);
      if (value !== undefined) variables[arg.name] = value;
    });
    const head = definitions.length > 0 ? `${kind} Fuzz(${definitions.join(', ')})` : `${kind} Fuzz`;
    const call = passed.length > 0 ? `${field.name}(${passed.join(', ')})` : field.name;
    return { query: `${head} { ${call} ${selectionFor(field.type)} }`, variables };
  });
}
