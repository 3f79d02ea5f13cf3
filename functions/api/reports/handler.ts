// The reports area: the dashboard every owner and rep lands on, a period's report and its CSV exports, all
// read from the rollups and the date indexes (docs/api.md "Dashboard and reports"). The export is streamed
// (functions/routes.ts `stream`): in AWS its own function URL sends each page of rows as it is read
// (stream.ts), so a year of records never waits whole in memory nor against API Gateway's timeout.
import { reportExportQuerySchema, reportSummaryQuerySchema } from '#domain/schemas/reports';
import { actorOf } from '#functions/core/access/actor';
import { viewDashboard } from '#functions/core/reports/dashboard';
import { exportCsv, exportFileName } from '#functions/core/reports/export-csv';
import { reportSummary } from '#functions/core/reports/report-summary';
import { ok } from '#functions/http/api-request';
import type { AreaHandlers } from '#functions/http/area-handler';
import { createAreaHandler, createStreamingHandler } from '#functions/http/create-area-handler';

const handlers: AreaHandlers<'reports'> = {
  'GET /api/dashboard': async (request) => {
    const { user } = await request.signedIn();
    return ok(await viewDashboard(actorOf(user), request.language));
  },

  'GET /api/reports/summary': async (request) => {
    const { user } = await request.signedIn();
    const query = reportSummaryQuerySchema.parse(request.query);
    return ok(await reportSummary(user.contractorId, query, request.language));
  },

  'GET /api/reports/export': async (request) => {
    const { user } = await request.signedIn();
    const query = reportExportQuerySchema.parse(request.query);
    return {
      status: 200,
      chunks: exportCsv(user.contractorId, query, request.language),
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(query)}"`,
      },
    };
  },
};

/** Behind API Gateway: every route, answers whole. */
export const handler = createAreaHandler('reports', handlers);

/** Behind the area's function URL: the streamed routes (the CSV export). */
export const streamHandler = createStreamingHandler('reports', handlers);
