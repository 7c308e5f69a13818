/** The user service put together: triples, lists' notes and share links, users read, admission tokens, contact mail. */
import { createAccountService } from './account.service';
import { createAdmissionService } from './admission.service';
import { createApiTokensService } from './api-tokens.service';
import { createContactService } from './contact.service';
import { createListsService } from './lists.service';
import { createPeopleService } from './people.service';
import { createTriplesService } from './triples.service';
import type { UsersDeps } from './users.types';

export function createUsersService(deps: UsersDeps) {
  return {
    triples: createTriplesService(deps.store, deps.directory),
    people: createPeopleService(deps.directory),
    lists: createListsService(deps.store, {
      sheets: deps.sheets,
      images: deps.images,
      publicUrl: deps.links.publicUrl,
    }),
    admission: createAdmissionService(deps),
    contact: createContactService(deps),
    account: createAccountService(deps),
    apiTokens: createApiTokensService(deps),
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
