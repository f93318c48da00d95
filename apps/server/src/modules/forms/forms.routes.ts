/** REST of the forms engine: the PDF of a submitted answer (RTE-12, D-189). */
import type { FastifyInstance } from 'fastify';
import { requireContext } from '../../http/tenancy.js';
import { readSubmissionForPdf, submissionPdf } from './form-pdf.js';
import { formsRoutePolicy } from './forms.policy.js';

export function registerFormRoutes(scope: FastifyInstance): void {
  scope.get('/api/forms/download/:uuid', { config: { access: formsRoutePolicy.downloadSubmission } }, async (request, reply) => {
    const ctx = requireContext(request);
    const content = await readSubmissionForPdf(ctx, (request.params as { uuid: string }).uuid);
    const pdf = await submissionPdf(content);
    const name = `${content.formName.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '').slice(0, 60) || 'form'}-answers.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(name)}`)
      .send(pdf);
  });
}
