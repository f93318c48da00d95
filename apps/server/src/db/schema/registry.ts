/**
 * The tenant registry: NOT tenant-owned, no RLS. The app role may only read these tables.
 */
import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type {
  BrandPalette,
  CustomLoginTextAndLink,
  FeatureFlagType,
  IncubatorSeo,
  LoginProvider,
  PlanInfo,
  SsoConfig,
  StartupNameAlternative,
} from './types.js';

export const incubators = pgTable('incubators', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  logo: text('logo'),
  logoSquare: text('logo_square'),
  whiteLogo: text('white_logo'),
  defaultLanguage: text('default_language').notNull().default('en'),
  timezone: text('timezone').notNull().default('UTC'),
  currency: text('currency').notNull().default('USD'),
  address: text('address'),
  allowUserSelfDelete: boolean('allow_user_self_delete').notNull().default(false),
  allowWriteInOptionInUserSkills: boolean('allow_write_in_option_in_user_skills').notNull().default(false),
  gtmId: text('gtm_id'),
  incubatorSeo: jsonb('incubator_seo').$type<IncubatorSeo>().notNull().default({ active: false }),
  termsUrl: text('terms_url'),
  customLogin: jsonb('custom_login').$type<CustomLoginTextAndLink>().notNull().default({ active: false }),
  generalEmail: text('general_email'),
  supportEmail: text('support_email'),
  brandPalette: jsonb('brand_palette').$type<BrandPalette>().notNull(),
  loginProviders: jsonb('login_providers').$type<LoginProvider[]>().notNull().default(sql`'[]'::jsonb`),
  planInfo: jsonb('plan_info').$type<PlanInfo>().notNull().default({}),
  startupNameAlternative: jsonb('startup_name_alternative')
    .$type<StartupNameAlternative>()
    .notNull()
    .default({ active: false, label: [] }),
  ssoConfig: jsonb('sso_config').$type<SsoConfig>().notNull().default({ enabled: false, oauthConnections: [] }),
  maxSessionsPerUser: integer('max_sessions_per_user').notNull().default(5),
  /**
   * The organisation's verified custom domain (/admin/configuration/domain, D-84): only a domain proven by the
   * verification step is ever written here, in its normalised form — this column alone routes hosts and builds links.
   */
  customDomain: text('custom_domain'),
  customDomainVerifiedAt: timestamp('custom_domain_verified_at', { withTimezone: true }),
  /** A domain the organisation asked for and has not proven yet: it routes nothing. */
  pendingCustomDomain: text('pending_custom_domain'),
  /** The random token the pending domain must serve (HTTP file or DNS TXT record). */
  customDomainToken: text('custom_domain_token'),
  customDomainRequestedAt: timestamp('custom_domain_requested_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
}, (table) => [
  // Two organisations can never both hold a verified domain, even when two verifications race (D-84).
  uniqueIndex('incubators_verified_domain_unique').on(sql`lower(${table.customDomain})`),
]);

/** The global catalogue of feature flags (D2 §3.5); per-tenant state is in incubator_feature_flags. */
export const featureFlags = pgTable('feature_flags', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  type: text('type').$type<FeatureFlagType>().notNull().default('feature'),
});

export type Incubator = typeof incubators.$inferSelect;
export type NewIncubator = typeof incubators.$inferInsert;
export type FeatureFlag = typeof featureFlags.$inferSelect;
