/**
 * graphql-js, loaded through Node's own resolution. Pothos, Yoga and graphql-ws get graphql's CommonJS build
 * that way; Vitest would hand our sources its ESM build (`module` field) instead, and two copies of graphql
 * cannot share a schema ("from another module or realm"). Every runtime use of graphql in src goes through here.
 */
import { createRequire } from 'node:module';
import type * as GraphqlModule from 'graphql';

const requireFromHere = createRequire(import.meta.url);

export const graphqlJs = requireFromHere('graphql') as typeof GraphqlModule;
