/** Custom domains in tests (D-84): a fake network for the verification, and the whole prove-a-domain flow. */
import { expect } from 'vitest';
import type { DomainProbe } from '../../src/modules/settings/domain-probe.js';
import { gql, type TestApp } from '../support/helpers.js';

/** What each domain "serves": its well-known file and its challenge TXT records. Nothing is served until set. */
export interface FakeDomainNetwork {
  probe: DomainProbe;
  files: Map<string, string>;
  records: Map<string, string[]>;
  /** Domains the server asked about, in order (a refused request must not reach the network). */
  asked: string[];
}

export function fakeDomainNetwork(): FakeDomainNetwork {
  const files = new Map<string, string>();
  const records = new Map<string, string[]>();
  const asked: string[] = [];
  return {
    files,
    records,
    asked,
    probe: {
      readVerificationFile: async (domain) => {
        asked.push(domain);
        return files.get(domain) ?? null;
      },
      readChallengeRecords: async (domain) => records.get(domain) ?? [],
    },
  };
}

export const SET_DOMAIN = /* GraphQL */ `
  mutation($input: DomainSettingsInput!) {
    updateDomainSettings(input: $input) {
      customDomain
      domainSettings { customDomain status pendingDomain verification { token fileUrl dnsRecordName dnsRecordType } }
    }
  }`;
export const VERIFY_DOMAIN = /* GraphQL */ `
  mutation { verifyCustomDomain { customDomain domainSettings { customDomain status pendingDomain verifiedAt verification { token } } } }`;

export interface DomainState {
  customDomain: string | null;
  domainSettings: {
    customDomain: string | null;
    status: 'NONE' | 'PENDING' | 'VERIFIED';
    pendingDomain: string | null;
    verifiedAt?: string | null;
    verification: { token: string; fileUrl: string; dnsRecordName: string; dnsRecordType: string } | null;
  };
}

/** Asks for a domain, publishes its token on the fake network and verifies it — the way an organisation does. */
export async function proveDomain(t: TestApp, network: FakeDomainNetwork, host: string, token: string, domain: string): Promise<void> {
  const set = await gql<{ updateDomainSettings: DomainState }>(t.app, host, SET_DOMAIN, { token, variables: { input: { customDomain: domain } } });
  expect(set.body.errors).toBeUndefined();
  const verification = set.body.data!.updateDomainSettings.domainSettings.verification;
  expect(verification).not.toBeNull();
  network.files.set(domain, `${verification!.token}\n`);
  const verified = await gql<{ verifyCustomDomain: DomainState }>(t.app, host, VERIFY_DOMAIN, { token });
  expect(verified.body.errors).toBeUndefined();
  expect(verified.body.data!.verifyCustomDomain.customDomain).toBe(domain);
}
