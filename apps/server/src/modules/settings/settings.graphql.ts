/** incubatorSettings, the settings mutations, industries and the incubatorUpdated subscription (issue 4 item 4). */
import type { Incubator, Industry, PlanInfo } from '../../db/schema/index.js';
import { builder } from '../../graphql/builder.js';
import { requireViewer } from '../../core/viewer.js';
import { filterSubscription } from '../../realtime/filter.js';
import { tenantChannel } from '../../realtime/pubsub.js';
import {
  BrandPaletteRef,
  CustomLoginRef,
  FeatureFlagRef,
  IncubatorSeoRef,
  LoginProviderRef,
  StartupNameAlternativeRef,
} from '../incubator/index.js';
import { listFeatureFlags } from '../incubator/index.js';
import { INCUBATOR_UPDATED_TOPIC, type IncubatorUpdatedEvent } from './settings.events.js';
import {
  createIndustry,
  deleteIndustry,
  getIncubatorSettings,
  listIndustries,
  renameIndustry,
  updateBranding,
  updateGeneralSettings,
  updateSeoSettings,
  updateStartupLabel,
} from './settings.service.js';
import { settingsPolicy } from './settings.policy.js';
import { DomainSettingsRef } from './custom-domain.graphql.js';
import { updateDomainSettings, verifyCustomDomain } from './custom-domain.service.js';

const PlanInfoRef = builder.objectRef<PlanInfo>('PlanInfo').implement({
  fields: (t) => ({
    name: t.string({ nullable: true, resolve: (plan) => plan.name ?? null }),
    employeeCountLimit: t.int({ nullable: true, resolve: (plan) => plan.employeeCountLimit ?? null }),
  }),
});

const AddressRef = builder.objectRef<{ address: string | null }>('EmailAddress').implement({
  fields: (t) => ({ address: t.exposeString('address', { nullable: true }) }),
});
const UrlRef = builder.objectRef<{ url: string | null }>('TermsAndServices').implement({
  fields: (t) => ({ url: t.exposeString('url', { nullable: true }) }),
});

export const IncubatorSettingsRef = builder.objectRef<Incubator>('IncubatorSettings').implement({
  description: 'Every setting of the tenant (D2 §3.4), for /admin/configuration/*.',
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    slug: t.exposeString('slug'),
    description: t.exposeString('description', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (i) => i.createdAt }),
    logo: t.exposeString('logo', { nullable: true }),
    whiteLogo: t.exposeString('whiteLogo', { nullable: true }),
    logoSquare: t.exposeString('logoSquare', { nullable: true }),
    currency: t.string({ resolve: (i) => i.currency || 'USD' }),
    timezone: t.exposeString('timezone'),
    address: t.exposeString('address', { nullable: true }),
    defaultLanguage: t.exposeString('defaultLanguage'),
    allowUserSelfDelete: t.exposeBoolean('allowUserSelfDelete'),
    allowWriteInOptionInUserSkills: t.exposeBoolean('allowWriteInOptionInUserSkills'),
    gtmId: t.exposeString('gtmId', { nullable: true }),
    incubatorSeo: t.field({ type: IncubatorSeoRef, resolve: (i) => i.incubatorSeo }),
    incubatorTermsAndServices: t.field({ type: UrlRef, resolve: (i) => ({ url: i.termsUrl }) }),
    incubatorCustomLoginTextAndLink: t.field({ type: CustomLoginRef, resolve: (i) => i.customLogin }),
    generalEmail: t.field({ type: AddressRef, resolve: (i) => ({ address: i.generalEmail }) }),
    supportEmail: t.field({ type: AddressRef, resolve: (i) => ({ address: i.supportEmail }) }),
    brandPalette: t.field({ type: BrandPaletteRef, resolve: (i) => i.brandPalette }),
    loginProviders: t.field({ type: [LoginProviderRef], resolve: (i) => i.loginProviders }),
    planInfo: t.field({ type: PlanInfoRef, resolve: (i) => i.planInfo }),
    startupNameAlternative: t.field({ type: StartupNameAlternativeRef, resolve: (i) => i.startupNameAlternative }),
    customDomain: t.exposeString('customDomain', { nullable: true, description: 'The verified custom domain (null until one is proven).' }),
    domainSettings: t.field({ type: DomainSettingsRef, resolve: (i) => i }),
    featureFlags: t.field({ type: [FeatureFlagRef], resolve: (_i, _args, ctx) => listFeatureFlags(ctx) }),
  }),
});

