/**
 * The login provider's HTTP face under AUTH_BASE_PATH: oidc-provider's endpoints, the login
 * and account pages, and the account API. Registered with { prefix: basePath }.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { Auth } from './auth';
import { accountPageRoutes } from './routes/account-pages.routes';
import { accountRoutes } from './routes/account.routes';
import { fontRoutes } from './routes/font.routes';
import { interactionRoutes } from './routes/interaction.routes';
import { pageKit } from './routes/page-kit';
import { providerRoutes } from './routes/provider.routes';

export function authRoutes(auth: Auth): FastifyPluginAsync {
  return async (app) => {
    await app.register(providerRoutes(auth));
    await app.register(async (pages) => {
      const kit = await pageKit(pages, auth);
      interactionRoutes(pages, auth, kit);
      accountPageRoutes(pages, auth, kit);
      fontRoutes(pages);
    });
    await app.register(async (api) => accountRoutes(api, auth));
  };
}
