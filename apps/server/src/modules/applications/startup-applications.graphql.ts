/** The startup file's Applications tab (D-387): `startupApplications(startupId)`, staff's view or the founders'. */
import { builder } from '../../graphql/builder.js';
import { ApplicantStatusEnum } from './applicant-application.graphql.js';
import { ApplicationStatusEnum } from './applications.graphql.js';
import { applicationsPolicy } from './applications.policy.js';
import { startupApplications, type StartupApplicationRow, type StartupApplications } from './startup-applications.service.js';

const StartupApplicationRef = builder.objectRef<StartupApplicationRow>('StartupApplication').implement({
  description: 'An application of the startup. The founders’ view carries the applicant-safe status only (status and roundName null).',
  fields: (t) => ({
    _id: t.exposeID('id'),
    funnelName: t.exposeString('funnelName'),
    programName: t.exposeString('programName', { nullable: true }),
    status: t.field({ type: ApplicationStatusEnum, nullable: true, description: 'Staff only.', resolve: (r) => r.status }),
    applicantStatus: t.field({ type: ApplicantStatusEnum, resolve: (r) => r.applicantStatus }),
    roundName: t.exposeString('roundName', { nullable: true, description: 'Staff only.' }),
    submittedAt: t.expose('submittedAt', { type: 'DateTime', nullable: true }),
  }),
});

const StartupApplicationsRef = builder.objectRef<StartupApplications>('StartupApplications').implement({
  fields: (t) => ({
    view: t.exposeString('view', { description: 'staff (status, round, a link to the file) or founder (applicant-safe status only).' }),
    results: t.field({ type: [StartupApplicationRef], resolve: (r) => r.results }),
  }),
});

builder.queryFields((t) => ({
  startupApplications: t.field({
    type: StartupApplicationsRef,
    description: 'The applications of a startup: staff with an Application key see those they reach; its own people see theirs with the applicant-safe status.',
    args: { startupId: t.arg.id({ required: true }) },
    access: applicationsPolicy.startupApplications,
    resolve: (_r, args, ctx) => startupApplications(ctx, String(args.startupId)),
  }),
}));
