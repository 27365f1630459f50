import type { UserRoleBody } from '@camino/schemas/user-role';
import { message } from '../../errors';
import { answerText } from '../../i18n/answer-text';
import { positiveInt } from '../../lib/params';
import type { ApiHandler, RouteHandlers } from '../api-handler';
import type { RouterDeps } from '../router-deps';
import { pageOf } from './pagination';

/** The admin users list (members and admins, newest first) with statistics, roles and deletion. */
export function adminUsersHandlers({ services }: RouterDeps) {
  const listUsers: ApiHandler<'GET /admin/users'> = async (req, res) => {
    const { offset, limit } = pageOf(res.locals.query);
    res.json(await services.adminUsers.listPage(offset, limit));
  };

  const deleteUser: ApiHandler<'DELETE /admin/user/:id'> = async (req, res) => {
    const id = positiveInt(req.params.id, 'id');
    const actor = req.auth!;
    const deleted = await services.adminUsers.deleteUser(
      id,
      actor.id,
      services.audit.note(actor, (user) => ({
        action: 'user.delete',
        target: `user:${id}`,
        details: { email: user.email, username: user.username, user_type: user.role },
      })),
    );
    res.json({
      message: answerText(req, message('user_deleted', { name: deleted.email ?? deleted.username ?? id })),
    });
  };

  const setRole: ApiHandler<'PUT /admin/user/:id/role'> = async (req, res) => {
    const id = positiveInt(req.params.id, 'id');
    const { role } = req.body as UserRoleBody;
    const actor = req.auth!;
    const change = await services.adminUsers.setRole(
      id,
      role,
      actor.id,
      services.audit.note(actor, (done) => ({
        action: 'user.role',
        target: `user:${id}`,
        details: { email: done.email, username: done.username, from: done.from, to: done.to },
      })),
    );
    const name = change.email ?? change.username ?? String(id);
    res.json({
      message: answerText(
        req,
        message(change.from === role ? 'user_role_same' : 'user_role_changed', { name, role }),
      ),
      id,
      user_type: role,
      changed: change.from !== role,
    });
  };

  return {
    'GET /admin/users': listUsers,
    'DELETE /admin/user/:id': deleteUser,
    'PUT /admin/user/:id/role': setRole,
  } satisfies RouteHandlers;
}
