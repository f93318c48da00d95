/**
 * The packages core/lazy-packages.ts loads on first use (D-555, D-557) must not also be imported at start by some other
 * source file: one static `import … from 'exceljs'` would load it in every process again. Type-only imports cost
 * nothing at run time and are allowed. Also: the synchronous loaders give the packages' real classes.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_SRC, serverSourceFiles } from '../../test/support/source-files.js';
import { bullmqPackage, redisPackage } from './lazy-packages.js';

const LAZY = ['exceljs', 'pdfkit', '@aws-sdk/client-s3', 'nodemailer', 'ioredis', 'bullmq'];

/** `import x from 'pkg'`, `import { a } from 'pkg'`, `export … from 'pkg'` — not `import type`. */
function staticImportsOf(source: string, pkg: string): string[] {
  const quoted = `['"]${pkg.replace(/[/@.-]/g, (c) => `\\${c}`)}['"]`;
  const pattern = new RegExp(`^\\s*(?:import|export)\\s+(?!type\\b)[^;]*?\\bfrom\\s+${quoted}|^\\s*import\\s+${quoted}`, 'gm');
  return source.match(pattern) ?? [];
}

describe('packages loaded on first use', () => {
  it('no source file imports them at start (type-only imports aside)', () => {
    const offenders = serverSourceFiles().flatMap((file) => {
      const source = readFileSync(file, 'utf8');
      return LAZY.flatMap((pkg) => staticImportsOf(source, pkg).map((line) => `${path.relative(SERVER_SRC, file)}: ${line.trim()}`));
    });
    expect(offenders).toEqual([]);
  });

  it('the check sees a static import and lets a type-only one pass', () => {
    expect(staticImportsOf("import { Redis } from 'ioredis';", 'ioredis')).toHaveLength(1);
    expect(staticImportsOf("import ExcelJS from 'exceljs';", 'exceljs')).toHaveLength(1);
    expect(staticImportsOf("import type * as IORedis from 'ioredis';", 'ioredis')).toHaveLength(0);
    expect(staticImportsOf("const s3 = await import('@aws-sdk/client-s3');", '@aws-sdk/client-s3')).toHaveLength(0);
  });

  it('the synchronous loaders give the packages themselves', () => {
    expect(typeof redisPackage().Redis).toBe('function');
    expect(typeof bullmqPackage().Queue).toBe('function');
    expect(typeof bullmqPackage().Worker).toBe('function');
  });
});
