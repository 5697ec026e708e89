/** Company notes endpoints: GET /companynotes, POST /companynotes, DELETE /companynotes/{id} (§2.4, §3). */
import {
  companyNoteDeleteResponseSchema,
  companyNoteIdParamsSchema,
  companyNoteSchema,
  companyNotesQuerySchema,
  companyNotesResponseSchema,
  errorBodySchema,
  newCompanyNoteSchema,
} from '@agencyscout/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../../auth/identity.ts';
import type { Db } from '../../db/kysely.ts';
import { addCompanyNote, deleteCompanyNote, listCompanyNotes } from './service.ts';

const errors = { 400: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };

export const companyNoteRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/companynotes',
    {
      schema: {
        tags: ['company-notes'],
        summary: "My organisation's notes (on one company, or filtered by company, location, text), newest first",
        querystring: companyNotesQuerySchema,
        response: { 200: companyNotesResponseSchema, ...errors },
      },
    },
    async (request) => listCompanyNotes(db, requireIdentity(request), request.query),
  );

  app.post(
    '/companynotes',
    {
      schema: {
        tags: ['company-notes'],
        summary: 'Add a plain-text note on a company (optionally on one of its leads)',
        body: newCompanyNoteSchema,
        response: { 201: companyNoteSchema, ...errors },
      },
    },
    async (request, reply) => {
      const note = await addCompanyNote(db, requireIdentity(request), request.body);
      return reply.status(201).send(note);
    },
  );

  app.delete(
    '/companynotes/:id',
    {
      schema: {
        tags: ['company-notes'],
        summary: 'Delete a note (its author or a company admin)',
        params: companyNoteIdParamsSchema,
        response: { 200: companyNoteDeleteResponseSchema, ...errors },
      },
    },
    async (request) => deleteCompanyNote(db, requireIdentity(request), request.params.id),
  );
};
