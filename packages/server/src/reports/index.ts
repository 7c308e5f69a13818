/** The error reports' public face (README.md). */
export { createReportsService, type ReportsService, type ReportsSettings } from './reports.service';
export { reportsRoutes } from './reports.routes';
