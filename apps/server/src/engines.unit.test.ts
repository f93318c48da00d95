/**
 * The install is quiet on the Node versions the README promises (issue 12 item 6): no locked package asks for a
 * newer Node than `engines` allows, which npm reports as EBADENGINE. Pins that keep it so live in the root
 * package.json's overrides (D-89).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';
import { testConfig } from './config.js';

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
  dev?: boolean;
  optional?: boolean;
}

const root = testConfig().repoRoot;
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockedPackage> };

function refusing(nodeVersion: string, include: (entry: LockedPackage) => boolean): string[] {
  return Object.entries(lock.packages)
    .filter(([, entry]) => include(entry))
    .flatMap(([where, entry]) => {
      const wanted = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
      return wanted && !semver.satisfies(nodeVersion, wanted, { includePrerelease: true }) ? [`${where}@${entry.version} wants node ${wanted}`] : [];
    });
}

describe('engines', () => {
  it('the promise is Node 20.19+ or 22.12+', () => {
    expect(manifest.engines.node).toBe('^20.19 || >=22.12');
  });

  it('every locked package runs on Node 20.19, the oldest promised', () => {
    expect(refusing('20.19.0', (entry) => !entry.optional)).toEqual([]);
  });

  it('every package the server needs at run time runs on Node 22.12 too', () => {
    expect(refusing('22.12.0', (entry) => !entry.dev && !entry.optional)).toEqual([]);
  });
});
