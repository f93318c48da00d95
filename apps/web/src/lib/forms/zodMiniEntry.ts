/** `zod/mini` in the web build and tests, after the jitless switch (see zodEntry.ts). */
import './zodWithoutEval';

export * from 'zod/v4/mini';
