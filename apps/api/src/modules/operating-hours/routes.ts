import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OPERATING_HOURS_TIME_ZONE, ZDepartment, ZErrorBody, ZHoursQuery, ZOpenStatus, ZWeekEntryList } from '@lintel/contract';
import { clockNow } from '../../platform/clock.ts';
import { findWeek } from './find-week.ts';
import { isOpenAt } from './is-open-at.ts';

const BASE = '/service-operating-hours/external/api/v1/hours/:department';
const ZParams = z.object({ department: ZDepartment });
const errorResponses = { 400: ZErrorBody };

export const operatingHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const seeded = new Set<string>();

  // display=true is what the web sends; the answer is always the display form (Pacific "HH:mm").
  for (const path of [BASE, `${BASE}/week`]) {
    app.get(path, { schema: { params: ZParams, querystring: ZHoursQuery, response: { 200: ZWeekEntryList, ...errorResponses } } }, async (request) =>
      findWeek({ db, organizationCode: request.orgCode, department: request.params.department, seeded }),
    );
  }

  app.get(`${BASE}/openStatus`, { schema: { params: ZParams, response: { 200: ZOpenStatus, ...errorResponses } } }, async (request) => {
    const { department } = request.params;
    // The simulated clock, so a demonstration that moves time also moves the support hours.
    const at = await clockNow(db);
    const week = await findWeek({ db, organizationCode: request.orgCode, department, seeded });
    return { open: isOpenAt({ week, at }), department, timeZone: OPERATING_HOURS_TIME_ZONE, checkedAt: at.toISOString() };
  });
};
