/**
 * Help Center endpoints (prospecting-core §2.10, §7 'Help question'):
 * signed in — GET /resources (catalogue), GET /resources/{kind}/{key} (a guide or tutorial page),
 * POST /resources/question (an answer, rate-limited per user);
 * public — GET /api/help/guides/{key}.pdf and GET /api/help/images/{name}.png (the product's own user guide).
 */
import {
  errorBodySchema,
  HELP_QUESTIONS_PER_MINUTE,
  helpAnswerSchema,
  helpCatalogueSchema,
  helpDocumentSchema,
  helpQuestionSchema,
  helpResourceParamsSchema,
} from '@agencyscout/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { HelpCenter } from './service.ts';

const tags = ['help'];
const errors = { 400: errorBodySchema, 404: errorBodySchema };

/** The questions of one user share a budget, whatever the address or session they ask from. */
const questionLimit = {
  max: HELP_QUESTIONS_PER_MINUTE,
  timeWindow: 60_000,
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => `help-question:${requireIdentity(request).userId}`,
};

export const helpRoutes: FastifyPluginAsyncZod<{ help: HelpCenter }> = async (app, { help }) => {
  app.get(
    '/resources',
    {
      schema: {
        tags,
        summary: 'The help catalogue: 10 tutorials (videos) and the guides (PDFs), and whether answers use AI (§2.10)',
        response: { 200: helpCatalogueSchema },
      },
    },
    async () => help.catalogue(),
  );

  app.get(
    '/resources/:kind/:key',
    {
      schema: {
        tags,
        summary: 'One guide or tutorial as sanitised HTML',
        params: helpResourceParamsSchema,
        response: { 200: helpDocumentSchema, ...errors },
      },
    },
    async (request) => help.document(request.params.kind, request.params.key),
  );

  app.post(
    '/resources/question',
    {
      config: { rateLimit: questionLimit },
      schema: {
        tags,
        summary: 'Answer a question from the user guide, with its sources (§3 Help answer; 500 characters at most)',
        body: helpQuestionSchema,
        response: { 200: helpAnswerSchema, ...errors, 429: errorBodySchema },
      },
    },
    async (request) => help.ask(request.body.question, request.log),
  );
};

const pdfParamsSchema = z.object({
  file: z
    .string()
    .max(100)
    .regex(/^[a-z0-9-]+\.pdf$/, 'Not a guide file'),
});
const imageParamsSchema = z.object({
  file: z
    .string()
    .max(100)
    .regex(/^[a-z0-9-]+\.png$/, 'Not an image file'),
});

function sendFile(reply: FastifyReply, type: string, body: Buffer, fileName?: string) {
  if (fileName) reply.header('content-disposition', `attachment; filename="${fileName}"`);
  return reply.type(type).header('cache-control', 'public, max-age=3600').send(body);
}

/** The user guide's files, public like any product manual (no account data in them). */
export const helpFileRoutes: FastifyPluginAsyncZod<{ help: HelpCenter }> = async (app, { help }) => {
  app.get(
    '/help/guides/:file',
    {
      schema: {
        tags,
        summary: 'Download a guide as a PDF',
        params: pdfParamsSchema,
        produces: ['application/pdf'],
        response: errors,
      },
    },
    async (request, reply) => {
      const key = request.params.file.replace(/\.pdf$/, '');
      const { pdf } = await help.guidePdf(key);
      return sendFile(reply, 'application/pdf', pdf, `${key}.pdf`);
    },
  );

  app.get(
    '/help/images/:file',
    {
      schema: {
        tags,
        summary: 'A tutorial screenshot',
        params: imageParamsSchema,
        produces: ['image/png'],
        response: errors,
      },
    },
    async (request, reply) => sendFile(reply, 'image/png', help.image(request.params.file)),
  );
};