export const IndustryRef = builder.objectRef<Industry>('Industry').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    createdAt: t.field({ type: 'DateTime', resolve: (i) => i.createdAt }),
  }),
});

const IncubatorUpdatedRef = builder.objectRef<IncubatorUpdatedEvent>('IncubatorUpdated').implement({
  fields: (t) => ({
    incubatorId: t.exposeID('incubatorId'),
    sections: t.exposeStringList('sections', { description: 'general, domain, branding, seo, startupLabel, industries or flags.' }),
    updatedAt: t.exposeString('updatedAt'),
  }),
});

const GeneralSettingsInput = builder.inputType('GeneralSettingsInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    slug: t.string({ required: true }),
    description: t.string(),
    timezone: t.string({ required: true }),
    currency: t.string({ required: true }),
    defaultLanguage: t.string({ required: true }),
    address: t.string(),
    allowUserSelfDelete: t.boolean({ required: true }),
    allowWriteInOptionInUserSkills: t.boolean({ required: true }),
    generalEmail: t.string(),
    supportEmail: t.string(),
    termsUrl: t.string(),
  }),
});

const DomainSettingsInput = builder.inputType('DomainSettingsInput', {
  fields: (t) => ({
    customDomain: t.string({ description: 'A host name (app.example.org): it stays pending until verifyCustomDomain proves it; null or empty removes it.' }),
  }),
});

const SidebarPaletteInput = builder.inputType('SidebarPaletteInput', {
  fields: (t) => ({
    backgroundColor: t.string({ required: true }),
    textColor: t.string({ required: true }),
    activeItemBackgroundColor: t.string({ required: true }),
    activeItemTextColor: t.string({ required: true }),
    activeSubItemTextColor: t.string({ required: true }),
    logoType: t.string({ required: true }),
  }),
});
const LoginPaletteInput = builder.inputType('LoginPaletteInput', {
  fields: (t) => ({
    backgroundColor: t.string({ required: true }),
    textColor: t.string({ required: true }),
    logoType: t.string({ required: true }),
  }),
});
const CustomLoginInput = builder.inputType('CustomLoginTextAndLinkInput', {
  fields: (t) => ({
    active: t.boolean({ required: true }),
    text: t.string(),
    url: t.string(),
    buttonBackgroundColor: t.string({ required: true }),
    buttonTextColor: t.string({ required: true }),
  }),
});
const BrandingInput = builder.inputType('BrandingInput', {
  fields: (t) => ({
    sidebar: t.field({ type: SidebarPaletteInput, required: true }),
    login: t.field({ type: LoginPaletteInput, required: true }),
    logoFileId: t.id({ description: 'An uploaded image (purpose logo); absent keeps the logo, null removes it.' }),
    logoSquareFileId: t.id(),
    whiteLogoFileId: t.id(),
    customLogin: t.field({ type: CustomLoginInput, required: true }),
  }),
});
const SeoSettingsInput = builder.inputType('SeoSettingsInput', {
  fields: (t) => ({ active: t.boolean({ required: true }), seoTitle: t.string(), seoDescription: t.string() }),
});
const LocalizedValueInput = builder.inputType('LocalizedValueInput', {
  fields: (t) => ({ language: t.string({ required: true }), value: t.string({ required: true }) }),
});
const StartupLabelInput = builder.inputType('StartupLabelInput', {
  fields: (t) => ({ active: t.boolean({ required: true }), label: t.field({ type: [LocalizedValueInput], required: true }) }),
});

