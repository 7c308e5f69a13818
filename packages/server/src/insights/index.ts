/** The statistics' public face (README.md). */
export {
  createInsightsService,
  type InsightsService,
  type InsightsSettings,
} from './insights.service';
export { insightsRoutes } from './insights.routes';
