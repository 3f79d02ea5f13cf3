// The reports area: the dashboard every owner and rep lands on, a period's report and its CSV exports, all
// read from the rollups and the date indexes (docs/api.md "Dashboard and reports").
import { reportExportQuerySchema, reportSummaryQuerySchema } from '#domain/schemas/reports';
import { actorOf } from '#functions/core/access/actor';
import { viewDashboard } from '#functions/core/reports/dashboard';
import { exportCsv, exportFileName } from '#functions/core/reports/export-csv';
import { reportSummary } from '#functions/core/reports/report-summary';
import { ok } from '#functions/http/api-request';
import { createAreaHandler } from '#functions/http/create-area-handler';

export const handler = createAreaHandler('reports', {
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
    let csv = '';
    for await (const chunk of exportCsv(user.contractorId, query, request.language)) csv += chunk;
    return {
      status: 200,
      text: csv,
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${exportFileName(query)}"`,
      },
    };
  },
});
