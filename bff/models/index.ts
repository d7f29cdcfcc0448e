import type { Connection } from 'mongoose';
import { devIdpGrantModel } from './devIdp';
import { loginCodeModel } from './loginCode';
import { profileModel } from './profile';
import { sessionModel } from './session';
import { userModel } from './user';

/** Every model of the product, bound to one database connection. */
export function createModels(conn: Connection) {
  return {
    User: userModel(conn),
    Profile: profileModel(conn),
    Session: sessionModel(conn),
    LoginCode: loginCodeModel(conn),
    DevIdpGrant: devIdpGrantModel(conn),
  };
}
export type Models = ReturnType<typeof createModels>;
