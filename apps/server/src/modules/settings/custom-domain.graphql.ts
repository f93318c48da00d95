/** The DomainSettings type of incubatorSettings (D-84): verified domain, pending domain and how to prove it. */
import { CUSTOM_DOMAIN_STATUSES, DOMAIN_VERIFICATION_PATH } from '@hatchery/domain';
import type { Incubator } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { domainSettingsView, type DomainVerificationView } from './custom-domain.service.js';

const CustomDomainStatusEnum = builder.enumType('CustomDomainStatus', {
  values: CUSTOM_DOMAIN_STATUSES,
  description: 'NONE: no domain; PENDING: a domain waits for its proof; VERIFIED: the verified domain is in use and nothing waits.',
});

const DomainVerificationRef = builder.objectRef<DomainVerificationView>('DomainVerification').implement({
  description: 'Where the pending domain must publish its token; either place proves control.',
  fields: (t) => ({
    token: t.exposeString('token'),
    fileUrl: t.exposeString('fileUrl', { description: `A plain-text file at ${DOMAIN_VERIFICATION_PATH} over HTTP, containing only the token.` }),
    dnsRecordName: t.exposeString('dnsRecordName', { description: 'Or a TXT record at this name whose value is the token.' }),
    dnsRecordType: t.string({ resolve: () => 'TXT' }),
  }),
});

export const DomainSettingsRef = builder.objectRef<Incubator>('DomainSettings').implement({
  fields: (t) => ({
    customDomain: t.string({ nullable: true, description: 'The verified domain: the only one that routes requests and builds links.', resolve: (i) => domainSettingsView(i).customDomain }),
    verifiedAt: t.field({ type: 'DateTime', nullable: true, resolve: (i) => domainSettingsView(i).verifiedAt }),
    status: t.field({ type: CustomDomainStatusEnum, resolve: (i) => domainSettingsView(i).status }),
    pendingDomain: t.string({ nullable: true, description: 'Asked for, not yet proven: it routes nothing.', resolve: (i) => domainSettingsView(i).pendingDomain }),
    requestedAt: t.field({ type: 'DateTime', nullable: true, resolve: (i) => domainSettingsView(i).requestedAt }),
    verification: t.field({ type: DomainVerificationRef, nullable: true, resolve: (i) => domainSettingsView(i).verification }),
  }),
});
