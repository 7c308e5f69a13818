/**
 * The login provider's name in the login dialog and the account menu ({provider}, spec 02
 * s.2): our own provider is "Vitrine Login" (a product name, the same in every language);
 * an external issuer (OIDC_ISSUER) is named by its host, which is what its login page shows
 * in the address bar.
 */
import { config } from '../config';

export const OWN_PROVIDER_NAME = 'Vitrine Login';

export function providerName(): string {
  const issuer = config.login?.issuer;
  if (!issuer) return OWN_PROVIDER_NAME;
  const url = new URL(issuer, location.origin);
  return url.origin === location.origin ? OWN_PROVIDER_NAME : url.host;
}
