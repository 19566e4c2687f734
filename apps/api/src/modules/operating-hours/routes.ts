import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  findSupportOpenStatusCall,
  listSupportHoursCall,
  listSupportHoursWeekCall,
  OPERATING_HOURS_TIME_ZONE,
} from '@lintel/contract';
import { clockNow } from '../../platform/clock.ts';
import { registerCall } from '../../platform/register-call.ts';
import { findWeek } from './find-week.ts';
import { isOpenAt } from './is-open-at.ts';

export const operatingHoursRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app;
  const seeded = new Set<string>();

  // display=true is what the web sends; the answer is always the display form (Pacific "HH:mm").
  for (const call of [listSupportHoursCall, listSupportHoursWeekCall]) {
    registerCall(app, call, {}, async (request) =>
      findWeek({ db, organizationCode: request.orgCode, department: request.params.department, seeded }),
    );
  }

  registerCall(app, findSupportOpenStatusCall, {}, async (request) => {
    const { department } = request.params;
    // The simulated clock, so a demonstration that moves time also moves the support hours.
    const at = await clockNow(db);
    const week = await findWeek({ db, organizationCode: request.orgCode, department, seeded });
    return {
      open: isOpenAt({ week, at }),
      department,
      timeZone: OPERATING_HOURS_TIME_ZONE,
      checkedAt: at.toISOString(),
    };
  });
};
