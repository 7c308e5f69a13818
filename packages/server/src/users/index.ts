/** The user service's public face (README.md). */
export { createUsersService, type UsersService } from './users.service';
export { usersRoutes } from './users.routes';
export type { BrandContact, BrandContacts, Directory, UsersDeps } from './users.types';
