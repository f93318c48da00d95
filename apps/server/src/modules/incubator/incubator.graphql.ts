/** PublicIncubator, startupLabel and ssoConfiguration: answered before sign-in, for the host's tenant. */
import type {
  BrandPalette,
  CustomLoginTextAndLink,
  Incubator,
  IncubatorSeo,
  LocalizedValue,
  LoginProvider,
  OauthConnection,
  SsoConfig,
  StartupNameAlternative,
} from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { listFeatureFlags, startupLabelFor, type FeatureFlagState } from './incubator.service.js';
import { incubatorPolicy } from './incubator.policy.js';

type SidebarPalette = BrandPalette['sidebar'];
type LoginPalette = BrandPalette['login'];

export const SidebarPaletteRef = builder.objectRef<SidebarPalette>('SidebarPalette').implement({
  fields: (t) => ({
    backgroundColor: t.exposeString('backgroundColor'),
    textColor: t.exposeString('textColor'),
    activeItemBackgroundColor: t.exposeString('activeItemBackgroundColor'),
    activeItemTextColor: t.exposeString('activeItemTextColor'),
    activeSubItemTextColor: t.exposeString('activeSubItemTextColor'),
    logoType: t.exposeString('logoType', { description: 'NORMAL or REVERSE (REVERSE shows the white logo).' }),
  }),
});

export const LoginPaletteRef = builder.objectRef<LoginPalette>('LoginPalette').implement({
  fields: (t) => ({
    logoType: t.exposeString('logoType'),
    backgroundColor: t.exposeString('backgroundColor'),
    textColor: t.exposeString('textColor'),
  }),
});

export const BrandPaletteRef = builder.objectRef<BrandPalette>('BrandPalette').implement({
  fields: (t) => ({
    sidebar: t.field({ type: SidebarPaletteRef, resolve: (palette) => palette.sidebar }),
    login: t.field({ type: LoginPaletteRef, resolve: (palette) => palette.login }),
  }),
});

export const IncubatorSeoRef = builder.objectRef<IncubatorSeo>('IncubatorSeo').implement({
  fields: (t) => ({
    active: t.exposeBoolean('active'),
    seoTitle: t.string({ nullable: true, resolve: (seo) => seo.seoTitle ?? null }),
    seoDescription: t.string({ nullable: true, resolve: (seo) => seo.seoDescription ?? null }),
  }),
});

export const LocalizedValueRef = builder.objectRef<LocalizedValue>('LocalizedValue').implement({
  fields: (t) => ({ language: t.exposeString('language'), value: t.exposeString('value') }),
});

export const StartupNameAlternativeRef = builder.objectRef<StartupNameAlternative>('StartupNameAlternative').implement({
  fields: (t) => ({
    active: t.exposeBoolean('active'),
    label: t.field({ type: [LocalizedValueRef], resolve: (alt) => alt.label }),
  }),
});

export const CustomLoginRef = builder.objectRef<CustomLoginTextAndLink>('CustomLoginTextAndLink').implement({
  fields: (t) => ({
    active: t.exposeBoolean('active'),
    text: t.string({ nullable: true, resolve: (c) => c.text ?? null }),
    url: t.string({ nullable: true, resolve: (c) => c.url ?? null }),
    buttonBackgroundColor: t.string({ nullable: true, resolve: (c) => c.buttonBackgroundColor ?? null }),
    buttonTextColor: t.string({ nullable: true, resolve: (c) => c.buttonTextColor ?? null }),
  }),
});

export const LoginProviderRef = builder.objectRef<LoginProvider>('LoginProvider').implement({
  fields: (t) => ({ provider: t.exposeString('provider'), enabled: t.exposeBoolean('enabled') }),
});

export const FeatureFlagRef = builder.objectRef<FeatureFlagState>('IncubatorFeatureFlag').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    enabled: t.exposeBoolean('enabled'),
    activated: t.exposeBoolean('activated'),
  }),
});

export const PublicIncubatorRef = builder.objectRef<Incubator>('PublicIncubator').implement({
  description: "Branding and public settings of the host's tenant.",
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    description: t.exposeString('description', { nullable: true }),
    logo: t.exposeString('logo', { nullable: true }),
    logoSquare: t.exposeString('logoSquare', { nullable: true }),
    whiteLogo: t.exposeString('whiteLogo', { nullable: true }),
    defaultLanguage: t.exposeString('defaultLanguage'),
    timezone: t.exposeString('timezone'),
    currency: t.string({ resolve: (i) => i.currency || 'USD' }),
    brandPalette: t.field({ type: BrandPaletteRef, resolve: (i) => i.brandPalette }),
    incubatorSeo: t.field({ type: IncubatorSeoRef, resolve: (i) => i.incubatorSeo }),
    startupNameAlternative: t.field({ type: StartupNameAlternativeRef, resolve: (i) => i.startupNameAlternative }),
    incubatorCustomLoginTextAndLink: t.field({ type: CustomLoginRef, resolve: (i) => i.customLogin }),
    loginProviders: t.field({ type: [LoginProviderRef], resolve: (i) => i.loginProviders }),
    featureFlags: t.field({ type: [FeatureFlagRef], resolve: (_i, _args, ctx) => listFeatureFlags(ctx) }),
    supportEmail: t.string({
      nullable: true,
      description: "The tenant's support contact address (GAP-24); null when none is set.",
      resolve: (i) => i.supportEmail?.trim() || null,
    }),
  }),
});

const OauthConnectionRef = builder.objectRef<OauthConnection>('OauthConnection').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    protocol: t.exposeString('protocol'),
    provider: t.exposeString('provider'),
    name: t.exposeString('name'),
  }),
});

export const SsoConfigurationRef = builder.objectRef<SsoConfig>('SsoConfiguration').implement({
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    organization: t.string({ nullable: true, resolve: (sso) => sso.organization ?? null }),
    oauthConnections: t.field({ type: [OauthConnectionRef], resolve: (sso) => sso.oauthConnections }),
  }),
});

builder.queryFields((t) => ({
  publicIncubator: t.field({
    access: incubatorPolicy.publicIncubator,
    type: PublicIncubatorRef,
    description: "Public, also unauthenticated: branding and settings of the host's tenant.",
    resolve: (_root, _args, ctx) => ctx.incubator,
  }),
  startupLabel: t.string({
    access: incubatorPolicy.startupLabel,
    description: "Tenant's startup naming label for the given language (default: the incubator's).",
    args: { language: t.arg.string() },
    resolve: (_root, args, ctx) => startupLabelFor(ctx.incubator, args.language),
  }),
  ssoConfiguration: t.field({
    access: incubatorPolicy.ssoConfiguration,
    type: SsoConfigurationRef,
    description: 'SSO configuration (answered before login).',
    resolve: (_root, _args, ctx) => ctx.incubator.ssoConfig,
  }),
}));
