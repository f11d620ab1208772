import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  activeFilterQuerySchema,
  brokerFormSchema,
  brokerListSchema,
  brokerSchema,
  descriptionsByPartitionQuerySchema,
  lookupDescriptionFormSchema,
  lookupDescriptionListSchema,
  lookupDescriptionSchema,
  lookupDetailsQuerySchema,
  salesRepFormSchema,
  salesRepListSchema,
  salesRepSchema,
  setActiveSchema,
  updateBrokerSchema,
  updateLookupDescriptionSchema,
  updateSalesRepSchema,
  type LookupPartition,
} from '@portal/contracts/enrollment-admin/lookups';
import { idParamsSchema } from '@portal/contracts/platform/ids';
import { actorOf } from '../../platform/audit/audit.ts';
import * as lookups from './enrollment-lookups.repository.ts';
import * as brokers from './enrollment-brokers.repository.ts';
import { access } from '../../platform/access/route-access.ts';

/** Reads serve the enrollment detail form (enrollment 165 read); maintenance is Admin and Support (167 admin). */
export async function enrollmentLookupRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const db = app.ctx.database.db;

  app.get(
    '/api/MemberEnrollmentConfiguration/GetDescriptionsByPartition',
    {
      config: access('enrollment', 'read'),
      schema: { querystring: descriptionsByPartitionQuerySchema, response: { 200: lookupDescriptionListSchema } },
    },
    async (request) => lookups.listDescriptions(db, request.query.partitionName, request.query.activeFilter),
  );
  const partitionRoute = (url: string, partition: LookupPartition) =>
    app.get(
      url,
      {
        config: access('enrollment', 'read'),
        schema: { querystring: activeFilterQuerySchema, response: { 200: lookupDescriptionListSchema } },
      },
      async (request) => lookups.listDescriptions(db, partition, request.query.activeFilter),
    );
  partitionRoute('/api/MemberEnrollmentConfiguration/GetSalesTypes', 'SalesType');
  partitionRoute('/api/MemberEnrollmentLookup/Gender', 'Gender');
  partitionRoute('/api/MemberEnrollmentLookup/SelfIdentify', 'SelfIdentify');
  partitionRoute('/api/MemberEnrollmentLookup/HPOptionDetails', 'HPOption');

  app.get(
    '/api/MemberEnrollmentLookup/GetSalesRepLookupList',
    {
      config: access('enrollment', 'read'),
      schema: { querystring: activeFilterQuerySchema, response: { 200: salesRepListSchema } },
    },
    async (request) => lookups.listSalesReps(db, request.query.activeFilter),
  );
  app.get(
    '/api/MemberEnrollment/GetSalesRepDetails',
    {
      config: access('enrollment', 'read'),
      schema: { querystring: lookupDetailsQuerySchema, response: { 200: salesRepSchema } },
    },
    async (request) => lookups.findSalesRep(db, request.query),
  );
  app.get(
    '/api/MemberEnrollmentLookup/GetRefBroker',
    {
      config: access('enrollment', 'read'),
      schema: { querystring: activeFilterQuerySchema, response: { 200: brokerListSchema } },
    },
    async (request) => brokers.listBrokers(db, request.query.activeFilter),
  );
  app.get(
    '/api/MemberEnrollment/GetReferenceBrokerDetails',
    {
      config: access('enrollment', 'read'),
      schema: { querystring: lookupDetailsQuerySchema, response: { 200: brokerSchema } },
    },
    async (request) => brokers.findBroker(db, request.query),
  );

  // Maintenance (Admin and Support): add, edit, deactivate/reactivate, each with the version read (stale -> 409).
  app.post(
    '/api/MemberEnrollmentAdmin/Descriptions',
    {
      config: access('enrollment-admin', 'admin'),
      schema: { body: lookupDescriptionFormSchema, response: { 200: lookupDescriptionSchema } },
    },
    async (request) => lookups.addDescription(db, actorOf(request), request.body),
  );
  app.put(
    '/api/MemberEnrollmentAdmin/Descriptions/:id',
    {
      config: access('enrollment-admin', 'admin'),
      schema: {
        params: idParamsSchema,
        body: updateLookupDescriptionSchema,
        response: { 200: lookupDescriptionSchema },
      },
    },
    async (request) => lookups.updateDescription(db, actorOf(request), request.params.id, request.body),
  );
  app.put(
    '/api/MemberEnrollmentAdmin/Descriptions/:id/Active',
    {
      config: access('enrollment-admin', 'admin'),
      schema: { params: idParamsSchema, body: setActiveSchema, response: { 200: lookupDescriptionSchema } },
    },
    async (request) => lookups.setDescriptionActive(db, actorOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/MemberEnrollmentAdmin/SalesReps',
    {
      config: access('enrollment-admin', 'admin'),
      schema: { body: salesRepFormSchema, response: { 200: salesRepSchema } },
    },
    async (request) => lookups.addSalesRep(db, actorOf(request), request.body),
  );
  app.put(
    '/api/MemberEnrollmentAdmin/SalesReps/:id',
    {
      config: access('enrollment-admin', 'admin'),
      schema: { params: idParamsSchema, body: updateSalesRepSchema, response: { 200: salesRepSchema } },
    },
    async (request) => lookups.updateSalesRep(db, actorOf(request), request.params.id, request.body),
  );
  app.put(
    '/api/MemberEnrollmentAdmin/SalesReps/:id/Active',
    {
      config: access('enrollment-admin', 'admin'),
      schema: { params: idParamsSchema, body: setActiveSchema, response: { 200: salesRepSchema } },
    },
    async (request) => lookups.setSalesRepActive(db, actorOf(request), request.params.id, request.body),
  );
  app.post(
    '/api/MemberEnrollmentAdmin/Brokers',
    {
      config: access('enrollment-admin', 'admin'),
      schema: { body: brokerFormSchema, response: { 200: brokerSchema } },
    },
    async (request) => brokers.addBroker(db, actorOf(request), request.body),
  );
  app.put(
    '/api/MemberEnrollmentAdmin/Brokers/:id',
    {
      config: access('enrollment-admin', 'admin'),
      schema: { params: idParamsSchema, body: updateBrokerSchema, response: { 200: brokerSchema } },
    },
    async (request) => brokers.updateBroker(db, actorOf(request), request.params.id, request.body),
  );
  app.put(
    '/api/MemberEnrollmentAdmin/Brokers/:id/Active',
    {
      config: access('enrollment-admin', 'admin'),
      schema: { params: idParamsSchema, body: setActiveSchema, response: { 200: brokerSchema } },
    },
    async (request) => brokers.setBrokerActive(db, actorOf(request), request.params.id, request.body),
  );
}
