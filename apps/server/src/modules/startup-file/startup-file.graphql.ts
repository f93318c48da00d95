/** The startup file's documents and export (issue 14 item 4). */
import { builder } from '../../graphql/builder.js';
import { StartupRef } from '../startups/index.js';
import { viewerCanOpenStartupFile } from './startup-file-access.js';
import { startupFileSummary, type StartupFileSummary } from './startup-file-summary.js';
import { startupFilePolicy as policy } from './startup-file.policy.js';
import { deleteStartupDocument, listStartupDocuments, renameStartupDocument, type StartupDocument, type StartupDocuments } from './startup-documents.js';
import { exportStartupFile, STARTUP_EXPORT_FORMATS, type StartupExport } from './startup-export.js';

const StartupDocumentRef = builder.objectRef<StartupDocument>('StartupDocument').implement({
  fields: (t) => ({
    _id: t.exposeID('id'),
    name: t.exposeString('name'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size'),
    url: t.exposeString('url', { description: 'A link signed for the viewer (/files/<id>/<name>?access=…).' }),
    uploadedBy: t.exposeID('uploadedBy', { nullable: true }),
    createdAt: t.field({ type: 'DateTime', resolve: (d) => d.createdAt }),
  }),
});

const StartupDocumentsRef = builder.objectRef<StartupDocuments>('StartupDocuments').implement({
  fields: (t) => ({
    startupId: t.exposeID('startupId'),
    planLocked: t.exposeBoolean('planLocked', { description: 'The plan does not include startup documents (D1 §6).' }),
    viewerCanEdit: t.exposeBoolean('viewerCanEdit'),
    documents: t.field({ type: [StartupDocumentRef], resolve: (d) => d.documents }),
  }),
});

const StartupExportFormatEnum = builder.enumType('StartupExportFormat', { values: STARTUP_EXPORT_FORMATS });

const StartupExportRef = builder.objectRef<StartupExport>('StartupExport').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    url: t.exposeString('url'),
    contentType: t.exposeString('contentType'),
    size: t.exposeInt('size'),
  }),
});

const StartupFileSummaryRef = builder.objectRef<StartupFileSummary>('StartupFileSummary').implement({
  fields: (t) => ({
    startup: t.field({ type: StartupRef, resolve: (s) => s.startup }),
    viewerCanEdit: t.exposeBoolean('viewerCanEdit', { description: 'Its people, administrators and holders of a startup edit key for it.' }),
    documentsAvailable: t.exposeBoolean('documentsAvailable', { description: 'The plan includes startup documents (D1 §6).' }),
    milestonesAvailable: t.exposeBoolean('milestonesAvailable', { description: 'The milestones feature flag is on.' }),
  }),
});

builder.objectField(StartupRef, 'viewerCanOpenFile', (t) =>
  t.boolean({
    description: "The viewer may open this startup's file (/startup/:id): the row rule of startupFile, so a link to it is never refused.",
    resolve: (startup, _args, ctx) => viewerCanOpenStartupFile(ctx, startup._id),
  }),
);

builder.queryFields((t) => ({
  startupFile: t.field({
    type: StartupFileSummaryRef,
    access: policy.startupFile,
    description: 'What the startup file tabs need first; NotFound when the viewer does not see the startup.',
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => startupFileSummary(ctx, String(args.startupId)),
  }),
  startupDocuments: t.field({
    type: StartupDocumentsRef,
    access: policy.startupDocuments,
    description: 'Documents of a startup (upload: POST /api/attachment/upload?referenceType=startupDocument&referenceId=<startup id>).',
    args: { startupId: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => listStartupDocuments(ctx, String(args.startupId)),
  }),
}));

builder.mutationFields((t) => ({
  renameStartupDocument: t.field({
    type: StartupDocumentRef,
    access: policy.renameStartupDocument,
    args: { id: t.arg.id({ required: true }), name: t.arg.string() },
    resolve: (_root, args, ctx) => renameStartupDocument(ctx, String(args.id), args.name),
  }),
  deleteStartupDocument: t.field({
    type: 'Boolean',
    access: policy.deleteStartupDocument,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, ctx) => deleteStartupDocument(ctx, String(args.id)),
  }),
  exportStartupFile: t.field({
    type: StartupExportRef,
    access: policy.exportStartupFile,
    description: 'The startup file as PDF or XLSX, stored as the viewer’s own file; answers a link signed for them.',
    args: { startupId: t.arg.id({ required: true }), format: t.arg({ type: StartupExportFormatEnum, required: true }) },
    resolve: (_root, args, ctx) => exportStartupFile(ctx, String(args.startupId), args.format),
  }),
}));