/** GraphQL gives absent optional fields as undefined and explicit ones as null: both mean "none" here. */
function withEmptyStrings<T extends Record<string, unknown>>(input: T, keys: ReadonlyArray<keyof T>): T {
  const copy: Record<string, unknown> = { ...input };
  for (const key of keys) copy[key as string] = input[key] ?? '';
  return copy as T;
}

builder.queryFields((t) => ({
  incubatorSettings: t.field({
    access: settingsPolicy.incubatorSettings,
    type: IncubatorSettingsRef,
    description: "All settings of the host's tenant (admin role group).",
    resolve: (_root, _args, ctx) => getIncubatorSettings(ctx),
  }),
  industries: t.field({
    access: settingsPolicy.industries,
    type: [IndustryRef],
    description: "The tenant's industries, by name (signed-in users).",
    resolve: (_root, _args, ctx) => listIndustries(ctx),
  }),
}));

builder.mutationFields((t) => ({
  updateGeneralSettings: t.field({
    access: settingsPolicy.updateGeneralSettings,
    type: IncubatorSettingsRef,
    args: { input: t.arg({ type: GeneralSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      updateGeneralSettings(ctx, withEmptyStrings(input, ['description', 'address', 'generalEmail', 'supportEmail', 'termsUrl'])),
  }),
  updateDomainSettings: t.field({
    access: settingsPolicy.updateDomainSettings,
    type: IncubatorSettingsRef,
    args: { input: t.arg({ type: DomainSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateDomainSettings(ctx, withEmptyStrings(input, ['customDomain'])),
  }),
  verifyCustomDomain: t.field({
    access: settingsPolicy.verifyCustomDomain,
    type: IncubatorSettingsRef,
    description: 'Looks for the pending domain\'s token (HTTP file or DNS TXT record); when found, the domain becomes the verified one.',
    resolve: (_root, _args, ctx) => verifyCustomDomain(ctx),
  }),
  updateBranding: t.field({
    access: settingsPolicy.updateBranding,
    type: IncubatorSettingsRef,
    args: { input: t.arg({ type: BrandingInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      updateBranding(ctx, { ...input, customLogin: withEmptyStrings(input.customLogin, ['text', 'url']) }),
  }),
  updateSeoSettings: t.field({
    access: settingsPolicy.updateSeoSettings,
    type: IncubatorSettingsRef,
    args: { input: t.arg({ type: SeoSettingsInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateSeoSettings(ctx, withEmptyStrings(input, ['seoTitle', 'seoDescription'])),
  }),
  updateStartupLabel: t.field({
    access: settingsPolicy.updateStartupLabel,
    type: IncubatorSettingsRef,
    args: { input: t.arg({ type: StartupLabelInput, required: true }) },
    resolve: (_root, { input }, ctx) => updateStartupLabel(ctx, input),
  }),
  createIndustry: t.field({
    access: settingsPolicy.createIndustry,
    type: IndustryRef,
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => createIndustry(ctx, args),
  }),
  renameIndustry: t.field({
    access: settingsPolicy.renameIndustry,
    type: IndustryRef,
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => renameIndustry(ctx, { id: String(args.id), name: args.name }),
  }),
  deleteIndustry: t.boolean({
    access: settingsPolicy.deleteIndustry,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteIndustry(ctx, { id: String(args.id) }),
  }),
}));

builder.subscriptionFields((t) => ({
  incubatorUpdated: t.field({
    access: settingsPolicy.incubatorUpdated,
    type: IncubatorUpdatedRef,
    description: "The tenant's settings or flags changed: refetch publicIncubator (any signed-in user of the tenant).",
    subscribe: (_root, _args, ctx) => {
      requireViewer(ctx);
      const source = ctx.services.pubsub.subscribe<IncubatorUpdatedEvent>(tenantChannel(ctx.incubator.id, INCUBATOR_UPDATED_TOPIC));
      // The channel is the tenant's; the re-check keeps a foreign event out even if one were ever published there.
      return filterSubscription(source, async (event) => event.incubatorId === ctx.incubator.id && ctx.viewer !== null);
    },
    resolve: (event: IncubatorUpdatedEvent) => event,
  }),
}));
